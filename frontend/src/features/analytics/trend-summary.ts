// A series in words: its average over the days that have a value, and how many days are missing (never counted as 0).
import type { UnitSystem } from '@shared/measures';
import type { TrendSeries } from './trend-series';

/** The mean of the logged days, or null when none was logged. */
export function averageOf(values: readonly (number | null)[]): number | null {
  const logged = values.filter((v): v is number => v !== null);
  return logged.length === 0 ? null : logged.reduce((a, b) => a + b, 0) / logged.length;
}

const dayCount = (n: number) => (n === 1 ? '1 day' : `${n} days`);

/** The period before, for comparison: its average (in the person's units) and how many of its days were logged. */
export interface PreviousAverage {
  average: number | null;
  logged: number;
}

/** "The 30 days before: average 6 h 50 min over 12 days." or "The 30 days before: nothing logged." */
export function previousSummary(series: TrendSeries, previous: PreviousAverage, total: number, system: UnitSystem): string {
  const before = `The ${dayCount(total)} before`;
  if (previous.average === null) return `${before}: nothing logged.`;
  return `${before}: average ${series.format(previous.average, system)} over ${previous.logged} of ${total} days.`;
}

/** "Sleep: average 7 h 12 min over 24 of 30 days; missing 6 days." */
export function trendSummary(series: TrendSeries, values: readonly (number | null)[], system: UnitSystem): string {
  const total = values.length;
  const logged = values.filter((v) => v !== null).length;
  const average = averageOf(values);
  if (average === null) return `${series.name}: nothing logged in these ${total} days.`;
  const missing = total - logged;
  const gaps = missing === 0 ? 'no day missing' : `missing ${dayCount(missing)}`;
  return `${series.name}: average ${series.format(average, system)} over ${logged} of ${total} days; ${gaps}.`;
}
