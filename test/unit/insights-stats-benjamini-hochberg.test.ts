// The Benjamini–Hochberg correction against the worked example of Benjamini & Hochberg (1995).
import { benjaminiHochberg } from '../../functions/domain/insights/stats';

// The 15 p-values of the paper's example (a study of myocardial infarction treatments); at q = 0.05 the paper rejects
// the four smallest, where Bonferroni would keep only three.
const PAPER = [0.0001, 0.0004, 0.0019, 0.0095, 0.0201, 0.0278, 0.0298, 0.0344, 0.0459, 0.324, 0.4262, 0.5719, 0.6528, 0.759, 1];

describe('Benjamini–Hochberg', () => {
  it('rejects the four hypotheses the paper rejects at q = 0.05', () => {
    const q = benjaminiHochberg(PAPER);
    expect(q.filter((value) => value <= 0.05)).toHaveLength(4);
    expect(PAPER.filter((_, i) => q[i] <= 0.05)).toEqual([0.0001, 0.0004, 0.0019, 0.0095]);
  });

  it('gives the adjusted values p·m/rank, made monotone from the top (as R p.adjust "BH")', () => {
    // By hand: rank 15 → 1; 14 → .759·15/14; … rank 6 → .0278·15/6 = .0695, above rank 7's .0298·15/7 = .063857,
    // so it takes .063857; rank 4 → .0095·15/4 = .035625; rank 1 → .0001·15 = .0015.
    const expected = [
      0.0015, 0.003, 0.0095, 0.035625, 0.0603, 0.063857, 0.063857, 0.0645, 0.0765, 0.486, 0.581182, 0.714875, 0.753231, 0.813214, 1,
    ];
    benjaminiHochberg(PAPER).forEach((value, i) => expect(value).toBeCloseTo(expected[i], 5));
  });

  it('keeps the input order and handles ties, one value and none', () => {
    benjaminiHochberg([0.04, 0.01, 0.03]).forEach((value, i) => expect(value).toBeCloseTo([0.04, 0.03, 0.04][i], 12));
    expect(benjaminiHochberg([0.02, 0.02])).toEqual([0.02, 0.02]);
    expect(benjaminiHochberg([0.3])).toEqual([0.3]);
    expect(benjaminiHochberg([])).toEqual([]);
  });
});
