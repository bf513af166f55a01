// An experiment's days as the engine reads them (docs/EXPERIMENTS.md "Routes"): the person's own entries over some of
// their calendar days (one read per type, as the insights read a period), turned into the outcome's daily values (the
// insights' daily values: a day with nothing of it logged stays missing) and, per day, whether the intervention was
// logged: an entry whose words name it, as a dose's entry names its schedule (functions/domain/reminders/logged.ts);
// false on a day with other entries; null on a day with none.
import { ENTRY_COLLECTIONS } from '../../../shared/entry-types';
import type { OutcomeRequest } from '../../../shared/schemas/experiments';
import { dayBounds } from '../../../shared/time';
import { listEntries } from '../../data/entries';
import { dailyValues, dayOfIn, type DayEntry } from '../insights/daily-values';
import { DAY_FIELDS } from '../insights/insights-of';
import { namesSchedule } from '../reminders/logged';

/** Enough for a year of heavy logging in one type. */
const MAX_PER_TYPE = 20_000;
const DAY_MS = 24 * 3_600_000;

type WordedEntry = DayEntry & { details?: string; item_name?: string };

export async function readEntries(userId: string, days: readonly string[], zone: string): Promise<WordedEntry[]> {
  if (days.length === 0) return [];
  // From the evening before the first day: a sleep logged at bedtime counts for the first morning.
  const from = new Date(dayBounds(days[0], zone)!.start - DAY_MS).toISOString();
  const to = new Date(dayBounds(days[days.length - 1], zone)!.end).toISOString();
  const fields = [...DAY_FIELDS, 'details', 'item_name'];
  const lists = await Promise.all(
    ENTRY_COLLECTIONS.map((collection) => listEntries({ userId, collection, from, to, limit: MAX_PER_TYPE, newestFirst: false, fields })),
  );
  return lists.flatMap(({ entries }) => entries) as unknown as WordedEntry[];
}

/** The outcome's value on each day (null: not logged): sleep in minutes, a symptom's days as 1 or 0. */
export function outcomeValues(
  entries: readonly DayEntry[],
  days: readonly string[],
  zone: string,
  outcome: OutcomeRequest,
): (number | null)[] {
  const values = dailyValues(entries, days, zone);
  switch (outcome.kind) {
    case 'sleep_minutes':
      // Back to the minutes logged (the series is in hours): rounded past the float's noise, 481 not 481.00000000000006.
      return values.series.sleep_hours.map((hours) => (hours === null ? null : Math.round(hours * 60 * 1e6) / 1e6));
    case 'symptom_days': {
      const name = (outcome.symptom ?? '').toLowerCase();
      const found = Object.entries(values.symptoms).find(([subject]) => subject.toLowerCase() === name)?.[1];
      // A day with entries but not this symptom is a day without it; a day with no entry at all is missing.
      return days.map((_, i) => (values.entries[i] === 0 ? null : found?.[i] ? 1 : 0));
    }
    case 'nutrient':
      return values.intake.series[outcome.nutrient!];
    default:
      return values.series[outcome.kind];
  }
}

/** Per day: the intervention logged (true), other entries but not it (false), or nothing logged (null). */
export function interventionLogged(
  entries: readonly WordedEntry[],
  days: readonly string[],
  zone: string,
  what: string,
): (boolean | null)[] {
  const index = new Map(days.map((day, i) => [day, i]));
  const logged: (boolean | null)[] = days.map(() => null);
  const dayOf = dayOfIn(zone);
  for (const entry of entries) {
    const i = index.get(dayOf(entry));
    if (i === undefined) continue;
    const text = [entry.details, entry.item_name].filter(Boolean).join(' ');
    const names = namesSchedule({ collection: entry.collection, at: Date.parse(entry.utc_time), text, subjects: entry.subjects }, what);
    logged[i] = logged[i] === true || names;
  }
  return logged;
}
