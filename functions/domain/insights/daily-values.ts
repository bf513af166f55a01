// Entries as daily values in the person's calendar days (docs/INSIGHTS.md "Daily values"): one value per day and
// series, or null when nothing of that kind was logged that day — a day without data is missing, never zero.
import type { EntryCollection } from '../../../shared/entry-types';
import type { Measures } from '../../../shared/measures';
import { offsetMinutes } from '../../../shared/time';
import { intakeCollector, type DailyIntake } from './daily-intake';

/** What the builder reads of a stored entry. */
export interface DayEntry {
  collection: EntryCollection;
  /** The instant it happened (UTC ISO). */
  utc_time: string;
  measures?: Measures;
  subjects?: string[];
  item_type?: string;
}

import type { SeriesName } from '../../../shared/insight-series';

export type { SeriesName };

export const SERIES_UNITS: Record<SeriesName, string> = {
  sleep_hours: 'h',
  sleep_quality: '/5',
  activity_minutes: 'min',
  mood: '/10',
  stress: '/10',
  energy: '/10',
  symptom_severity: '/4',
  weight_kg: 'kg',
};

export interface DailyValues {
  /** The calendar days of the period in the zone, oldest first. */
  days: string[];
  /** Per series, one value per day (null: nothing logged of it that day). */
  series: Record<SeriesName, (number | null)[]>;
  /** Entries per day, of any type (0 is a day with no entry at all). */
  entries: number[];
  /**
   * Per subject (coffee, running, headache): true on the days it was logged, false on days with other entries
   * but not it, null on days with no entry at all (nothing is known of a day the person did not log).
   */
  subjects: Record<string, (boolean | null)[]>;
  /** Per symptom or condition (the subjects of symptom entries), its days in the same three states. */
  symptoms: Record<string, (boolean | null)[]>;
  /** Per subject, the type of entry it was logged in most often: where a finding's link finds its entries. */
  subjectTypes: Record<string, EntryCollection>;
  /** The food and drink entries' nutrients per day (daily-intake.ts): null where none had the number. */
  intake: DailyIntake;
}

const HOUR = 3_600_000;
/** A night's sleep logged in the evening (bedtime) belongs to the next day, the day one wakes up. */
const EVENING_HOUR = 18;

const QUARTER_HOUR = 15 * 60_000;
const MINUTE = 60_000;

/**
 * The zone's calendar day and hour of an instant. Asking the zone's rules (Intl) is the slow part, so its offset is
 * asked once per UTC day when it is the same at both ends of that day, and per quarter hour only on a day it
 * changes (every zone's offset is a whole number of quarter hours).
 */
function dayAndHourIn(zone: string): (ms: number) => { day: string; hour: number } {
  const dayOffsets = new Map<number, number | null>();
  const offsetAt = (ms: number): number => {
    const utcDay = Math.floor(ms / (24 * 3_600_000));
    let offset = dayOffsets.get(utcDay);
    if (offset === undefined) {
      const start = offsetMinutes(zone, utcDay * 24 * 3_600_000);
      offset = start === offsetMinutes(zone, (utcDay + 1) * 24 * 3_600_000 - 1) ? start : null;
      dayOffsets.set(utcDay, offset);
    }
    return offset ?? offsetMinutes(zone, Math.floor(ms / QUARTER_HOUR) * QUARTER_HOUR);
  };
  return (ms) => {
    const wall = new Date(ms + offsetAt(ms) * MINUTE).toISOString();
    return { day: wall.slice(0, 10), hour: Number(wall.slice(11, 13)) };
  };
}

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 24 * HOUR).toISOString().slice(0, 10);

/** The `count` days ending with `lastDay`, oldest first. */
export function periodDays(lastDay: string, count: number): string[] {
  const last = Date.parse(`${lastDay}T00:00:00Z`);
  return Array.from({ length: count }, (_, i) => new Date(last - (count - 1 - i) * 24 * HOUR).toISOString().slice(0, 10));
}

type Pick = (entry: DayEntry) => number | undefined;
const SUM = 'sum';
const MEAN = 'mean';
const MAX = 'max';

const SERIES: Record<SeriesName, { collection: EntryCollection; pick: Pick; combine: typeof SUM | typeof MEAN | typeof MAX }> = {
  sleep_hours: {
    collection: 'sleep',
    pick: (e) => (e.measures?.duration_min === undefined ? undefined : e.measures.duration_min / 60),
    combine: SUM,
  },
  sleep_quality: { collection: 'sleep', pick: (e) => e.measures?.quality, combine: MEAN },
  activity_minutes: { collection: 'physical-activities', pick: (e) => e.measures?.duration_min, combine: SUM },
  mood: { collection: 'mood-stress', pick: (e) => e.measures?.mood, combine: MEAN },
  stress: { collection: 'mood-stress', pick: (e) => e.measures?.stress, combine: MEAN },
  energy: { collection: 'mood-stress', pick: (e) => e.measures?.energy, combine: MEAN },
  symptom_severity: { collection: 'test-subjects', pick: (e) => e.measures?.severity, combine: MAX },
  weight_kg: {
    collection: 'related-data',
    pick: (e) => (e.item_type === 'weight' && e.measures?.unit === 'kg' ? e.measures.value : undefined),
    combine: MEAN,
  },
};

