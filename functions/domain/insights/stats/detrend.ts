// Drift removal: each day's value minus the average level of the days 2 to 4 before it and 2 to 4 after it.
import { dayNumber } from './days';

/** The baseline of day d uses days d−4..d−2 and d+2..d+4: three days each side, the neighbouring day skipped. */
export const BASELINE_NEAREST = 2;
export const BASELINE_FARTHEST = 4;

function sideMean(values: Map<number, number>, day: number, direction: 1 | -1): number | undefined {
  let sum = 0;
  let count = 0;
  for (let step = BASELINE_NEAREST; step <= BASELINE_FARTHEST; step++) {
    const value = values.get(day + direction * step);
    if (value === undefined) continue;
    sum += value;
    count++;
  }
  return count ? sum / count : undefined;
}

/**
 * Each day's value minus its baseline: the mean of the days with data among days 2–4 before, and the mean of those
 * among days 2–4 after, averaged with equal weight, so a steady drift cancels even when one side has gaps. The
 * neighbouring days are skipped so that an effect on the next day does not leak into a same-day comparison (and back).
 * A day with no data on one side (the first and last two days of a history, a day beside a long gap) is left out.
 */
export function detrend(values: Map<string, number>): Map<string, number> {
  const byNumber = new Map([...values].map(([day, value]) => [dayNumber(day), value]));
  const residuals = new Map<string, number>();
  for (const [day, value] of values) {
    const number = dayNumber(day);
    const before = sideMean(byNumber, number, -1);
    const after = sideMean(byNumber, number, 1);
    if (before === undefined || after === undefined) continue;
    residuals.set(day, value - (before + after) / 2);
  }
  return residuals;
}
