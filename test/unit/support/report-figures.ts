// A week's figures for the report writers' tests: every kind of series, one with no data at all, one missing this week.
import type { WeeklyFigures } from '../../../shared/schemas/insights-reports';

export const stretch = (mean: number | null, days: number) => ({ mean, days });

export const FIGURES: WeeklyFigures = {
  timezone: 'Europe/Paris',
  week: { first_day: '2026-03-24', last_day: '2026-03-30' },
  before: { first_day: '2026-02-24', last_day: '2026-03-23' },
  series: [
    { name: 'sleep_hours', unit: 'h', week: stretch(7.08, 6), before: stretch(6.67, 25) },
    { name: 'activity_minutes', unit: 'min', week: stretch(52.5, 4), before: stretch(35, 16) },
    { name: 'mood', unit: '/10', week: stretch(6.5, 5), before: stretch(6.52, 20) },
    { name: 'stress', unit: '/10', week: stretch(null, 0), before: stretch(5.2, 10) },
    { name: 'energy', unit: '/10', week: stretch(null, 0), before: stretch(null, 0) },
    { name: 'symptom_severity', unit: '/4', week: stretch(2, 3), before: stretch(1.5, 4) },
    { name: 'weight_kg', unit: 'kg', week: stretch(70.2, 2), before: stretch(70.8, 6) },
  ],
  activity_per_week: { week: 210, before: 140 },
  logging: { week_entries: 23, week_days: 6, before_entries: 80, before_days: 22, current_streak: 6, longest_streak: 12 },
  score: {
    score: 72,
    parts: [
      { part: 'sleep', value: 90 },
      { part: 'activity', value: 100 },
    ],
    missing: ['stress'],
  },
  findings: {
    days: 90,
    sentences: ['On days after you had alcohol you slept 45 min less: 6 h 40 vs 7 h 25, 12 days vs 40'],
    needs_more_days: [],
  },
};
