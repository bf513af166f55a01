// A day without data stays missing all the way through: never a zero in a series, a baseline, a pair or a mean.
import {
  addDays,
  detrend,
  healthScore,
  readSeries,
  testPair,
  toSeries,
  type Factor,
  type Outcome,
} from '../../functions/domain/insights/stats';

const days = (count: number) => Array.from({ length: count }, (_, i) => addDays('2026-05-01', i));

describe('missing days', () => {
  it('are left out of the series, whether null, undefined or not listed', () => {
    const values = readSeries([
      { day: '2026-05-01', value: 0 },
      { day: '2026-05-02', value: null },
      { day: '2026-05-03', value: undefined },
      { day: '2026-05-05', value: 7 },
    ]);
    expect([...values.entries()]).toEqual([
      ['2026-05-01', 0], // a real zero stays a zero
      ['2026-05-05', 7],
    ]);
  });

  it('stay missing when read from the daily-values columns (a subject: true 1, false 0, null unknown)', () => {
    const days = ['2026-05-01', '2026-05-02', '2026-05-03'];
    expect(toSeries(days, [true, false, null])).toEqual([
      { day: '2026-05-01', value: 1 },
      { day: '2026-05-02', value: 0 },
      { day: '2026-05-03', value: null },
    ]);
    expect([...readSeries(toSeries(days, [7.5, null, 0])).keys()]).toEqual(['2026-05-01', '2026-05-03']);
    expect(() => toSeries(days, [1, 2])).toThrow(RangeError);
  });

  it('are refused when malformed, and a day listed twice is refused', () => {
    expect(() => readSeries([{ day: '2026-02-30', value: 1 }])).toThrow(RangeError);
    expect(() => readSeries([{ day: '2026-5-1', value: 1 }])).toThrow(RangeError);
    expect(() => readSeries([{ day: '2026-05-01', value: NaN }])).toThrow(RangeError);
    expect(() =>
      readSeries([
        { day: '2026-05-01', value: 1 },
        { day: '2026-05-01', value: null },
      ]),
    ).toThrow(/twice/);
  });

  it('never pull a baseline down: a steady series with gaps has residuals of exactly 0', () => {
    const series = days(30).map((day, i) => ({ day, value: i % 4 === 1 ? null : 480 }));
    const residuals = detrend(readSeries(series));
    expect(residuals.size).toBeGreaterThan(15);
    for (const residual of residuals.values()) expect(residual).toBe(0);
    for (const { day, value } of series) if (value === null) expect(residuals.has(day)).toBe(false);
  });

  it('never count in a pair: counts and means use only days where both sides were logged', () => {
    // Sleep is a steady 480 min with every fourth night missing; alcohol alternates, with some days unknown.
    const sleep: Outcome = { name: 'sleep', series: days(40).map((day, i) => ({ day, value: i % 4 === 1 ? null : 480 })) };
    const alcohol: Factor = {
      name: 'alcohol',
      kind: 'binary',
      series: days(40).map((day, i) => ({ day, value: i % 5 === 0 ? null : i % 2 })),
    };
    const result = testPair({ outcome: sleep, factor: alcohol, lag: 1 });
    expect(result.status).toBe('tested');
    if (result.status !== 'tested') return;
    // Had a gap counted as 0 min, the nights after alcohol would average far below 480.
    expect(result.comparison).toMatchObject({ meanWith: 480, meanWithout: 480, difference: 0 });
    const residuals = detrend(readSeries(sleep.series));
    const expected = alcohol.series.filter(({ day, value }) => value != null && residuals.has(addDays(day, 1))).length;
    expect(result.days).toBe(expected);
    expect(result.comparison!.daysWith + result.comparison!.daysWithout).toBe(expected);
    expect(result.days).toBeLessThan(30);
  });

  it('never lower the score: a part averages the days that have data', () => {
    const week = days(7);
    const score = healthScore({
      from: week[0],
      to: week[6],
      sleepHours: [0, 2, 5].map((i) => ({ day: week[i], value: 8 })),
      activityMinutes: [1, 3, 4].map((i) => ({ day: week[i], value: 30 })),
    });
    // Sleep: three 8-hour nights, the other four unknown, not 0 h. Activity: 30 min on each logged day is ~210 a week.
    expect(score.parts.find((part) => part.part === 'sleep')).toMatchObject({ value: 100, days: 3 });
    expect(score.parts.find((part) => part.part === 'activity')).toMatchObject({ value: 100, days: 3 });
  });
});
