// Spearman's rank correlation (ties by average rank) and its two-sided p-value from the t approximation.
import { jStat } from './jstat-on-use';

/** Spearman's ρ between paired values: −1 to 1; 0 when either side has no variation (nothing to rank). */
export function spearman(x: number[], y: number[]): number {
  if (x.length !== y.length) throw new RangeError('spearman needs paired values of the same length');
  const rho = x.length < 2 ? NaN : jStat().spearmancoeff(x, y);
  return Number.isFinite(rho) ? rho : 0;
}

/** Two-sided p-value of ρ over n pairs: t = ρ·√((n−2)/(1−ρ²)) against Student's t with n−2 degrees of freedom. */
export function spearmanPValue(rho: number, n: number): number {
  if (n < 3) return 1;
  if (Math.abs(rho) >= 1) return 0;
  const degreesOfFreedom = n - 2;
  const t = rho * Math.sqrt(degreesOfFreedom / (1 - rho * rho));
  return Math.min(1, 2 * jStat().studentt.cdf(-Math.abs(t), degreesOfFreedom));
}
