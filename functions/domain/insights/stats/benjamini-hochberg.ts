// The Benjamini–Hochberg correction: q-values for a family of p-values tested together.

/**
 * The BH-adjusted p-value (q-value) of each p-value, in the order given: p·m/rank, made non-decreasing in p by taking
 * the smallest value at or above each rank, capped at 1. A test is significant at false discovery rate α when q ≤ α.
 */
export function benjaminiHochberg(pValues: readonly number[]): number[] {
  const m = pValues.length;
  const order = pValues.map((p, index) => ({ p, index })).sort((a, b) => a.p - b.p);
  const q = new Array<number>(m);
  let running = 1;
  for (let rank = m; rank >= 1; rank--) {
    const { p, index } = order[rank - 1];
    running = Math.min(running, (p * m) / rank);
    q[index] = running;
  }
  return q;
}
