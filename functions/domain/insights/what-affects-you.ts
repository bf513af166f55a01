// "What affects you": every outcome (sleep, mood, stress, energy, symptoms) against every factor (each subject
// logged on enough days, activity minutes, sleep the night before, caffeine after 14:00, sugars and alcohol from the
// food and drink entries' numbers), same day and next day, through the statistics
// module (docs/INSIGHTS.md); each finding as one plain sentence with its strength and the days behind it.
import {
  addDays,
  everyPair,
  findFindings,
  prepareOutcome,
  readSeries,
  toSeries,
  type Candidate,
  type Factor,
  type Finding,
  type Outcome,
  type PreparedOutcome,
} from './stats';
import { hoursText } from '../../../shared/insight-series';
import type { EntryCollection } from '../../../shared/entry-types';
import { AFTERNOON_HOUR } from './daily-intake';
import type { DailyValues, SeriesName } from './daily-values';

/** Outcomes looked at, in the words a sentence uses. */
const OUTCOMES: Partial<Record<SeriesName, string>> = {
  sleep_hours: 'sleep',
  sleep_quality: 'sleep quality',
  mood: 'mood',
  stress: 'stress',
  energy: 'energy',
  symptom_severity: 'symptom severity',
};
/** A subject logged on fewer days than this is not tried as a factor (it could not reach the minimum anyway). */
const MIN_SUBJECT_DAYS = 5;
/** At most this many hints of what needs more days. */
const HINTS = 5;

export interface FindingView {
  sentence: string;
  outcome: string;
  factor: string;
  lag: 0 | 1;
  strength: 'weak' | 'moderate' | 'strong';
  rho: number;
  q: number;
  days: number;
  days_with: number | null;
  days_without: number | null;
  /** With the factor minus without, in the outcome's unit (hours for sleep); null for a numeric factor. */
  difference: number | null;
  /**
   * The days with the factor that were compared (a subject's days, or the days a number was logged, each with the
   * outcome to compare on that day or the next): as many as days_with, or as days for a number. Linked to their entries.
   */
  factor_days: string[];
  /** The type of entry the factor's entries are (null when unknown): the link's tab. */
  factor_collection: EntryCollection | null;
}

export interface WhatAffectsYou {
  findings: FindingView[];
  /** How many pairs were tested together (the correction's m). */
  tested: number;
  /** What would need more days before it can be tested. */
  needs_more_days: string[];
}

const strengthOf = (rho: number): FindingView['strength'] => (Math.abs(rho) >= 0.5 ? 'strong' : Math.abs(rho) >= 0.3 ? 'moderate' : 'weak');

const round1 = (n: number) => Math.round(n * 10) / 10;

const percent = (share: number) => `${Math.round(Math.max(0, Math.min(1, share)) * 100)}%`;

/** How an outcome reads: hours (sleep), a share of days (a symptom present or not), or points on its scale. */
export type OutcomeKind = 'hours' | 'share' | 'points';

