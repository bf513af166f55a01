// Issue 28: the allocation of an n-of-1 plan (docs/EXPERIMENTS.md "Design"): seeded, balanced pairs, washout at each
// change only, the condition of a local date, the default block length, and the plan's rules.
import { allocate, blockDaysFor, dayOf, planDays, planProblems, type BlocksPlan } from '../../functions/domain/experiments';

const plan: BlocksPlan = { design: 'blocks', start: '2026-03-02', blockDays: 3, pairs: 7, washoutDays: 0 };

describe('experiments allocation', () => {
  it('gives the same schedule for the same seed and another for another seed', () => {
    const conditions = (seed: string) =>
      allocate(plan, seed)
        .days.map((d) => d.condition)
        .join('');
    expect(conditions('exp-1')).toBe(conditions('exp-1'));
    const seeds = ['a', 'b', 'c', 'd', 'e', 'f'].map(conditions);
    expect(new Set(seeds).size).toBeGreaterThan(1);
  });

  it('puts one A and one B period in every pair, so the conditions get equal days', () => {
    for (const seed of ['x', 'y', 'z', 42]) {
      const schedule = allocate(plan, seed);
      expect(schedule.days).toHaveLength(42);
      for (let pair = 0; pair < plan.pairs; pair++) {
        expect(
          schedule.blocks
            .filter((b) => b.pair === pair)
            .map((b) => b.condition)
            .sort(),
        ).toEqual(['A', 'B']);
      }
      expect(schedule.days.filter((d) => d.condition === 'A')).toHaveLength(21);
    }
  });

  it('draws AB and BA about equally often over many seeds', () => {
    let ab = 0;
    for (let seed = 0; seed < 500; seed++)
      ab += allocate(plan, seed).blocks.filter((b) => b.pair !== null && b.index % 2 === 0 && b.condition === 'A').length;
    expect(ab / (500 * plan.pairs)).toBeGreaterThan(0.45);
    expect(ab / (500 * plan.pairs)).toBeLessThan(0.55);
  });

  it('marks washout days only at a change of condition, at the start of the new period', () => {
    const schedule = allocate({ ...plan, blockDays: 5, pairs: 6, washoutDays: 2 }, 'w');
    schedule.blocks.forEach((block, i) => {
      const changed = i > 0 && schedule.blocks[i - 1].condition !== block.condition;
      const washouts = schedule.days.slice(block.first, block.last + 1).map((d) => d.washout);
      expect(washouts).toEqual([changed, changed, false, false, false]);
    });
  });

  it('answers the condition of a local date, and nothing outside the plan', () => {
    const schedule = allocate(plan, 's');
    expect(dayOf(schedule, '2026-03-02')).toMatchObject({ day: 1, block: 0 });
    expect(dayOf(schedule, '2026-03-31')).toMatchObject({ day: 30, condition: schedule.days[29].condition });
    // 2026-03-29 is the night Europe's clocks change: calendar days are counted, not hours.
    expect(dayOf(schedule, '2026-03-29')?.day).toBe(28);
    expect(dayOf(schedule, '2026-03-01')).toBeUndefined();
    expect(dayOf(schedule, '2026-04-13')).toBeUndefined();
  });

  it('lays out baseline then intervention, with washout at the start of the intervention', () => {
    const schedule = allocate({ design: 'baseline', start: '2026-01-01', baselineDays: 14, interventionDays: 21, washoutDays: 2 }, 'b');
    expect(schedule.days.map((d) => d.condition).join('')).toBe('B'.repeat(14) + 'A'.repeat(21));
    expect(schedule.days.filter((d) => d.washout).map((d) => d.day)).toEqual([15, 16]);
  });

  it('chooses the block length from the outcome autocorrelation, a week when unknown', () => {
    expect(blockDaysFor(undefined)).toBe(7);
    expect(blockDaysFor(0)).toBe(3);
    expect(blockDaysFor(0.4)).toBe(3);
    expect(blockDaysFor(0.6)).toBe(5);
    expect(blockDaysFor(0.8)).toBe(7);
  });

  it('refuses plans outside the limits, field by field', () => {
    expect(planProblems(plan)).toEqual({});
    expect(planDays(plan)).toBe(42);
    expect(Object.keys(planProblems({ ...plan, blockDays: 2, pairs: 30, washoutDays: 3, start: '2026-02-30' })).sort()).toEqual([
      'blockDays',
      'pairs',
      'start',
      'washoutDays',
    ]);
    expect(planProblems({ design: 'baseline', start: '2026-01-01', baselineDays: 3, interventionDays: 200, washoutDays: 0 })).toEqual({
      baselineDays: expect.any(String),
      interventionDays: expect.any(String),
    });
  });
});
