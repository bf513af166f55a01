// The period before the one shown, for comparison (docs/INSIGHTS.md "Health Trends"): each series' average over
// the days it was logged, and how many days that was. Days without data are left out, never counted as zero.
import type { InsightsResponse } from '../../../shared/schemas/insights';
import { dailyValues, type DayEntry, type SeriesName } from './daily-values';

export type PreviousPeriod = NonNullable<InsightsResponse['previous']>;

export function previousPeriodOf(entries: readonly DayEntry[], days: string[], zone: string): PreviousPeriod {
  const { series } = dailyValues(entries, days, zone);
  const averages = {} as PreviousPeriod['averages'];
  const logged = {} as PreviousPeriod['days_logged'];
  for (const [name, values] of Object.entries(series) as [SeriesName, (number | null)[]][]) {
    const present = values.filter((v): v is number => v !== null);
    averages[name] = present.length ? present.reduce((a, b) => a + b, 0) / present.length : null;
    logged[name] = present.length;
  }
  return { first_day: days[0], last_day: days[days.length - 1], averages, days_logged: logged };
}