const dayCount = (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`;

/**
 * A finding in words a person reads, figures (ρ, q) left to the page's detail: "On days after alcohol, sleep was 48 min
 * shorter: 6 h 5 min vs 6 h 53 min (12 days with alcohol, 18 without; a moderate link)." or "More activity minutes
 * went with higher mood the same day (a strong link, over 23 days)." The day counts are the days compared, as factor_days lists them.
 */
export function sentenceOf(finding: Finding, outcome: string, kind: OutcomeKind): string {
  const factor = finding.factor;
  if (!finding.comparison) {
    const direction = finding.rho > 0 ? 'higher' : 'lower';
    const when = finding.lag === 0 ? 'the same day' : 'the next day';
    return `More ${factor} went with ${direction} ${outcome} ${when} (a ${strengthOf(finding.rho)} link, over ${dayCount(finding.days)}).`;
  }
  const { difference, meanWith, meanWithout, daysWith, daysWithout } = finding.comparison;
  const when = finding.lag === 0 ? `On days with ${factor}` : `On days after ${factor}`;
  const counts = `(${dayCount(daysWith)} with ${factor}, ${daysWithout} without; a ${strengthOf(finding.rho)} link)`;
  if (kind === 'share') {
    const change = difference < 0 ? 'less often' : 'more often';
    return `${when}, ${outcome} came ${change}: on ${percent(meanWith)} of days vs ${percent(meanWithout)} ${counts}.`;
  }
  if (kind === 'hours') {
    const change = difference < 0 ? 'shorter' : 'longer';
    return `${when}, ${outcome} was ${hoursText(difference)} ${change}: ${hoursText(meanWith)} vs ${hoursText(meanWithout)} ${counts}.`;
  }
  const change = difference < 0 ? 'lower' : 'higher';
  return `${when}, ${outcome} was ${round1(Math.abs(difference))} points ${change}: ${round1(meanWith)} vs ${round1(meanWithout)} ${counts}.`;
}

/**
 * The amounts tried as factors, each a number per day (null: not logged): activity, the night's sleep, and from the
 * food and drink entries' numbers caffeine after 14:00 (the night's sleep), sugars (the next day's energy) and
 * alcohol in grams — a day without food logged, or without that number, is missing, never 0 (daily-intake.ts).
 */
function numericFactorsOf(values: DailyValues): Record<string, { days: (number | null)[]; collection: EntryCollection }> {
  return {
    'activity minutes': { days: values.series.activity_minutes, collection: 'physical-activities' },
    'sleep the night before': { days: values.series.sleep_hours, collection: 'sleep' },
    [NUTRIENT_FACTORS.afternoonCaffeine]: { days: values.intake.afternoonCaffeine, collection: 'food-drinks' },
    [NUTRIENT_FACTORS.sugars]: { days: values.intake.series.sugars_g, collection: 'food-drinks' },
    [NUTRIENT_FACTORS.alcohol]: { days: values.intake.series.alcohol_g, collection: 'food-drinks' },
  };
}

/** The nutrient factors' names, as a finding's sentence reads them ("More caffeine after 14:00 (mg) went with …"). */
export const NUTRIENT_FACTORS = {
  afternoonCaffeine: `caffeine after ${AFTERNOON_HOUR}:00 (mg)`,
  sugars: 'sugars (g)',
  alcohol: 'alcohol (g)',
} as const;

/**
 * The outcomes each nutrient factor is tried against, named before looking at any data: caffeine late in the day and
 * the night's sleep, sugars and energy or mood, alcohol and sleep, mood or energy. Fewer pairs keep the correction
 * across all pairs from burying real findings, and the page fast.
 */
const NUTRIENT_OUTCOMES: Record<string, readonly string[]> = {
  [NUTRIENT_FACTORS.afternoonCaffeine]: [OUTCOMES.sleep_hours!, OUTCOMES.sleep_quality!],
  [NUTRIENT_FACTORS.sugars]: [OUTCOMES.energy!, OUTCOMES.mood!],
  [NUTRIENT_FACTORS.alcohol]: [OUTCOMES.sleep_hours!, OUTCOMES.sleep_quality!, OUTCOMES.mood!, OUTCOMES.energy!],
};

export function whatAffectsYou(values: DailyValues): WhatAffectsYou {
  const measured: Outcome[] = Object.entries(OUTCOMES)
    .filter(([name]) => values.series[name as SeriesName].some((v) => v !== null))
    .map(([name, words]) => ({ name: words!, series: toSeries(values.days, values.series[name as SeriesName]) }));
  // Each symptom logged on enough days is an outcome of its own: on which days it came, 1 or 0.
  const symptoms = Object.entries(values.symptoms).filter(([, days]) => days.filter((d) => d === true).length >= MIN_SUBJECT_DAYS);
  const outcomes = [...measured, ...symptoms.map(([name, days]) => ({ name, series: toSeries(values.days, days) }))];
  const symptomNames = new Set(symptoms.map(([name]) => name));
  const subjects: Factor[] = Object.entries(values.subjects)
    .filter(([, present]) => present.filter((p) => p === true).length >= MIN_SUBJECT_DAYS)
    .map(([name, present]) => ({ name, kind: 'binary', series: toSeries(values.days, present) }));
  const numericSeries = numericFactorsOf(values);
  const numeric: Factor[] = Object.entries(numericSeries).map(([name, { days }]) => ({
    name,
    kind: 'numeric',
    series: toSeries(values.days, days),
  }));
  // Sleep against sleep says nothing: the night before is a factor only of the day's other outcomes.
  // A symptom is not its own factor, nor are other symptoms (they are outcomes).
  // A medicine is taken because of a symptom: the two go together for that reason, the same day and (as symptoms
  // last) the next, so a medication or supplement is never tested against symptoms (docs/INSIGHTS.md).
  const isSymptom = (outcome: string) => symptomNames.has(outcome) || outcome === OUTCOMES.symptom_severity;
  const taken = (factor: string) => values.subjectTypes[factor] === 'supplements';
  const candidates: Candidate[] = everyPair(outcomes, [...subjects.filter((f) => !symptomNames.has(f.name)), ...numeric]).filter(
    (c) =>
      !(c.factor.name === 'sleep the night before' && (c.outcome.name.startsWith('sleep') || c.lag === 1)) &&
      !(taken(c.factor.name) && isSymptom(c.outcome.name)) &&
      (NUTRIENT_OUTCOMES[c.factor.name]?.includes(c.outcome.name) ?? true),
  );
  const report = findFindings(candidates);
  const sleepOutcome = OUTCOMES.sleep_hours;
  const prepared = new Map<string, PreparedOutcome>();
  // The days behind a finding are the days it compared: the factor present (a number: logged) and the outcome there
  // to compare, that day or the next. So the list under a finding counts what its sentence counts.
  const comparedDays = (finding: Finding): string[] => {
    const outcome = outcomes.find((o) => o.name === finding.outcome);
    const factor = [...subjects, ...numeric].find((f) => f.name === finding.factor);
    if (!outcome || !factor) return [];
    if (!prepared.has(outcome.name)) prepared.set(outcome.name, prepareOutcome(outcome));
    const { residuals } = prepared.get(outcome.name)!;
    return [...readSeries(factor.series)]
      .filter(([day, value]) => (factor.kind === 'numeric' || value === 1) && residuals.has(addDays(day, finding.lag)))
      .map(([day]) => day)
      .sort();
  };
  const findings = report.findings.map((finding): FindingView => {
    const asNumber = numericSeries[finding.factor];
    return {
      sentence: sentenceOf(
        finding,
        finding.outcome,
        finding.outcome === sleepOutcome ? 'hours' : symptomNames.has(finding.outcome) ? 'share' : 'points',
      ),
      outcome: finding.outcome,
      factor: finding.factor,
      lag: finding.lag,
      strength: strengthOf(finding.rho),
      rho: finding.rho,
      q: finding.q,
      days: finding.days,
      days_with: finding.comparison?.daysWith ?? null,
      days_without: finding.comparison?.daysWithout ?? null,
      difference: finding.comparison?.difference ?? null,
      factor_days: comparedDays(finding),
      factor_collection: asNumber?.collection ?? values.subjectTypes[finding.factor] ?? null,
    };
  });
  const needs = report.notEnoughData
    .slice()
    .sort((a, b) => b.days - a.days)
    .slice(0, HINTS)
    .map((hint) => hint.explanation);
  return { findings, tested: report.tested, needs_more_days: needs };
}
