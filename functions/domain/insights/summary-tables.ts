// The doctor summary's tables (docs/INSIGHTS.md "Doctor summary and CSV"), pure: each symptom or condition with its
// days and severity, each medication or supplement with its doses and days, in the person's calendar days; and the
// averages of the daily series, of the days with a value only (a missing day is never a zero).
import type { SummaryAverage, SummaryMedication, SummarySymptom } from '../../../shared/schemas/insights-summary';
import { dayOfIn, type DayEntry } from './daily-values';

/** What the tables read of a stored entry: a name comes from its subjects, else from its own words. */
export interface SummaryEntry extends DayEntry {
  details?: string;
}

/** A name from an entry's words: its first line, at most this long. */
const NAME_MAX = 60;
/** Dose units that are counted, so read in the plural for any amount but one. */
const COUNTED = new Set(['drop', 'tablet', 'capsule', 'puff', 'scoop', 'unit']);

function namesOf(entry: SummaryEntry): string[] {
  if (entry.subjects?.length) return entry.subjects;
  const words = (entry.details ?? '').trim().split('\n')[0].replace(/\s+/g, ' ').trim();
  if (!words) return [];
  return [words.length > NAME_MAX ? `${words.slice(0, NAME_MAX - 1)}…` : words];
}

/** "400 mg", "2 tablets", "1 capsule"; undefined when the entry gives no dose. */
export function doseText(measures: SummaryEntry['measures']): string | undefined {
  const amount = measures?.dose_amount;
  const unit = measures?.dose_unit;
  if (amount === undefined) return unit;
  const number = String(Math.round(amount * 1000) / 1000);
  if (!unit) return number;
  return `${number} ${unit}${COUNTED.has(unit) && amount !== 1 ? 's' : ''}`;
}

interface Tally {
  name: string;
  /** Per day (in the period's order), the entries' values of that day. */
  days: Map<string, number[]>;
  times: number;
  doses: Map<string, number>;
}

/** Entries of one collection, grouped by name (case-insensitively), each with its days in the period. */
function tallies(
  entries: readonly SummaryEntry[],
  collection: DayEntry['collection'],
  inPeriod: Set<string>,
  dayOf: (e: DayEntry) => string,
) {
  const byName = new Map<string, Tally>();
  for (const entry of entries) {
    if (entry.collection !== collection) continue;
    const day = dayOf(entry);
    if (!inPeriod.has(day)) continue;
    const names = namesOf(entry);
    const dose = names.length === 1 ? doseText(entry.measures) : undefined;
    for (const name of names) {
      const tally = byName.get(name.toLowerCase()) ?? { name, days: new Map(), times: 0, doses: new Map() };
      byName.set(name.toLowerCase(), tally);
      const values = tally.days.get(day) ?? [];
      tally.days.set(day, values);
      if (entry.measures?.severity !== undefined) values.push(entry.measures.severity);
      tally.times += 1;
      if (dose) tally.doses.set(dose, (tally.doses.get(dose) ?? 0) + 1);
    }
  }
  // Most days first, then by name.
  return [...byName.values()].sort((a, b) => b.days.size - a.days.size || a.name.localeCompare(b.name));
}

const firstAndLast = (tally: Tally) => {
  const days = [...tally.days.keys()].sort();
  return { first_day: days[0], last_day: days[days.length - 1] };
};

/** The symptoms and the medications and supplements of the period's days (oldest first) in `zone`. */
export function summaryTables(entries: readonly SummaryEntry[], period: readonly string[], zone: string) {
  const inPeriod = new Set(period);
  const dayOf = dayOfIn(zone);
  const symptoms = tallies(entries, 'test-subjects', inPeriod, dayOf).map((tally): SummarySymptom => {
    const highest = [...tally.days.values()].filter((values) => values.length > 0).map((values) => Math.max(...values));
    return {
      name: tally.name,
      days: tally.days.size,
      ...firstAndLast(tally),
      severity_days: highest.length,
      mean_severity: highest.length ? highest.reduce((a, b) => a + b, 0) / highest.length : null,
      max_severity: highest.length ? Math.max(...highest) : null,
    };
  });
  const medications = tallies(entries, 'supplements', inPeriod, dayOf).map((tally): SummaryMedication => ({
    name: tally.name,
    // Most frequent first; a tie keeps the order they were first logged in (the sort is stable).
    doses: [...tally.doses.entries()].sort((a, b) => b[1] - a[1]).map(([dose]) => dose),
    days: tally.days.size,
    times: tally.times,
    ...firstAndLast(tally),
  }));
  return { symptoms, medications };
}

/** Per series, the mean, lowest and highest of its days with a value, and how many such days. */
export function averagesOf(series: Record<string, (number | null)[]>, units: Record<string, string>): SummaryAverage[] {
  return Object.entries(series).map(([name, values]) => {
    const present = values.filter((v): v is number => v !== null);
    const some = present.length > 0;
    return {
      series: name,
      unit: units[name] ?? '',
      mean: some ? present.reduce((a, b) => a + b, 0) / present.length : null,
      min: some ? Math.min(...present) : null,
      max: some ? Math.max(...present) : null,
      days: present.length,
    };
  });
}
