// The one sentence a person can act on (docs/EXPERIMENTS.md "The answer"): the effect with its 95 % interval and how
// likely the intervention helps, or "not enough evidence either way", or "not enough days yet"; an interim look says
// so; the weaker design says so; and adherence ("40 of 42 days followed the plan"). Also the power estimate's sentence.
// The declaration ("helps"/"hurts") is the analysis's: the interval leaves out no change (analysis.ts).
import { amount, amountOf, intervalUnit, percent, type Outcome } from './amounts';
import type { Adherence } from './adherence';
import type { ExperimentResult } from './analysis';
import type { PowerEstimate } from './power';

function lengthText(days: number): string {
  return days % 7 === 0 ? `${days / 7} ${days === 7 ? 'week' : 'weeks'}` : `${days} days`;
}

export function adherenceText(adherence: Adherence): string {
  const parts = [`${adherence.followed} of ${adherence.days} days followed the plan`];
  if (adherence.against) parts.push(`${adherence.against} went against it`);
  if (adherence.unknown) parts.push(`${adherence.unknown} had nothing logged`);
  return `${parts.join('; ')}.`;
}

function intervalText(outcome: Outcome, low: number, high: number): string {
  return `${amount(outcome, low)} to ${amount(outcome, high)}${intervalUnit(outcome)}`;
}

/** "Magnesium: +18 min of sleep a night (95 % interval +4 to +32), 98 % likely to help you. 40 of 42 days followed the plan." */
export function resultSentence(intervention: string, outcome: Outcome, result: ExperimentResult): string {
  const lead = result.interim
    ? `Interim look, day ${result.daysSoFar} of ${result.planDays} (the answer comes at the planned end): ${intervention}: `
    : `${intervention}: `;
  const weaker =
    result.design === 'baseline' ? ' (Baseline then intervention, a weaker design: a change over the weeks could explain it.)' : '';
  const adherence = result.adherence.days ? ` ${adherenceText(result.adherence)}` : '';
  const { estimate, probabilityHelps } = result;
  if (result.verdict === 'not-enough' || !estimate || probabilityHelps === null) {
    const used = result.units.used;
    const unit =
      result.design === 'blocks'
        ? used === 1
          ? 'pair of periods has'
          : 'pairs of periods have'
        : used === 1
          ? 'week of each condition has'
          : 'weeks of each condition have';
    return `${lead}not enough days yet: ${used} ${unit} enough days logged, ${result.units.needed} are needed.${adherence}`;
  }
  const interval = intervalText(outcome, estimate.low, estimate.high);
  if (result.verdict === 'unclear') {
    return `${lead}not enough evidence either way: the interval (${interval}) includes no change.${weaker}${adherence}`;
  }
  const likely =
    result.verdict === 'helps'
      ? `${percent(probabilityHelps)} likely to help you`
      : `${percent(1 - probabilityHelps)} likely to make it worse`;
  return `${lead}${amountOf(outcome, estimate.effect)} (95 % interval ${interval}), ${likely}.${weaker}${adherence}`;
}

/** "With 6 weeks, a change of 20 min in sleep would be detected 8 times in 10." or a plain refusal. */
export function powerSentence(outcome: Outcome, effect: number, estimate: PowerEstimate, daysNeeded?: number | null): string {
  const change = `a change of ${amount(outcome, effect, false)}${intervalUnit(outcome)} in ${outcome.label}`;
  if (estimate.status === 'too-little-history') {
    return `Not enough history yet: ${estimate.logged} days of ${outcome.label} logged, ${estimate.needed} are needed to estimate what a plan can detect.`;
  }
  if (estimate.status === 'cannot-answer') {
    return estimate.reason === 'no-spread'
      ? `Your ${outcome.label} has not varied at all, so a plan cannot measure a change in it.`
      : 'This plan is too short to give an answer: it needs at least 3 pairs of periods.';
  }
  const times = Math.round(estimate.power * 10);
  const length = lengthText(estimate.planDays);
  if (estimate.enough) return `With ${length}, ${change} would be detected ${times} times in 10.`;
  const longer = daysNeeded ? ` About ${lengthText(daysNeeded)} would.` : ' Even a year would not: a larger change could be tested.';
  return `${length[0].toUpperCase()}${length.slice(1)} cannot reliably detect ${change}: it would be seen only ${times} ${times === 1 ? 'time' : 'times'} in 10.${longer}`;
}
