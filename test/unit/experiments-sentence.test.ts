// Issue 28: the answer's one sentence for each outcome kind (docs/EXPERIMENTS.md "The answer"), the "not enough"
// answers, the interim label, the weaker design's warning, and adherence.
import { resultSentence, type ExperimentResult, type Outcome } from '../../functions/domain/experiments';
import { tEstimate } from '../../functions/domain/experiments/interval';

function result(effect: number, low: number, high: number, overrides: Partial<ExperimentResult> = {}): ExperimentResult {
  const helps = low > 0 ? 0.98 : high < 0 ? 0.02 : 0.7;
  return {
    design: 'blocks',
    interim: false,
    daysSoFar: 42,
    planDays: 42,
    verdict: low > 0 ? 'helps' : high < 0 ? 'hurts' : 'unclear',
    estimate: { ...tEstimate(effect, 1, 6), effect, low, high },
    probabilityHelps: helps,
    pValue: 0.03,
    units: { used: 7, needed: 3, dropped: 0 },
    daysLogged: { A: 20, B: 19 },
    adherence: { days: 42, followed: 40, against: 2, unknown: 0 },
    ...overrides,
  };
}

const sleep: Outcome = { kind: 'sleep_minutes', label: 'sleep' };

describe('experiments sentence', () => {
  it('says a sleep effect in minutes, its interval, how likely it helps and adherence', () => {
    expect(resultSentence('Magnesium', sleep, result(18, 4, 32))).toBe(
      'Magnesium: +18 min of sleep a night (95 % interval +4 min to +32 min), 98 % likely to help you. 40 of 42 days followed the plan; 2 went against it.',
    );
  });

  it('writes hours and minutes past an hour, and "make it worse" for a harmful effect', () => {
    const text = resultSentence('Coffee after 2 pm', sleep, { ...result(-65, -90, -40), probabilityHelps: 0.004, verdict: 'hurts' });
    expect(text).toContain(
      'Coffee after 2 pm: −1 h 5 min of sleep a night (95 % interval −1 h 30 min to −40 min), 99 % likely to make it worse.',
    );
  });

  it('says "not enough evidence either way" when the interval includes no change', () => {
    expect(resultSentence('Magnesium', sleep, result(7, -10, 25))).toContain(
      'Magnesium: not enough evidence either way: the interval (−10 min to +25 min) includes no change.',
    );
  });

  it('gives scores in points on their scale', () => {
    expect(resultSentence('A walk at lunch', { kind: 'mood', label: 'mood' }, result(0.8, 0.2, 1.4))).toContain(
      '+0.8 points of mood (1–10 scale) (95 % interval +0.2 to +1.4 points)',
    );
    expect(
      resultSentence(
        'Quiet evenings',
        { kind: 'stress', label: 'stress' },
        { ...result(-1.2, -2, -0.4), verdict: 'helps', probabilityHelps: 0.99 },
      ),
    ).toContain('−1.2 points of stress (1–10 scale) (95 % interval −2 to −0.4 points), 99 % likely to help you');
    expect(resultSentence('Magnesium', { kind: 'sleep_quality', label: 'sleep quality' }, result(0.5, 0.1, 0.9))).toContain('(1–5 scale)');
    expect(resultSentence('Ginger', { kind: 'symptom_severity', label: 'nausea severity' }, result(-0.6, -1, 0.1))).toContain(
      'the interval (−1 to +0.1 points) includes no change',
    );
  });

  it('gives a symptom days as days a week and a nutrient in its unit', () => {
    const headache = { kind: 'symptom_days', label: 'headache' } as const;
    expect(resultSentence('No wine', headache, { ...result(-0.2, -0.35, -0.05), verdict: 'helps', probabilityHelps: 0.98 })).toContain(
      '−1.4 headache days a week (95 % interval −2.4 to −0.4 days a week), 98 % likely to help you',
    );
    const caffeine: Outcome = { kind: 'nutrient', label: 'caffeine', unit: 'mg', better: 'lower' };
    expect(
      resultSentence('Tea instead of coffee', caffeine, { ...result(-120, -180, -60), verdict: 'helps', probabilityHelps: 0.99 }),
    ).toContain('−120 mg of caffeine a day (95 % interval −180 to −60 mg)');
  });

  it('answers "not enough days yet" when too few pairs have days logged', () => {
    const text = resultSentence('Magnesium', sleep, {
      ...result(0, 0, 0),
      verdict: 'not-enough',
      estimate: null,
      probabilityHelps: null,
      units: { used: 1, needed: 3, dropped: 2 },
    });
    expect(text).toBe(
      'Magnesium: not enough days yet: 1 pair of periods has enough days logged, 3 are needed. 40 of 42 days followed the plan; 2 went against it.',
    );
  });

  it('labels an interim look and the weaker design', () => {
    expect(resultSentence('Magnesium', sleep, result(18, 4, 32, { interim: true, daysSoFar: 20 }))).toMatch(
      /^Interim look, day 20 of 42 \(the answer comes at the planned end\): Magnesium: \+18 min/,
    );
    expect(resultSentence('Magnesium', sleep, result(18, 4, 32, { design: 'baseline' }))).toContain('a weaker design');
  });
});