/** The types of entry the daily series come from (a period's averages need no others). */
export const SERIES_COLLECTIONS: readonly EntryCollection[] = [...new Set(Object.values(SERIES).map((def) => def.collection))];

/** A day holds at most 24 hours (of sleep) or 1,440 minutes (of activity), however many entries repeat it. */
const DAY_CAP: Partial<Record<SeriesName, number>> = { sleep_hours: 24, activity_minutes: 24 * 60 };

function combine(values: number[], how: typeof SUM | typeof MEAN | typeof MAX): number {
  if (how === SUM) return values.reduce((a, b) => a + b, 0);
  if (how === MAX) return Math.max(...values);
  return values.reduce((a, b) => a + b, 0) / values.length;
}

/** The day an entry counts for: its own, except a sleep logged in the evening, which is the next morning's. */
function dayOf(entry: DayEntry, dayAndHour: ReturnType<typeof dayAndHourIn>): string {
  return dayAndHourOf(entry, dayAndHour).day;
}

/** The day an entry counts for, and the hour of the zone's clock it happened at. */
function dayAndHourOf(entry: DayEntry, dayAndHour: ReturnType<typeof dayAndHourIn>): { day: string; hour: number } {
  const { day, hour } = dayAndHour(Date.parse(entry.utc_time));
  return { day: entry.collection === 'sleep' && hour >= EVENING_HOUR ? nextDay(day) : day, hour };
}

/** The calendar day in `zone` each entry counts for (a bedtime sleep: the next morning's), as dailyValues reads it. */
export function dayOfIn(zone: string): (entry: DayEntry) => string {
  const dayAndHour = dayAndHourIn(zone);
  return (entry) => dayOf(entry, dayAndHour);
}

export function dailyValues(entries: readonly DayEntry[], days: readonly string[], zone: string): DailyValues {
  const index = new Map(days.map((day, i) => [day, i]));
  const collected = Object.fromEntries(Object.keys(SERIES).map((name) => [name, days.map(() => [] as number[])])) as Record<
    SeriesName,
    number[][]
  >;
  const entriesPerDay = days.map(() => 0);
  const subjects: Record<string, (boolean | null)[]> = {};
  const symptoms: Record<string, (boolean | null)[]> = {};
  const typeCounts: Record<string, Partial<Record<EntryCollection, number>>> = {};
  const dayAndHour = dayAndHourIn(zone);
  const intake = intakeCollector(days.length);
  for (const entry of entries) {
    const { day, hour } = dayAndHourOf(entry, dayAndHour);
    const i = index.get(day);
    if (i === undefined) continue;
    entriesPerDay[i] += 1;
    if (entry.collection === 'food-drinks') intake.add(i, entry.measures, hour);
    for (const [name, def] of Object.entries(SERIES) as [SeriesName, (typeof SERIES)[SeriesName]][]) {
      if (def.collection !== entry.collection) continue;
      const value = def.pick(entry);
      if (value !== undefined && Number.isFinite(value)) collected[name][i].push(value);
    }
    for (const subject of entry.subjects ?? []) {
      (subjects[subject] ??= days.map(() => false))[i] = true;
      const counts = (typeCounts[subject] ??= {});
      counts[entry.collection] = (counts[entry.collection] ?? 0) + 1;
      if (entry.collection === 'test-subjects') (symptoms[subject] ??= days.map(() => false))[i] = true;
    }
  }
  const series = Object.fromEntries(
    (Object.keys(SERIES) as SeriesName[]).map((name) => [
      name,
      collected[name].map((values) => (values.length ? Math.min(DAY_CAP[name] ?? Infinity, combine(values, SERIES[name].combine)) : null)),
    ]),
  ) as Record<SeriesName, (number | null)[]>;
  for (const present of [...Object.values(subjects), ...Object.values(symptoms)]) {
    for (let i = 0; i < days.length; i++) if (entriesPerDay[i] === 0) present[i] = null;
  }
  const subjectTypes = Object.fromEntries(
    Object.entries(typeCounts).map(([subject, counts]) => [
      subject,
      (Object.entries(counts) as [EntryCollection, number][]).reduce((a, b) => (b[1] > a[1] ? b : a))[0],
    ]),
  );
  return { days: [...days], series, entries: entriesPerDay, subjects, symptoms, subjectTypes, intake: intake.result() };
}
