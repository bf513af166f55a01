// The weekly report's figures: the last 7 days against the 28 before, missing days left out (never zero), logging
// streaks, the week's score and the span's findings.
import { currentStreak, longestStreak, weeklyFigures } from '../../functions/domain/insights/weekly-figures';
import { NUTRIENT_SERIES } from '../../shared/insight-series';
import type { InsightsResponse } from '../../shared/schemas/insights';

const DAY = 86_400_000;
const LAST = Date.parse('2026-03-30T00:00:00Z');
const daysOf = (count: number) =>
  Array.from({ length: count }, (_, i) => new Date(LAST - (count - 1 - i) * DAY).toISOString().slice(0, 10));
const none = (count: number) => Array<number | null>(count).fill(null);

/** An engine answer of `count` days ending 2026-03-30; series missing unless given. */
function answer(count: number, series: Partial<InsightsResponse['series']> = {}, entries?: number[]): InsightsResponse {
  const all = {
    sleep_hours: none(count),
    sleep_quality: none(count),
    activity_minutes: none(count),
    mood: none(count),
    stress: none(count),
    energy: none(count),
    symptom_severity: none(count),
    weight_kg: none(count),
    ...series,
  };
  return {
    period: { days: count, first_day: daysOf(count)[0], last_day: '2026-03-30', timezone: 'Europe/Paris' },
    score: { score: 70, parts: [{ part: 'sleep', value: 80, days: 6, explanation: 'x' }], missing: ['stress'] },
    findings: [{ sentence: 'On days after you had alcohol you slept 45 min less.' }],
    needs_more_days: ['Mood: 3 more days.'],
    days: daysOf(count),
    series: all,
    units: {
      sleep_hours: 'h',
      activity_minutes: 'min',
      mood: '/10',
      stress: '/10',
      energy: '/10',
      symptom_severity: '/4',
      weight_kg: 'kg',
    },
    entries_per_day: entries ?? Array(count).fill(0),
    // No food logged unless a test says so (nutrition-insights-report.test.ts covers the intake).
    intake: {
      series: Object.fromEntries(NUTRIENT_SERIES.map((name) => [name, none(count)])),
      food_entries_per_day: Array(count).fill(0),
      without_numbers_per_day: Array(count).fill(0),
    },
  } as unknown as InsightsResponse;
}

describe('streaks', () => {
  it('counts the longest run of logged days', () => {
    expect(longestStreak([1, 1, 0, 2, 3, 1, 0, 1])).toBe(3);
    expect(longestStreak([0, 0])).toBe(0);
  });

  it('counts the current run up to today, or up to yesterday while today has no entry yet', () => {
    expect(currentStreak([0, 1, 1, 1])).toBe(3);
    expect(currentStreak([1, 0, 1, 1, 0])).toBe(2);
    expect(currentStreak([1, 1, 0, 0])).toBe(0);
    expect(currentStreak([])).toBe(0);
  });
});

describe('weeklyFigures', () => {
  it('compares the last 7 days with the 28 before, leaving missing days out, from the last 35 days of the span', () => {
    const sleep = none(90);
    // Long ago (outside the 35 days): ignored.
    sleep[10] = 2;
    // The 4 weeks before: 6 h on 4 days.
    for (const i of [55, 60, 70, 82]) sleep[i] = 6;
    // This week: 7.5 h on 2 days, the other 5 missing.
    sleep[84] = 7;
    sleep[89] = 8;
    const entries = Array(90).fill(0);
    for (const i of [55, 60, 70, 82, 84, 89]) entries[i] = 2;
    const figures = weeklyFigures(answer(90, { sleep_hours: sleep }, entries), answer(7));
    expect(figures.week).toEqual({ first_day: '2026-03-24', last_day: '2026-03-30' });
    expect(figures.before).toEqual({ first_day: '2026-02-24', last_day: '2026-03-23' });
    expect(figures.series.find((s) => s.name === 'sleep_hours')).toEqual({
      name: 'sleep_hours',
      unit: 'h',
      week: { mean: 7.5, days: 2 },
      before: { mean: 6, days: 4 },
    });
    expect(figures.series.find((s) => s.name === 'mood')).toEqual({
      name: 'mood',
      unit: '/10',
      week: { mean: null, days: 0 },
      before: { mean: null, days: 0 },
    });
    expect(figures.series.map((s) => s.name)).toEqual([
      'sleep_hours',
      'activity_minutes',
      'mood',
      'stress',
      'energy',
      'symptom_severity',
      'weight_kg',
    ]);
    expect(figures.logging).toEqual({
      week_entries: 4,
      week_days: 2,
      before_entries: 8,
      before_days: 4,
      current_streak: 1,
      longest_streak: 1,
    });
  });

  it("sums activity per week (the 4 weeks' total over 4), null when none was logged", () => {
    const activity = none(35);
    activity[0] = 60;
    activity[10] = 60;
    activity[30] = 45;
    expect(weeklyFigures(answer(35, { activity_minutes: activity }), answer(7)).activity_per_week).toEqual({ week: 45, before: 30 });
    expect(weeklyFigures(answer(35), answer(7)).activity_per_week).toEqual({ week: null, before: null });
  });

  it("carries the week's score, and the span's findings and what needs more days", () => {
    const figures = weeklyFigures(answer(90), answer(7));
    expect(figures.score).toEqual({ score: 70, parts: [{ part: 'sleep', value: 80 }], missing: ['stress'] });
    expect(figures.findings).toEqual({
      days: 90,
      sentences: ['On days after you had alcohol you slept 45 min less.'],
      needs_more_days: ['Mood: 3 more days.'],
    });
    expect(figures.timezone).toBe('Europe/Paris');
  });

  it('refuses a span shorter than 35 days', () => {
    expect(() => weeklyFigures(answer(30), answer(7))).toThrow(/35 days/);
  });
});
