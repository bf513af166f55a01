// The power estimate before an experiment starts (docs/EXPERIMENTS.md "Power"): from the person's own history of the
// outcome (its day-to-day SD and lag-1 autocorrelation over the logged days, and how many days go unlogged), the
// probability that the plan's analysis declares an effect of the given size. By simulation, seeded: POWER_SIMULATIONS
// series of AR(1) noise with the person's SD and autocorrelation, the same missing share, each under a fresh random
// allocation of the plan, the effect added on A days, and the very analysis of analysis.ts; power is the share of
// them declared in the effect's direction.
import {
  MIN_HISTORY_DAYS,
  PAIRS_MAX,
  PLAN_DAYS_MAX,
  POWER_ENOUGH,
  POWER_SIMULATIONS,
  MIN_PAIRS_FOR_ANSWER,
} from '../../../shared/experiments';
import { allocate, planDays, type Plan } from './allocation';
import { analyse } from './analysis';
import { simulateSeries } from './noise';
import { normalFrom, uniformFrom } from './random';

export interface HistoryFigures {
  /** Days read and days with the outcome logged. */
  days: number;
  logged: number;
  mean: number;
  /** Day-to-day standard deviation of the logged values. */
  sd: number;
  /** Lag-1 autocorrelation over consecutive logged days (0 when too few such pairs). */
  autocorrelation: number;
  missingShare: number;
}

/** The figures of a history of daily values, oldest first, null where not logged. */
export function historyFigures(values: (number | null)[]): HistoryFigures {
  const logged = values.filter((v): v is number => v !== null);
  const n = logged.length;
  const mean = n ? logged.reduce((s, v) => s + v, 0) / n : 0;
  const sd = n > 1 ? Math.sqrt(logged.reduce((s, v) => s + (v - mean) ** 2, 0) / (n - 1)) : 0;
  let products = 0;
  let pairs = 0;
  for (let i = 1; i < values.length; i++) {
    const [a, b] = [values[i - 1], values[i]];
    if (a !== null && b !== null) {
      products += (a - mean) * (b - mean);
      pairs++;
    }
  }
  const autocorrelation = pairs >= 10 && sd > 0 ? Math.max(-0.9, Math.min(0.9, products / pairs / (sd * sd))) : 0;
  return { days: values.length, logged: n, mean, sd, autocorrelation, missingShare: values.length ? 1 - n / values.length : 1 };
}

export type PowerEstimate =
  | { status: 'estimate'; method: 'simulation'; power: number; simulations: number; planDays: number; effect: number; enough: boolean }
  /** Too few days of the outcome logged to know its spread. */
  | { status: 'too-little-history'; logged: number; needed: number }
  /** The plan cannot give an answer at all (fewer pairs than an answer needs, or an outcome that never varies). */
  | { status: 'cannot-answer'; reason: 'too-few-pairs' | 'no-spread' };

/** The probability that `plan` declares a true effect of `effect` (outcome units, A − B). */
export function estimatePower(
  plan: Plan,
  history: HistoryFigures,
  effect: number,
  seed: string | number,
  simulations = POWER_SIMULATIONS,
): PowerEstimate {
  if (history.logged < MIN_HISTORY_DAYS) return { status: 'too-little-history', logged: history.logged, needed: MIN_HISTORY_DAYS };
  if (history.sd === 0) return { status: 'cannot-answer', reason: 'no-spread' };
  const units = plan.design === 'blocks' ? plan.pairs : Math.min(Math.floor(plan.baselineDays / 7), Math.floor(plan.interventionDays / 7));
  if (units < MIN_PAIRS_FOR_ANSWER) return { status: 'cannot-answer', reason: 'too-few-pairs' };
  const uniform = uniformFrom(seed);
  const normal = normalFrom(uniform);
  const length = planDays(plan);
  let detected = 0;
  for (let s = 0; s < simulations; s++) {
    const schedule = allocate(plan, Math.floor(uniform() * 2 ** 32));
    const values = simulateSeries(length, history, normal, uniform, (i) => (schedule.days[i].condition === 'A' ? effect : 0));
    const result = analyse({ schedule, values, logged: [], kind: 'take', better: 'higher', through: length - 1, withoutP: true });
    if (result.estimate && (effect > 0 ? result.estimate.low > 0 : result.estimate.high < 0)) detected++;
  }
  const power = detected / simulations;
  return { status: 'estimate', method: 'simulation', power, simulations, planDays: length, effect, enough: power >= POWER_ENOUGH };
}

/** The fewest pairs of blocks (up to a year's plan) whose power reaches 80 %, or null (a search by halves). */
export function pairsNeeded(plan: Plan, history: HistoryFigures, effect: number, seed: string | number): number | null {
  if (plan.design !== 'blocks') return null;
  const enough = (pairs: number) => {
    const estimate = estimatePower({ ...plan, pairs }, history, effect, seed, POWER_SIMULATIONS / 2);
    return estimate.status === 'estimate' && estimate.enough;
  };
  let high = Math.min(PAIRS_MAX, Math.floor(PLAN_DAYS_MAX / (2 * plan.blockDays)));
  let low = Math.max(plan.pairs, MIN_PAIRS_FOR_ANSWER - 1);
  if (high <= low || !enough(high)) return null;
  // enough(high) holds and enough(low) is taken not to (the plan itself fell short).
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (enough(middle)) high = middle;
    else low = middle;
  }
  return high;
}
