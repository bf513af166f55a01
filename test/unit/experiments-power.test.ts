// Issue 28: the power estimate before an experiment (docs/EXPERIMENTS.md "Power"): the history's figures, a
// probability that grows with the effect and the length, stays near the false-positive rate for no effect, and the
// sentences, including plain refusals.
import {
  estimatePower,
  historyFigures,
  pairsNeeded,
  planDays,
  powerSentence,
  type BlocksPlan,
  type HistoryFigures,
  type Outcome,
} from '../../functions/domain/experiments';
import { simulateSeries } from '../../functions/domain/experiments/noise';
import { normalFrom, uniformFrom } from '../../functions/domain/experiments/random';

const plan: BlocksPlan = { design: 'blocks', start: '2026-03-02', blockDays: 3, pairs: 7, washoutDays: 0 };
const sleep: Outcome = { kind: 'sleep_minutes', label: 'sleep' };
const uniform = uniformFrom(7);
const history = historyFigures(
  simulateSeries(90, { sd: 40, autocorrelation: 0.4, missingShare: 0.15 }, normalFrom(uniform), uniform).map((v) =>
    v === null ? null : 420 + v,
  ),
);

function power(effect: number, figures: HistoryFigures = history, p: BlocksPlan = plan): number {
  const estimate = estimatePower(p, figures, effect, 'power-test');
  if (estimate.status !== 'estimate') throw new Error(estimate.status);
  return estimate.power;
}

describe('experiments power', () => {
  it('reads the day-to-day SD, lag-1 autocorrelation and missing share of a history, missing days left out', () => {
    expect(history.sd).toBeGreaterThan(30);
    expect(history.sd).toBeLessThan(50);
    expect(history.autocorrelation).toBeGreaterThan(0.2);
    expect(history.autocorrelation).toBeLessThan(0.6);
    expect(history.missingShare).toBeGreaterThan(0.05);
    expect(history.missingShare).toBeLessThan(0.25);
    expect(history.mean).toBeGreaterThan(400);
  });

  it('grows with the effect and the length, and stays near 2.5 % for no effect (declared in its direction)', () => {
    const none = power(0);
    const small = power(20);
    const large = power(60);
    expect(none).toBeLessThan(0.06);
    expect(small).toBeGreaterThan(none);
    expect(large).toBeGreaterThan(small);
    expect(large).toBeGreaterThan(0.7);
    expect(power(20, history, { ...plan, pairs: 20 })).toBeGreaterThan(small + 0.15);
    expect(power(-60)).toBeCloseTo(large, 1);
  });

  it('says what a plan would detect, in the outcome units', () => {
    const estimate = estimatePower(plan, history, 70, 's');
    expect(powerSentence(sleep, 70, estimate)).toMatch(
      /^With 6 weeks, a change of 1 h 10 min in sleep would be detected (8|9|10) times in 10\.$/,
    );
  });

  it('says plainly when the length cannot answer, and how long would', () => {
    const estimate = estimatePower(plan, history, 30, 's');
    const pairs = pairsNeeded(plan, history, 30, 's');
    expect(pairs).toBeGreaterThan(7);
    expect(estimatePower({ ...plan, pairs: pairs! }, history, 30, 's')).toMatchObject({ enough: true });
    const text = powerSentence(sleep, 30, estimate, planDays({ ...plan, pairs: pairs! }));
    expect(text).toMatch(
      /^6 weeks cannot reliably detect a change of 30 min in sleep: it would be seen only \d times? in 10\. About \d+ (weeks|days) would\.$/,
    );
    expect(powerSentence(sleep, 5, estimatePower(plan, history, 5, 's'), pairsNeeded(plan, history, 5, 's'))).toContain(
      'Even a year would not',
    );
  });

  it('refuses with too little history, an outcome that never varies, or too few pairs', () => {
    const short = historyFigures([...Array(20).fill(400), ...Array(30).fill(null)]);
    expect(estimatePower(plan, short, 20, 's')).toEqual({ status: 'too-little-history', logged: 20, needed: 21 });
    expect(powerSentence(sleep, 20, estimatePower(plan, short, 20, 's'))).toBe(
      'Not enough history yet: 20 days of sleep logged, 21 are needed to estimate what a plan can detect.',
    );
    const flat = historyFigures(Array(40).fill(400));
    expect(estimatePower(plan, flat, 20, 's')).toEqual({ status: 'cannot-answer', reason: 'no-spread' });
    expect(estimatePower({ ...plan, pairs: 2 }, history, 20, 's')).toEqual({ status: 'cannot-answer', reason: 'too-few-pairs' });
  });
});
