// The shape of a daily series and its reading into a map in which a day without data is absent, never zero.
import { checkDay } from './days';

/** One day of a series: `value` null (or undefined, or the day left out) means no data that day. */
export type DailyValue = { day: string; value: number | null | undefined };

/** A daily series in any order, each day at most once. */
export type DailySeries = readonly DailyValue[];

/**
 * The days that have data, by day. Missing days are simply not in the map, so nothing downstream can count them as
 * zero. Throws a RangeError on a malformed day, a day listed twice or a value that is not a finite number.
 */
export function readSeries(series: DailySeries): Map<string, number> {
  const values = new Map<string, number>();
  const seen = new Set<string>();
  for (const { day, value } of series) {
    checkDay(day);
    if (seen.has(day)) throw new RangeError(`Day listed twice: ${day}`);
    seen.add(day);
    if (value == null) continue;
    if (!Number.isFinite(value)) throw new RangeError(`Not a finite number on ${day}: ${value}`);
    values.set(day, value);
  }
  return values;
}

/**
 * A series from parallel columns, as functions/insights/daily-values.ts builds them: `days[i]` has `values[i]`.
 * A subject's true/false/null becomes 1/0/null, ready for a binary factor.
 */
export function toSeries(days: readonly string[], values: readonly (number | boolean | null)[]): DailyValue[] {
  if (days.length !== values.length) throw new RangeError('toSeries needs one value per day');
  return days.map((day, i) => {
    const value = values[i];
    return { day, value: typeof value === 'boolean' ? Number(value) : value };
  });
}
