// Spearman's ρ with ties (against a hand computation) and its t-approximation p-value (against a t table).
import { spearman, spearmanPValue } from '../../functions/domain/insights/stats';

describe("Spearman's rank correlation", () => {
  it('gives tied values their average rank (hand-computed: 29/38)', () => {
    // x = 10 20 20 30 40 → ranks 1 2.5 2.5 4 5;  y = 3 1 4 4 5 → ranks 2 1 3.5 3.5 5; both rank means are 3.
    // Deviations: x −2 −.5 −.5 1 2, y −1 −2 .5 .5 2. Σdxdy = 2 + 1 − .25 + .5 + 4 = 7.25; Σdx² = Σdy² = 9.5.
    // ρ = 7.25 / 9.5 = 29/38 ≈ 0.7632. The no-ties shortcut 1 − 6Σd²/(n(n²−1)) would give 0.775 instead.
    expect(spearman([10, 20, 20, 30, 40], [3, 1, 4, 4, 5])).toBeCloseTo(29 / 38, 12);
  });

  it('is 1 and −1 for monotone pairs whatever the scale, and 0 when one side has no variation', () => {
    expect(spearman([1, 2, 3, 4], [10, 100, 1000, 10000])).toBeCloseTo(1, 12);
    expect(spearman([1, 2, 3, 4], [4, 3, 2, 1])).toBeCloseTo(-1, 12);
    expect(spearman([1, 1, 1, 1], [4, 3, 2, 1])).toBe(0);
  });

  it('has a two-sided p-value from t = ρ·√((n−2)/(1−ρ²)) with n−2 degrees of freedom (t-table critical values)', () => {
    // Choose ρ so that t lands on a table value: ρ = t / √(t² + df).
    const rhoFor = (t: number, df: number) => t / Math.sqrt(t * t + df);
    expect(spearmanPValue(rhoFor(2.228, 10), 12)).toBeCloseTo(0.05, 4); // t(0.975, 10) = 2.228
    expect(spearmanPValue(-rhoFor(2.101, 18), 20)).toBeCloseTo(0.05, 4); // t(0.975, 18) = 2.101, sign does not matter
    expect(spearmanPValue(rhoFor(2.75, 30), 32)).toBeCloseTo(0.01, 4); // t(0.995, 30) = 2.750
    // A small p-value stays accurate in relative terms (reference: 2·scipy.stats.t.sf(4, 13) = 0.00151208).
    expect(spearmanPValue(rhoFor(4, 13), 15) / 0.0015120794).toBeCloseTo(1, 6);
    expect(spearmanPValue(0, 40)).toBeCloseTo(1, 6); // jstat's incomplete beta is good to about 1e-8
    expect(spearmanPValue(1, 40)).toBe(0);
    expect(spearmanPValue(0.9, 2)).toBe(1);
  });
});
