// An experiment's outcome and its amounts as a person reads them (docs/EXPERIMENTS.md "The answer"): sleep in minutes
// ("+18 min", "+1 h 5 min"), scores in points on their scale, a symptom's days as days a week, a nutrient in its unit.
// Shared: the engine's sentences and the web app's figures (the interval, the chart's axis) say amounts the same way.
import { OUTCOME_BETTER, OUTCOME_SCALES, type Better, type OutcomeKind } from './experiments';
import { formatDuration } from './measures';
import type { OutcomeRequest } from './schemas/experiments';

export interface Outcome {
  kind: OutcomeKind;
  /** What it is called in a sentence: "sleep", "mood", "headache", "caffeine". */
  label: string;
  /** A nutrient's unit ("mg", "g", "kcal"). */
  unit?: string;
  /** Which way is better; a nutrient's comes from the plan. */
  better?: Better;
}

export function betterOf(outcome: Outcome): Better {
  return outcome.better ?? OUTCOME_BETTER[outcome.kind] ?? 'higher';
}

const MINUS = '−';

function signed(text: string, value: number, always: boolean): string {
  if (value < 0) return `${MINUS}${text}`;
  return always && value > 0 ? `+${text}` : text;
}

function number(value: number, digits: number): string {
  return Math.abs(value).toFixed(digits).replace(/\.0+$/, '');
}

/** A probability as the answer says it ("98 %"): never "100 %" nor "0 %", as the data cannot make anything certain. */
export function percent(probability: number): string {
  return `${Math.min(99, Math.max(1, Math.round(probability * 100)))} %`;
}

/** The bare amount, signed ("+18 min", "−0.8", "+120"), for intervals. */
export function amount(outcome: Outcome, value: number, sign = true): string {
  switch (outcome.kind) {
    case 'sleep_minutes':
      return signed(formatDuration(Math.abs(value)), Math.round(value), sign);
    case 'symptom_days':
      // The daily value is 1 on a day with the symptom and 0 without: a difference of shares, said per week.
      return signed(number(value * 7, 1), Math.round(value * 70) / 10, sign);
    case 'nutrient':
      return signed(number(value, Math.abs(value) >= 10 ? 0 : 1), value, sign);
    default:
      return signed(number(value, 1), Math.round(value * 10) / 10, sign);
  }
}

/** The amount with what it measures: "+18 min of sleep a night", "−0.8 points of stress (1–10 scale)". */
export function amountOf(outcome: Outcome, value: number, sign = true): string {
  const text = amount(outcome, value, sign);
  switch (outcome.kind) {
    case 'sleep_minutes':
      return `${text} of ${outcome.label} a night`;
    case 'symptom_days':
      return `${text} ${outcome.label} days a week`;
    case 'nutrient':
      return `${text} ${outcome.unit ?? ''} of ${outcome.label} a day`.replace('  ', ' ');
    default:
      return `${text} ${Math.abs(value) === 1 ? 'point' : 'points'} of ${outcome.label} (${OUTCOME_SCALES[outcome.kind]} scale)`;
  }
}

/** The unit after an interval's numbers: "min", " days a week", " points". */
export function intervalUnit(outcome: Outcome): string {
  switch (outcome.kind) {
    case 'sleep_minutes':
      return '';
    case 'symptom_days':
      return ' days a week';
    case 'nutrient':
      return outcome.unit ? ` ${outcome.unit}` : '';
    default:
      return ' points';
  }
}

const LABELS: Partial<Record<OutcomeKind, string>> = {
  sleep_minutes: 'sleep',
  sleep_quality: 'sleep quality',
  mood: 'mood',
  stress: 'stress',
  energy: 'energy',
  symptom_severity: 'symptom severity',
};

/** The outcome as the sentences name it: "sleep", "headache", "caffeine" in "mg". */
export function outcomeWords(outcome: OutcomeRequest): Outcome {
  if (outcome.kind === 'symptom_days') return { kind: outcome.kind, label: (outcome.symptom ?? 'symptom').toLowerCase() };
  if (outcome.kind === 'nutrient') {
    const name = outcome.nutrient ?? 'nutrient';
    const unit = /_(mg|g|kcal|ug|mcg)$/.exec(name)?.[1];
    return { kind: outcome.kind, label: name.replace(/_(mg|g|kcal|ug|mcg)$/, '').replace(/_/g, ' '), unit, better: outcome.better };
  }
  return { kind: outcome.kind, label: LABELS[outcome.kind] ?? outcome.kind };
}
