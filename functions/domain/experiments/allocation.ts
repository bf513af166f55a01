// The plan of an n-of-1 experiment turned into a day-by-day schedule (docs/EXPERIMENTS.md "Design"). Randomised
// blocks: periods of k days, in pairs, each pair AB or BA by a seeded draw (so the two conditions get the same number
// of periods, and a trend or a season cannot favour one), with optional washout days at each change (lived under the
// new condition, not analysed). Baseline then intervention: one period of each, the weaker design. Pure: the same plan
// and seed give the same schedule every time.
import { BLOCK_DAYS_DEFAULT, BLOCK_DAYS_MAX, BLOCK_DAYS_MIN, type Condition } from '../../../shared/experiments';
import { addDays, dayNumber } from '../insights/stats/days';
import { uniformFrom } from './random';

export interface BlocksPlan {
  design: 'blocks';
  /** The first day, 'YYYY-MM-DD' in the person's zone. */
  start: string;
  blockDays: number;
  pairs: number;
  washoutDays: number;
}

export interface BaselinePlan {
  design: 'baseline';
  start: string;
  baselineDays: number;
  interventionDays: number;
  washoutDays: number;
}

export type Plan = BlocksPlan | BaselinePlan;

export interface PlannedDay {
  date: string;
  /** 1 on the first day of the plan. */
  day: number;
  condition: Condition;
  /** The block (period) the day belongs to, from 0. */
  block: number;
  /** Not analysed: a washout day after a change of condition. */
  washout: boolean;
}

export interface Block {
  index: number;
  condition: Condition;
  /** Its pair (randomised blocks), from 0; null in the baseline design. */
  pair: number | null;
  /** Index in the schedule's days of its first and last day. */
  first: number;
  last: number;
}

export interface Schedule {
  plan: Plan;
  days: PlannedDay[];
  blocks: Block[];
}

/** How many days a plan lasts. */
export function planDays(plan: Plan): number {
  return plan.design === 'blocks' ? plan.blockDays * 2 * plan.pairs : plan.baselineDays + plan.interventionDays;
}

/**
 * The default block length from the outcome's lag-1 autocorrelation: about the days a day's value takes to be
 * forgotten (ρ^k < 0.1), between 3 and 7; a week when it is not known.
 */
export function blockDaysFor(autocorrelation: number | undefined): number {
  if (autocorrelation === undefined || !Number.isFinite(autocorrelation)) return BLOCK_DAYS_DEFAULT;
  if (autocorrelation <= 0.1) return BLOCK_DAYS_MIN;
  if (autocorrelation >= 0.95) return BLOCK_DAYS_MAX;
  const days = Math.ceil(Math.log(0.1) / Math.log(autocorrelation));
  return Math.min(BLOCK_DAYS_MAX, Math.max(BLOCK_DAYS_MIN, days));
}

/** The pairs' orders: each pair AB or BA, drawn from the seed. */
export function pairOrders(pairs: number, seed: string | number): [Condition, Condition][] {
  const uniform = uniformFrom(seed);
  return Array.from({ length: pairs }, () => (uniform() < 0.5 ? ['A', 'B'] : ['B', 'A']));
}

/** The dates from a start, kept for the last start asked: the power estimate allocates one plan hundreds of times. */
let datesCache: { start: string; dates: string[] } = { start: '', dates: [] };
function dateAt(start: string, index: number): string {
  if (datesCache.start !== start) datesCache = { start, dates: [] };
  return (datesCache.dates[index] ??= addDays(start, index));
}

/** The day-by-day schedule of a plan (checked beforehand: plan-rules.ts). */
export function allocate(plan: Plan, seed: string | number): Schedule {
  const blocks: Block[] = [];
  const lengths: { condition: Condition; pair: number | null; days: number }[] =
    plan.design === 'blocks'
      ? pairOrders(plan.pairs, seed).flatMap(([first, second], pair) => [
          { condition: first, pair, days: plan.blockDays },
          { condition: second, pair, days: plan.blockDays },
        ])
      : [
          { condition: 'B', pair: null, days: plan.baselineDays },
          { condition: 'A', pair: null, days: plan.interventionDays },
        ];
  const days: PlannedDay[] = [];
  lengths.forEach(({ condition, pair, days: length }, index) => {
    const changed = index > 0 && lengths[index - 1].condition !== condition;
    const first = days.length;
    for (let i = 0; i < length; i++) {
      days.push({
        date: dateAt(plan.start, first + i),
        day: first + i + 1,
        condition,
        block: index,
        washout: changed && i < plan.washoutDays,
      });
    }
    blocks.push({ index, condition, pair, first, last: days.length - 1 });
  });
  return { plan, days, blocks };
}

/** The planned day of a local date, or undefined before the start and after the end. */
export function dayOf(schedule: Schedule, date: string): PlannedDay | undefined {
  const index = dayNumber(date) - dayNumber(schedule.plan.start);
  return index >= 0 && index < schedule.days.length ? schedule.days[index] : undefined;
}
