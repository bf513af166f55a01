// The planner's and the pages' words (docs/EXPERIMENTS.md): what each intervention kind and outcome is called, the
// change that matters by default and its unit.
import { outcomeWords } from '@shared/experiment-amounts';
import type { InterventionKind, OutcomeKind } from '@shared/experiments';
import type { NutrientSeriesName } from '@shared/insight-series';
import { HEADLINE_NUTRIENTS, NUTRIENTS } from '@shared/nutrition';
import type { PlanBody } from './api/experiments-api';

type OutcomeRequest = PlanBody['outcome'];

export const INTERVENTION_LABELS: Record<InterventionKind, string> = {
  take: 'Take something',
  avoid: 'Avoid something',
  do: 'Do something',
  rule: 'Keep a rule',
};

export const WHAT_HINTS: Record<InterventionKind, string> = {
  take: 'As you log it, such as “magnesium 400 mg”: a day counts as taken when an entry names it.',
  avoid: 'As you log it, such as “coffee”: a day counts as not avoided when an entry names it.',
  do: 'As you log it, such as “walk”: a day counts as done when an entry names it.',
  rule: 'Such as “lights out by 23:00”.',
};

export const OUTCOME_LABELS: Record<OutcomeKind, string> = {
  sleep_minutes: 'Sleep (minutes a night)',
  sleep_quality: 'Sleep quality (1–5)',
  mood: 'Mood (1–10)',
  stress: 'Stress (1–10)',
  energy: 'Energy (1–10)',
  symptom_days: 'Days with a symptom',
  symptom_severity: 'Symptom severity (0–4)',
  nutrient: 'A nutrient’s daily total',
};

/** The insights' daily series that shows the person logs an outcome (symptom days: any symptom, by name). */
export const OUTCOME_SERIES: Partial<
  Record<OutcomeKind, 'sleep_hours' | 'sleep_quality' | 'mood' | 'stress' | 'energy' | 'symptom_severity'>
> = {
  sleep_minutes: 'sleep_hours',
  sleep_quality: 'sleep_quality',
  mood: 'mood',
  stress: 'stress',
  energy: 'energy',
  symptom_severity: 'symptom_severity',
};

/**
 * The nutrients an experiment can read (the insights' NUTRIENT_SERIES), written out rather than imported: that module
 * would become a chunk of its own that the first load names. tsc checks the two lists are the same.
 */
const NUTRIENT_CHOICES = [
  ...HEADLINE_NUTRIENTS,
  'fiber_g',
  'sugars_g',
  'sodium_mg',
  'caffeine_mg',
  'alcohol_g',
] as const satisfies readonly NutrientSeriesName[];
type Unlisted = Exclude<NutrientSeriesName, (typeof NUTRIENT_CHOICES)[number]>;
const allListed: [Unlisted] extends [never] ? true : Unlisted = true;
void allListed;

/** As the nutrients table names them: "Caffeine (mg)". */
export const NUTRIENT_OPTIONS = NUTRIENT_CHOICES.map((name) => [name, `${NUTRIENTS[name].label} (${NUTRIENTS[name].unit})`] as const);

/** The change that matters, as the planner asks it: its unit, a default and the factor to the outcome's own units. */
export function effectScale(outcome: OutcomeRequest): { unit: string; initial: number; step: number; toOutcome: number } {
  switch (outcome.kind) {
    case 'sleep_minutes':
      return { unit: 'min a night', initial: 20, step: 5, toOutcome: 1 };
    case 'symptom_days':
      // The daily value is 1 on a day with the symptom: a share of days, asked as days a week.
      return { unit: 'days a week', initial: 1, step: 0.5, toOutcome: 1 / 7 };
    case 'nutrient': {
      const unit = outcomeWords(outcome).unit ?? '';
      return { unit: `${unit} a day`.trim(), initial: unit === 'mg' ? 100 : unit === 'kcal' ? 200 : 10, step: 1, toOutcome: 1 };
    }
    case 'sleep_quality':
    case 'symptom_severity':
      return { unit: 'points', initial: 0.5, step: 0.1, toOutcome: 1 };
    default:
      return { unit: 'points', initial: 1, step: 0.1, toOutcome: 1 };
  }
}

/** A title from the plan ("Magnesium 400 mg and sleep") until the person writes their own. */
export function suggestedTitle(what: string, outcome: OutcomeRequest): string {
  const thing = what.trim();
  if (!thing) return '';
  const words = outcomeWords(outcome).label;
  return `${thing.charAt(0).toUpperCase()}${thing.slice(1)} and ${words}`.slice(0, 80);
}
