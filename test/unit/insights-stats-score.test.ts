// The health score: each part's marks, parts without data left out, the score the mean of the parts present.
import { addDays, healthScore } from '../../functions/domain/insights/stats';

const week = Array.from({ length: 7 }, (_, i) => addDays('2026-06-01', i));
const everyDay = (value: number) => week.map((day) => ({ day, value }));
const part = (score: ReturnType<typeof healthScore>, name: string) => score.parts.find((p) => p.part === name);

describe('the health score', () => {
  it('gives full marks for 7–9 h of sleep and a third less per hour outside it', () => {
    const sleepScore = (hours: number) => part(healthScore({ from: week[0], to: week[6], sleepHours: everyDay(hours) }), 'sleep')!.value;
    expect(sleepScore(7)).toBe(100);
    expect(sleepScore(9)).toBe(100);
    expect(sleepScore(6)).toBe(67);
    expect(sleepScore(10)).toBe(67);
    expect(sleepScore(5.5)).toBe(50);
    expect(sleepScore(4)).toBe(0);
    expect(sleepScore(13)).toBe(0);
  });

  it('scores activity against 150 minutes a week, mood up and stress down on their 1–10 scales', () => {
    const score = healthScore({ from: week[0], to: week[6], activityMinutes: everyDay(15), mood: everyDay(10), stress: everyDay(4) });
    expect(part(score, 'activity')).toMatchObject({ value: 70, days: 7 }); // 105 of 150 minutes a week
    expect(part(score, 'mood')).toMatchObject({ value: 100 });
    expect(part(score, 'stress')).toMatchObject({ value: 67 }); // (10 − 4) / 9
    expect(part(score, 'activity')!.explanation).toBe('About 105 active minutes a week (from 7 days logged); 150 is full marks.');
    expect(part(score, 'stress')!.explanation).toBe('Average stress 4.0 of 10 over 7 days; lower is better.');
  });

  it('leaves out the parts without data and averages the rest', () => {
    const score = healthScore({
      from: week[0],
      to: week[6],
      sleepHours: [{ day: week[0], value: 6 }], // 67
      mood: [
        { day: week[0], value: 7 },
        { day: week[1], value: 8 },
      ], // 7.5 → 72
    });
    expect(score.parts.map((p) => [p.part, p.value])).toEqual([
      ['sleep', 67],
      ['mood', 72],
      ['regularity', 29], // 2 of 7 days logged
    ]);
    expect(score.missing).toEqual(['activity', 'stress']);
    expect(score.score).toBe(56); // (67 + 72 + 29) / 3, not counting activity and stress as 0
    expect(part(score, 'sleep')!.explanation).toBe('Average night 6 h over 1 night; 7 to 9 hours is full marks.');
    expect(part(score, 'regularity')!.explanation).toBe('Something logged on 2 of 7 days.');
  });

  it('counts days logged outside the four series for regularity, ignores days outside the period and has no score without data', () => {
    const score = healthScore({ from: week[0], to: week[6], loggedDays: [...week.slice(0, 5), '2026-07-01'] });
    expect(score.parts).toEqual([{ part: 'regularity', value: 71, days: 5, explanation: 'Something logged on 5 of 7 days.' }]);
    expect(score.score).toBe(71);
    const empty = healthScore({ from: week[0], to: week[6], sleepHours: [{ day: '2026-05-01', value: 8 }] });
    expect(empty).toEqual({ score: null, parts: [], missing: ['sleep', 'activity', 'mood', 'stress', 'regularity'] });
  });

  it('refuses values off their scale and an empty period', () => {
    expect(() => healthScore({ from: week[0], to: week[6], mood: [{ day: week[0], value: 11 }] })).toThrow(RangeError);
    expect(() => healthScore({ from: week[6], to: week[0] })).toThrow(RangeError);
  });
});
