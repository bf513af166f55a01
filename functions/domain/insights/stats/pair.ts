// One outcome against one factor at a lag of 0 or 1 day: the paired days, the minimums, ρ, p and the difference.
import { jStat } from './jstat-on-use';
import { addDays } from './days';
import { detrend } from './detrend';
import { readSeries, type DailySeries } from './series';
import { spearman, spearmanPValue } from './spearman';

/** A binary factor needs this many paired days with it, and as many without it, before it is tested. */
export const MIN_DAYS_WITH_FACTOR = 5;
export const MIN_DAYS_WITHOUT_FACTOR = 5;
/** A numeric factor needs this many paired days before it is tested. */
export const MIN_PAIRED_DAYS = 14;

/** What may be affected, in its own unit: sleep hours, mood 1–10. */
export type Outcome = { name: string; series: DailySeries };
/** binary: 1 = present that day, 0 = a logged day without it, null = unknown. numeric: an amount (activity minutes). */
export type Factor = { name: string; kind: 'binary' | 'numeric'; series: DailySeries };
/** The factor on day d against the outcome on day d + lag. */
export type Candidate = { outcome: Outcome; factor: Factor; lag: 0 | 1 };

/** A binary factor's effect in the outcome's own unit; the means are drift-adjusted (docs/INSIGHTS.md). */
export type Comparison = { daysWith: number; daysWithout: number; meanWith: number; meanWithout: number; difference: number };
type Names = { outcome: string; factor: string; lag: 0 | 1 };
export type Tested = Names & { status: 'tested'; days: number; rho: number; p: number; comparison?: Comparison };
export type MoreDaysNeeded = { withFactor: number; withoutFactor: number } | { pairedDays: number };
export type TooFew = Names & { status: 'too-few'; days: number; moreDaysNeeded: MoreDaysNeeded; explanation: string };

const mean = (values: number[]) => jStat().mean(values);
const plural = (count: number, word: string) => `${count} more ${word}${count === 1 ? '' : 's'}`;

function checkBinary(factor: Factor, values: Map<string, number>): void {
  if (factor.kind !== 'binary') return;
  for (const [day, value] of values) {
    if (value !== 0 && value !== 1) throw new RangeError(`Binary factor ${factor.name} is ${value} on ${day}: 1, 0 or null`);
  }
}

function compare(factorValues: number[], residuals: number[], outcomeValues: number[]): Comparison {
  const withFactor = residuals.filter((_, i) => factorValues[i] === 1);
  const withoutFactor = residuals.filter((_, i) => factorValues[i] === 0);
  const level = mean(outcomeValues);
  const centre = mean(residuals);
  const meanWith = level + mean(withFactor) - centre;
  const meanWithout = level + mean(withoutFactor) - centre;
  return { daysWith: withFactor.length, daysWithout: withoutFactor.length, meanWith, meanWithout, difference: meanWith - meanWithout };
}

function tooFew(candidate: Candidate, factorValues: number[]): TooFew | undefined {
  const { outcome, factor, lag } = candidate;
  const names: Names = { outcome: outcome.name, factor: factor.name, lag };
  const days = factorValues.length;
  const logged = `with ${outcome.name} logged ${lag === 0 ? 'the same day' : 'the next day'}`;
  if (factor.kind === 'numeric') {
    const pairedDays = Math.max(0, MIN_PAIRED_DAYS - days);
    if (!pairedDays) return undefined;
    const explanation = `Needs ${plural(pairedDays, 'day')} with ${factor.name} logged, ${logged}.`;
    return { ...names, status: 'too-few', days, moreDaysNeeded: { pairedDays }, explanation };
  }
  const withFactor = Math.max(0, MIN_DAYS_WITH_FACTOR - factorValues.filter((v) => v === 1).length);
  const withoutFactor = Math.max(0, MIN_DAYS_WITHOUT_FACTOR - factorValues.filter((v) => v === 0).length);
  if (!withFactor && !withoutFactor) return undefined;
  const wanted = [
    withFactor && `${plural(withFactor, 'day')} with ${factor.name}`,
    withoutFactor && `${plural(withoutFactor, 'day')} without it`,
  ];
  const explanation = `Needs ${wanted.filter(Boolean).join(' and ')}, ${logged}.`;
  return { ...names, status: 'too-few', days, moreDaysNeeded: { withFactor, withoutFactor }, explanation };
}

/** An outcome read once for all its pairs: its values by day and their detrended residuals. */
export type PreparedOutcome = { values: Map<string, number>; residuals: Map<string, number> };

export function prepareOutcome(outcome: Outcome): PreparedOutcome {
  const values = readSeries(outcome.series);
  return { values, residuals: detrend(values) };
}

/**
 * Tests one candidate: pairs the factor on day d with the detrended outcome on day d + lag (days missing on either side
 * drop out), checks the minimums, then gives Spearman's ρ, its two-sided p-value and, for a binary factor, the
 * with/without comparison. Below a minimum it says how many more days are needed instead. `prepared` saves reading
 * the same outcome again for each of its pairs.
 */
export function testPair(candidate: Candidate, prepared = prepareOutcome(candidate.outcome)): Tested | TooFew {
  const { outcome, factor, lag } = candidate;
  const factorByDay = readSeries(factor.series);
  checkBinary(factor, factorByDay);
  const factorValues: number[] = [];
  const residuals: number[] = [];
  const outcomeValues: number[] = [];
  for (const [day, value] of factorByDay) {
    const outcomeDay = addDays(day, lag);
    const residual = prepared.residuals.get(outcomeDay);
    if (residual === undefined) continue;
    factorValues.push(value);
    residuals.push(residual);
    outcomeValues.push(prepared.values.get(outcomeDay) as number);
  }
  const notYet = tooFew(candidate, factorValues);
  if (notYet) return notYet;
  const rho = spearman(factorValues, residuals);
  const days = factorValues.length;
  const tested: Tested = { outcome: outcome.name, factor: factor.name, lag, status: 'tested', days, rho, p: spearmanPValue(rho, days) };
  if (factor.kind === 'binary') tested.comparison = compare(factorValues, residuals, outcomeValues);
  return tested;
}
