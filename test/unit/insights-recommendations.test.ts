// Recommendations come from findings (better or worse, by the outcome's direction) and from guideline shortfalls,
// each citing its data; at most four.
import { dailyValues, periodDays } from '../../functions/domain/insights/daily-values';
import { recommendationsOf } from '../../functions/domain/insights/recommendations';
import type { HealthScore } from '../../functions/domain/insights/stats';
import type { FindingView } from '../../functions/domain/insights/what-affects-you';

const days = periodDays('2026-11-21', 7);
const empty = dailyValues([], days, 'UTC');
const finding = (over: Partial<FindingView>): FindingView => ({
  sentence: '',
  outcome: 'sleep',
  factor: 'alcohol',
  lag: 1,
  strength: 'strong',
  rho: -0.6,
  q: 0.01,
  days: 30,
  days_with: 12,
  days_without: 18,
  difference: -0.8,
  factor_days: [],
  factor_collection: 'food-drinks',
  ...over,
});
const noScore: HealthScore = { score: null, parts: [], missing: [] };

test("a finding that goes with worse, and one with better, in the outcome's own direction", () => {
  const texts = recommendationsOf(
    noScore,
    [finding({}), finding({ outcome: 'stress', factor: 'running', lag: 0, difference: -1.2 })],
    empty,
  ).map((r) => r.text);
  expect(texts).toEqual([
    'Your sleep was worse on days after alcohol (12 days with it, 18 without): try a week or two with less of it and see whether that holds.',
    'Your stress was better on days with running (12 days with it, 18 without): worth keeping up.',
  ]);
});

test('short nights, little activity and sparse logging, each citing its figures', () => {
  const values = dailyValues(
    [
      { collection: 'sleep', utc_time: '2026-11-20T07:00:00Z', measures: { duration_min: 360 } },
      { collection: 'sleep', utc_time: '2026-11-21T07:00:00Z', measures: { duration_min: 330 } },
    ],
    days,
    'UTC',
  );
  const score: HealthScore = {
    score: 40,
    parts: [
      { part: 'sleep', value: 58, days: 2, explanation: '' },
      { part: 'activity', value: 20, days: 1, explanation: 'About 30 active minutes a week (from 1 day logged); 150 is full marks.' },
      { part: 'regularity', value: 29, days: 2, explanation: 'Something logged on 2 of 7 days.' },
    ],
    missing: [],
  };
  expect(recommendationsOf(score, [], values).map((r) => r.text)).toEqual([
    'Your nights averaged 5 h 45 min over 2 nights; adults do best with 7 to 9 hours, so an earlier bedtime on a few nights is worth trying.',
    'About 30 active minutes a week (from 1 day logged): the usual advice is 150 minutes of moderate activity a week, for example a brisk 20-minute walk a day.',
    'Something logged on 2 of 7 days. Logging on most days lets the findings above say more, and sooner.',
  ]);
});

test('at most four, findings first', () => {
  const many = ['a', 'b', 'c', 'd', 'e'].map((factor) => finding({ factor }));
  expect(recommendationsOf(noScore, many, empty)).toHaveLength(4);
});
