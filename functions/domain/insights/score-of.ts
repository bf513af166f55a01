// The health score of the period and Avg. Score, the mean of its weeks' scores (docs/INSIGHTS.md "Health score").
import { healthScore, toSeries, type HealthScore } from './stats';
import type { DailyValues } from './daily-values';

const WEEK = 7;

function scoreOf(values: DailyValues, from: number, to: number): HealthScore {
  const days = values.days.slice(from, to);
  const part = (series: (number | null)[]) => toSeries(days, series.slice(from, to));
  return healthScore({
    from: days[0],
    to: days[days.length - 1],
    sleepHours: part(values.series.sleep_hours),
    activityMinutes: part(values.series.activity_minutes),
    mood: part(values.series.mood),
    stress: part(values.series.stress),
    loggedDays: days.filter((_, i) => values.entries[from + i] > 0),
  });
}

/** The whole period's score with its parts, and the mean of the scores of its weeks (newest week last). */
export function scoresOf(values: DailyValues): { score: HealthScore; average: number | null } {
  const weekly: number[] = [];
  for (let end = values.days.length; end - WEEK >= 0; end -= WEEK) {
    const week = scoreOf(values, end - WEEK, end).score;
    if (week !== null) weekly.push(week);
  }
  const average = weekly.length ? Math.round(weekly.reduce((a, b) => a + b, 0) / weekly.length) : null;
  return { score: scoreOf(values, 0, values.days.length), average };
}
