// A finding reads as one plain sentence: the factor, the outcome's change in its own unit, both averages and the
// days behind each.
import { sentenceOf } from '../../functions/domain/insights/what-affects-you';
import type { Finding } from '../../functions/domain/insights/stats';

const base = { status: 'tested' as const, days: 30, p: 0.001, q: 0.01 };

test('sleep in hours and minutes, the day after a factor', () => {
  const finding: Finding = {
    ...base,
    outcome: 'sleep',
    factor: 'alcohol',
    lag: 1,
    rho: -0.6,
    comparison: { daysWith: 12, daysWithout: 18, meanWith: 6.0833, meanWithout: 6.8833, difference: -0.8 },
  };
  expect(sentenceOf(finding, 'sleep', 'hours')).toBe('On days after alcohol, sleep was 48 min shorter: 6 h 05 vs 6 h 53 (12 days vs 18).');
});

test('a score in points, the same day', () => {
  const finding: Finding = {
    ...base,
    outcome: 'mood',
    factor: 'running',
    lag: 0,
    rho: 0.4,
    comparison: { daysWith: 9, daysWithout: 21, meanWith: 7.43, meanWithout: 6.61, difference: 0.82 },
  };
  expect(sentenceOf(finding, 'mood', 'points')).toBe('On days with running, mood was 0.8 points higher: 7.4 vs 6.6 (9 days vs 21).');
});

test('a numeric factor by its direction and strength', () => {
  const finding: Finding = { ...base, outcome: 'stress', factor: 'activity minutes', lag: 0, rho: -0.42 };
  expect(sentenceOf(finding, 'stress', 'points')).toBe('More activity minutes went with lower stress the same day (ρ -0.4, 30 days).');
});

test('a symptom as the share of days it came', () => {
  const finding: Finding = {
    ...base,
    outcome: 'headache',
    factor: 'alcohol',
    lag: 1,
    rho: 0.5,
    comparison: { daysWith: 11, daysWithout: 25, meanWith: 0.45, meanWithout: 0.12, difference: 0.33 },
  };
  expect(sentenceOf(finding, 'headache', 'share')).toBe(
    'On days after alcohol, headache came more often: on 45% of days vs 12% (11 days vs 25).',
  );
});
