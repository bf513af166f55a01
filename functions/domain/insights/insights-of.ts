// The Analytics figures of one person's period (docs/INSIGHTS.md): read in their zone's days from their own
// entries only (every query is keyed by their user id). The insights group answers GET /api/insights/ with it;
// the chat's analyze mode and the weekly report read the same figures.
import { ENTRY_COLLECTIONS, type EntryCollection } from '../../../shared/entry-types';
import type { InsightsResponse } from '../../../shared/schemas/insights';
import { dayBounds, toZonedIso } from '../../../shared/time';
import { listEntries } from '../../data/entries';
import { dailyValues, periodDays, SERIES_COLLECTIONS, SERIES_UNITS, type DayEntry } from './daily-values';
import { previousPeriodOf } from './previous-period';
import { recommendationsOf } from './recommendations';
import { scoresOf } from './score-of';
import { whatAffectsYou } from './what-affects-you';

/** What the figures read of an entry (DayEntry): a fraction of a stored entry, for a faster read. */
export const DAY_FIELDS: readonly string[] = ['collection', 'utc_time', 'measures', 'subjects', 'item_type'];

/** Enough for 365 days of heavy logging in one type; a longer history is read no further than the period. */
const MAX_PER_TYPE = 20_000;
const DAY_MS = 24 * 3_600_000;

/** The period of `days` calendar days in `zone` ending today (the day of `now`). */
export async function insightsOf(userId: string, days: number, zone: string, now = Date.now()): Promise<InsightsResponse> {
  const today = toZonedIso(now, zone).slice(0, 10);
  const before = periodDays(today, 2 * days).slice(0, days);
  // The period before only for its averages: the series' types are read, not the many meals and drinks.
  const [{ period, entries }, earlier] = await Promise.all([
    readPeriod(userId, days, zone, now),
    readDays(userId, before, zone, SERIES_COLLECTIONS, DAY_FIELDS),
  ]);
  return { ...insightsOfEntries(entries, period, zone), previous: previousPeriodOf(earlier, before, zone) };
}

/**
 * The period's days in `zone` ending today, and the person's entries that may count for them (their `fields`, by
 * default what the figures need): one read per type.
 */
export async function readPeriod(
  userId: string,
  days: number,
  zone: string,
  now = Date.now(),
  fields = DAY_FIELDS,
): Promise<{ period: string[]; entries: DayEntry[] }> {
  const period = periodDays(toZonedIso(now, zone).slice(0, 10), days);
  return { period, entries: await readDays(userId, period, zone, ENTRY_COLLECTIONS, fields) };
}

/** The person's entries of some types that may count for the days (oldest first): one read per type. */
async function readDays(
  userId: string,
  period: string[],
  zone: string,
  collections: readonly EntryCollection[],
  fields: readonly string[],
): Promise<DayEntry[]> {
  // From the evening before the first day: a sleep logged at bedtime then counts for the first morning.
  const from = new Date(dayBounds(period[0], zone)!.start - DAY_MS).toISOString();
  const to = new Date(dayBounds(period[period.length - 1], zone)!.end).toISOString();
  const lists = await Promise.all(
    collections.map((collection) => listEntries({ userId, collection, from, to, limit: MAX_PER_TYPE, newestFirst: false, fields })),
  );
  return lists.flatMap(({ entries }) => entries) as unknown as DayEntry[];
}

/** The figures of the period's days (oldest first) from entries already read. */
export function insightsOfEntries(entries: readonly DayEntry[], period: string[], zone: string): InsightsResponse {
  const days = period.length;
  const today = period[days - 1];
  const values = dailyValues(entries, period, zone);
  const { score, average } = scoresOf(values);
  const affects = whatAffectsYou(values);
  return {
    period: { days, first_day: period[0], last_day: today, timezone: zone },
    quick_stats: {
      total_logs: values.entries.reduce((a, b) => a + b, 0),
      this_week: values.entries.slice(-7).reduce((a, b) => a + b, 0),
      logged_days: values.entries.filter((count) => count > 0).length,
      avg_score: average,
    },
    score,
    findings: affects.findings,
    tested: affects.tested,
    needs_more_days: affects.needs_more_days,
    recommendations: recommendationsOf(score, affects.findings, values),
    days: values.days,
    series: values.series,
    units: SERIES_UNITS,
    entries_per_day: values.entries,
    intake: {
      series: values.intake.series,
      food_entries_per_day: values.intake.foodEntries,
      without_numbers_per_day: values.intake.withoutNumbers,
    },
    previous: null,
  };
}
