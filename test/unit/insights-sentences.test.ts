// A finding reads as one plain sentence: the factor, the outcome's change in its own unit (durations through the app's
// one duration format: "1 h 14 min", never "1 h 14"), both averages, the days compared with and without the factor,
// and the strength in words; no statistician's symbol (ρ) in it (issue 23).
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
  expect(sentenceOf(finding, 'sleep', 'hours')).toBe(
    'On days after alcohol, sleep was 48 min shorter: 6 h 5 min vs 6 h 53 min (12 days with alcohol, 18 without; a strong link).',
  );
});

test('a difference over an hour keeps its minutes: "1 h 14 min shorter"', () => {
  const finding: Finding = {
    ...base,
    outcome: 'sleep',
    factor: 'wine',
    lag: 1,
    rho: -0.35,
    comparison: { daysWith: 11, daysWithout: 14, meanWith: 6, meanWithout: 7 + 14 / 60, difference: -(1 + 14 / 60) },
  };
  expect(sentenceOf(finding, 'sleep', 'hours')).toBe(
    'On days after wine, sleep was 1 h 14 min shorter: 6 h vs 7 h 14 min (11 days with wine, 14 without; a moderate link).',
  );
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
  expect(sentenceOf(finding, 'mood', 'points')).toBe(
    'On days with running, mood was 0.8 points higher: 7.4 vs 6.6 (9 days with running, 21 without; a moderate link).',
  );
});

test('a numeric factor by its direction, its strength in words and the days compared', () => {
  const finding: Finding = { ...base, outcome: 'stress', factor: 'activity minutes', lag: 0, rho: -0.62, days: 23 };
  const sentence = sentenceOf(finding, 'stress', 'points');
  expect(sentence).toBe('More activity minutes went with lower stress the same day (a strong link, over 23 days).');
  expect(sentence).not.toMatch(/ρ|rho/);
  const weak: Finding = { ...base, outcome: 'mood', factor: 'sugars (g)', lag: 1, rho: 0.21, days: 1 };
  expect(sentenceOf(weak, 'mood', 'points')).toBe('More sugars (g) went with higher mood the next day (a weak link, over 1 day).');
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
    'On days after alcohol, headache came more often: on 45% of days vs 12% (11 days with alcohol, 25 without; a strong link).',
  );
});
