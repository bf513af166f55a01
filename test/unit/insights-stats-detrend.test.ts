// Drift removal: a steady drift cancels, a gap is not a value, and days without surroundings are left out.
import { addDays, detrend, readSeries } from '../../functions/domain/insights/stats';

const days = (count: number) => Array.from({ length: count }, (_, i) => addDays('2026-03-01', i));

describe('detrend', () => {
  it('removes a straight-line drift exactly, gaps included', () => {
    const values = new Map(days(30).map((day, i) => [day, 400 + 2.5 * i] as const));
    for (const gap of [5, 6, 13, 20]) values.delete(addDays('2026-03-01', gap));
    const residuals = detrend(values);
    // Day 25 has all six baseline days: the drift cancels exactly.
    expect(residuals.get(addDays('2026-03-01', 25))).toBeCloseTo(0, 9);
    // Day 9 has one day before (7; 5 and 6 are gaps) and two after (11, 12; 13 is a gap): sides at −2 and +2.5 days
    // average to +0.25 day, so the residual is −0.25 × 2.5. Uneven sides are never off by more than one day's drift.
    expect(residuals.get(addDays('2026-03-01', 9))).toBeCloseTo(-0.625, 9);
    for (const residual of residuals.values()) expect(Math.abs(residual)).toBeLessThanOrEqual(2.5 + 1e-9);
  });

  it('compares a day with days 2–4 before and after it, skipping its neighbours', () => {
    const values = new Map<string, number>(days(9).map((day) => [day, 10]));
    values.set('2026-03-05', 40); // the middle day
    values.set('2026-03-04', 1000); // its neighbour: must not count in the middle day's baseline
    const residuals = detrend(values);
    expect(residuals.get('2026-03-05')).toBe(30);
  });

  it('leaves out the first and last two days of a history and the days beside a long gap', () => {
    const values = readSeries([
      ...days(10).map((day) => ({ day, value: 5 })),
      ...days(10).map((day) => ({ day: addDays(day, 20), value: 5 })),
    ]);
    const kept = [...detrend(values).keys()];
    expect(kept).toEqual([
      ...days(10).slice(2, 8),
      ...days(10)
        .slice(2, 8)
        .map((day) => addDays(day, 20)),
    ]);
  });
});
