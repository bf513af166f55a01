// Issue 28: the analysis of an experiment (docs/EXPERIMENTS.md "Analysis") on planted data: the effect at the block
// level in the outcome's units, the direction (lower is better), missing days and dropped blocks, "not enough days
// yet", interim looks, adherence counted and analysed as planned, and the randomisation test's exact p.
import { adherenceOf, allocate, analyse, indexOfDate, valuesByDay, type BlocksPlan } from '../../functions/domain/experiments';
import { randomisationP } from '../../functions/domain/experiments/interval';

const plan: BlocksPlan = { design: 'blocks', start: '2026-03-02', blockDays: 3, pairs: 7, washoutDays: 0 };
const schedule = allocate(plan, 'analysis');
/** 420 min on B days, 440 on A days, with a wobble per pair so the interval has a width. */
const planted = schedule.days.map((d) => 420 + (d.condition === 'A' ? 20 : 0) + (d.block % 4 === 1 ? 3 : 0));
const input = { schedule, values: planted, logged: [], kind: 'take' as const, better: 'higher' as const, through: 41 };

describe('experiments analysis', () => {
  it('finds a planted effect in the outcome units, declared as helping', () => {
    const result = analyse(input);
    expect(result.interim).toBe(false);
    expect(result.units.used).toBe(7);
    expect(result.estimate?.effect).toBeGreaterThan(17);
    expect(result.estimate?.effect).toBeLessThan(23);
    expect(result.estimate!.low).toBeGreaterThan(0);
    expect(result.verdict).toBe('helps');
    expect(result.probabilityHelps).toBeGreaterThan(0.99);
    expect(result.daysLogged).toEqual({ A: 21, B: 21 });
  });

  it('calls the same change "hurts" when lower is better (a symptom, stress)', () => {
    const result = analyse({ ...input, better: 'lower' });
    expect(result.verdict).toBe('hurts');
    expect(result.probabilityHelps).toBeLessThan(0.01);
  });

  it('says "unclear" when the interval includes no change', () => {
    const noisy = schedule.days.map((d, i) => 420 + (i % 5) * 15 - 30);
    const result = analyse({ ...input, values: noisy });
    expect(result.verdict).toBe('unclear');
    expect(result.estimate!.low).toBeLessThan(0);
    expect(result.estimate!.high).toBeGreaterThan(0);
  });

  it('keeps missing days missing and drops a block with fewer than half its days logged, with its pair', () => {
    const values = valuesByDay(
      schedule,
      Object.fromEntries(schedule.days.map((d, i) => [d.date, i === 0 || i === 1 ? null : i === 3 ? null : planted[i]])),
    );
    const result = analyse({ ...input, values });
    // Block 0 (days 0–2) has one day logged of three: dropped with its pair; block 1 (days 3–5) keeps two of three.
    expect(result.units).toEqual({ used: 6, needed: 3, dropped: 1 });
    // The dropped pair's six days are not analysed at all.
    expect(result.daysLogged.A + result.daysLogged.B).toBe(42 - 6);
  });

  it('answers "not enough days yet" with fewer than 3 pairs kept', () => {
    const values = planted.map((v, i) => (i < 30 ? null : v));
    const result = analyse({ ...input, values });
    expect(result.verdict).toBe('not-enough');
    expect(result.estimate).toBeNull();
    expect(result.units.used).toBe(2);
    expect(analyse({ ...input, values: planted.map((v, i) => (i < 24 ? null : v)) }).verdict).toBe('helps');
  });

  it('labels a look before the planned end as interim, using only the pairs already complete', () => {
    const result = analyse({ ...input, through: indexOfDate(schedule, '2026-03-21') });
    expect(result.interim).toBe(true);
    expect(result.daysSoFar).toBe(20);
    expect(result.units.used).toBe(3);
  });

  it('excludes washout days from the block means', () => {
    const washed = allocate({ ...plan, blockDays: 4, pairs: 5, washoutDays: 1 }, 'washout');
    // A washout day carries the old condition's value (a carry-over): excluded, it cannot bias the effect.
    const values = washed.days.map((d, i) => {
      const previous = i > 0 ? washed.days[i - 1] : d;
      const condition = d.washout ? (previous.washout ? washed.days[i - 2].condition : previous.condition) : d.condition;
      return condition === 'A' ? 30 : 10;
    });
    const result = analyse({ ...input, schedule: washed, values, through: 39 });
    expect(result.estimate?.effect).toBeCloseTo(20, 9);
  });

  it('counts adherence from the logs: a B day with the intervention logged goes against the plan', () => {
    const logged = schedule.days.map((d, i) =>
      i === 5 ? null : d.condition === 'A' || i === schedule.days.findIndex((x) => x.condition === 'B'),
    );
    const adherence = adherenceOf(schedule.days, logged, 'take', 41);
    expect(adherence).toEqual({ days: 42, followed: 40, against: 1, unknown: 1 });
    // Avoiding something: an A day with it logged goes against the plan.
    expect(adherenceOf(schedule.days, logged, 'avoid', 41).against).toBe(40);
    // Intention to treat: the analysis is the same whatever was logged.
    expect(analyse({ ...input, logged }).estimate).toEqual(analyse(input).estimate);
  });

  it('gives the exact randomisation p over the pairs possible orders', () => {
    // 5 pairs all +1: only "all +" and "all −" are as far from 0: 2 of 32.
    expect(randomisationP([1, 1, 1, 1, 1])).toBeCloseTo(2 / 32, 12);
    expect(randomisationP([1, -1, 1, -1])).toBe(1);
    const long = randomisationP(Array.from({ length: 20 }, (_, i) => (i % 3 === 0 ? -1 : 1.5)));
    expect(long).toBeGreaterThan(0);
    expect(long).toBeLessThan(0.05);
  });
});
