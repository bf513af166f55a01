// Simulated daily outcome series, for the power estimate (power.ts) and the honesty simulations (simulate.ts): AR(1)
// noise with a given day-to-day SD and lag-1 autocorrelation, optional trend and weekly pattern, days missing at random.
export interface SeriesShape {
  /** Day-to-day standard deviation of the noise (its marginal SD, in the outcome's units). */
  sd: number;
  /** Lag-1 autocorrelation of the noise, −0.9 to 0.9. */
  autocorrelation: number;
  /** Share of days not logged, 0 to 1. */
  missingShare: number;
  /** Change per day (a slow drift). */
  trendPerDay?: number;
  /** Added on each weekday (7 values, from the plan's first day). */
  weekly?: number[];
}

/** `days` values: noise (+ trend + weekly pattern) + `added(i)`, null on missing days. */
export function simulateSeries(
  days: number,
  shape: SeriesShape,
  normal: () => number,
  uniform: () => number,
  added: (day: number) => number = () => 0,
): (number | null)[] {
  const phi = Math.max(-0.9, Math.min(0.9, shape.autocorrelation));
  const innovation = shape.sd * Math.sqrt(1 - phi * phi);
  let noise = shape.sd * normal();
  const values: (number | null)[] = [];
  for (let i = 0; i < days; i++) {
    if (i > 0) noise = phi * noise + innovation * normal();
    const value = noise + (shape.trendPerDay ?? 0) * i + (shape.weekly?.[i % 7] ?? 0) + added(i);
    values.push(uniform() < shape.missingShare ? null : value);
  }
  return values;
}
