// What makes a plan acceptable (docs/EXPERIMENTS.md "Design"), as a field → message map in the shape of
// docs/PRODUCT.md "Error shapes", for the routes to answer 400 with (a later slice).
import {
  BLOCK_DAYS_MAX,
  BLOCK_DAYS_MIN,
  PAIRS_MAX,
  PAIRS_MIN,
  PERIOD_DAYS_MAX,
  PERIOD_DAYS_MIN,
  PLAN_DAYS_MAX,
  WASHOUT_DAYS_MAX,
} from '../../../shared/experiments';
import { checkDay } from '../insights/stats/days';
import { planDays, type Plan } from './allocation';

function whole(value: number, min: number, max: number): boolean {
  return Number.isInteger(value) && value >= min && value <= max;
}

/** The plan's problems; empty when it can be allocated. */
export function planProblems(plan: Plan): Record<string, string> {
  const problems: Record<string, string> = {};
  try {
    checkDay(plan.start);
  } catch {
    problems.start = 'Choose the first day as YYYY-MM-DD.';
  }
  if (plan.design === 'blocks') {
    if (!whole(plan.blockDays, BLOCK_DAYS_MIN, BLOCK_DAYS_MAX))
      problems.blockDays = `A period lasts ${BLOCK_DAYS_MIN} to ${BLOCK_DAYS_MAX} days.`;
    if (!whole(plan.pairs, PAIRS_MIN, PAIRS_MAX)) problems.pairs = `A plan has ${PAIRS_MIN} to ${PAIRS_MAX} pairs of periods.`;
    if (!whole(plan.washoutDays, 0, Math.min(WASHOUT_DAYS_MAX, plan.blockDays - 2)))
      problems.washoutDays = `Washout lasts 0 to ${WASHOUT_DAYS_MAX} days and leaves at least 2 days of each period to compare.`;
  } else {
    for (const field of ['baselineDays', 'interventionDays'] as const) {
      if (!whole(plan[field], PERIOD_DAYS_MIN, PERIOD_DAYS_MAX))
        problems[field] = `Each period lasts ${PERIOD_DAYS_MIN} to ${PERIOD_DAYS_MAX} days.`;
    }
    if (!whole(plan.washoutDays, 0, WASHOUT_DAYS_MAX)) problems.washoutDays = `Washout lasts 0 to ${WASHOUT_DAYS_MAX} days.`;
  }
  if (Object.keys(problems).length === 0 && planDays(plan) > PLAN_DAYS_MAX) problems.pairs = `A plan lasts at most ${PLAN_DAYS_MAX} days.`;
  return problems;
}
