// The statistics of an answer (docs/EXPERIMENTS.md "Analysis"), on a handful of block-level numbers: the 95 % t-interval
// of a mean difference, the probability that the effect goes the good way (the posterior under a flat prior, which
// for these models is the same t-distribution: P(effect > 0) = T_df(mean / se)), and the randomisation test that flips
// the order of each pair as the allocation could have.
import { INTERVAL_LEVEL } from '../../../shared/experiments';
import { jStat } from '../insights/stats/jstat-on-use';
import { uniformFrom } from './random';

export interface Estimate {
  effect: number;
  se: number;
  df: number;
  low: number;
  high: number;
  /** P(effect > 0): the share of the t-distribution around the estimate above 0. */
  probabilityAbove: number;
}

function mean(values: number[]): number {
  return values.reduce((sum, v) => sum + v, 0) / values.length;
}

function variance(values: number[]): number {
  const m = mean(values);
  return values.reduce((sum, v) => sum + (v - m) ** 2, 0) / (values.length - 1);
}

/** An estimate from its standard error and degrees of freedom. */
export function tEstimate(effect: number, se: number, df: number): Estimate {
  if (se === 0) {
    const above = effect > 0 ? 1 : effect < 0 ? 0 : 0.5;
    return { effect, se, df, low: effect, high: effect, probabilityAbove: above };
  }
  const t = jStat().studentt;
  const half = t.inv(1 - (1 - INTERVAL_LEVEL) / 2, df) * se;
  return { effect, se, df, low: effect - half, high: effect + half, probabilityAbove: t.cdf(effect / se, df) };
}

/** The mean of pair differences (A − B of each pair), with n − 1 degrees of freedom. Needs 2 or more. */
export function pairedEstimate(differences: number[]): Estimate {
  const n = differences.length;
  return tEstimate(mean(differences), Math.sqrt(variance(differences) / n), n - 1);
}

/** The difference of two groups' means (A − B) with Welch's standard error and degrees of freedom. Needs 2 in each. */
export function welchEstimate(a: number[], b: number[]): Estimate {
  const va = variance(a) / a.length;
  const vb = variance(b) / b.length;
  const se = Math.sqrt(va + vb);
  const df = se === 0 ? a.length + b.length - 2 : (va + vb) ** 2 / (va ** 2 / (a.length - 1) + vb ** 2 / (b.length - 1));
  return tEstimate(mean(a) - mean(b), se, df);
}

/** Above this many pairs the flips are drawn at random (seeded) instead of all listed. */
const EXACT_PAIRS_MAX = 12;
const RANDOM_FLIPS = 9_999;

/**
 * Two-sided randomisation p-value of the mean pair difference: the share of the allocations the plan could have drawn
 * (each pair AB or BA: each difference's sign flipped or not) whose mean is at least as far from 0 as the one observed.
 */
export function randomisationP(differences: number[]): number {
  const n = differences.length;
  let scale = 0;
  let sum = 0;
  for (const d of differences) {
    scale += Math.abs(d);
    sum += d;
  }
  // A flip that ties the observed sum counts as extreme (rounding must not make a tie look smaller).
  const observed = Math.abs(sum) - 1e-9 * (1 + scale);
  let extreme = 0;
  if (n <= EXACT_PAIRS_MAX) {
    const total = 1 << n;
    for (let bits = 0; bits < total; bits++) {
      let flipped = 0;
      for (let i = 0; i < n; i++) flipped += (bits >> i) & 1 ? -differences[i] : differences[i];
      if (Math.abs(flipped) >= observed) extreme++;
    }
    return extreme / total;
  }
  const uniform = uniformFrom(n * 7919);
  for (let k = 0; k < RANDOM_FLIPS; k++) {
    let flipped = 0;
    for (let i = 0; i < n; i++) flipped += uniform() < 0.5 ? -differences[i] : differences[i];
    if (Math.abs(flipped) >= observed) extreme++;
  }
  // The observed order is one of the allocations: counted once more (a valid Monte Carlo p-value, never 0).
  return (extreme + 1) / (RANDOM_FLIPS + 1);
}
