// A stored experiment as the engine reads it (docs/EXPERIMENTS.md "Routes"): its plan and schedule (from the stored
// seed), its status on a day of its zone, the outcome's words for the sentence, the daily series it reads, and what
// each condition is called ("B — no magnesium 400 mg"). The plan's problems keep the engine's rules (plan-rules.ts)
// under the request's field names.
import type { Condition } from '../../../shared/experiments';
import type { Experiment, ExperimentCreateRequest, OutcomeRequest } from '../../../shared/schemas/experiments';
import type { StoredExperiment } from '../../data/experiments';
// From the engine's modules, not its index: the backup (functions/export) reads this file and needs no statistics.
import { allocate, planDays, type Plan, type Schedule } from '../experiments/allocation';
import { planProblems } from '../experiments/plan-rules';
import { addDays } from '../insights/stats/days';
import { toZonedIso } from '../../../shared/time';

type PlanSource = Pick<ExperimentCreateRequest, 'design' | 'start_date'>;

export function planOf({ design, start_date }: PlanSource): Plan {
  return design.type === 'blocks'
    ? { design: 'blocks', start: start_date, blockDays: design.period_days, pairs: design.pairs, washoutDays: design.washout_days }
    : {
        design: 'baseline',
        start: start_date,
        baselineDays: design.baseline_days,
        interventionDays: design.intervention_days,
        washoutDays: design.washout_days,
      };
}

/** The engine's names of a plan's fields, as the request names them. */
const FIELD_NAMES: Record<string, string> = {
  start: 'start_date',
  blockDays: 'design.period_days',
  pairs: 'design.pairs',
  washoutDays: 'design.washout_days',
  baselineDays: 'design.baseline_days',
  interventionDays: 'design.intervention_days',
};

/** The plan's problems as the 400 field map (docs/PRODUCT.md "Error shapes"); empty when it can be allocated. */
export function requestProblems(source: PlanSource): Record<string, string[]> {
  const problems = planProblems(planOf(source));
  return Object.fromEntries(Object.entries(problems).map(([field, message]) => [FIELD_NAMES[field] ?? field, [message]]));
}

export const scheduleOf = (experiment: StoredExperiment): Schedule => allocate(planOf(experiment), experiment.seed);

/** "magnesium 400 mg" → "Magnesium 400 mg", a sentence's first word. */
export const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The experiment's calendar day of an instant, in its own zone. */
export const localDate = (experiment: Pick<StoredExperiment, 'timezone'>, now: number): string =>
  toZonedIso(now, experiment.timezone).slice(0, 10);

export function endDate(experiment: StoredExperiment): string {
  return addDays(experiment.start_date, planDays(planOf(experiment)) - 1);
}

export function statusOf(experiment: StoredExperiment, now: number): Experiment['status'] {
  if (experiment.stopped_at) return 'stopped';
  const today = localDate(experiment, now);
  if (today < experiment.start_date) return 'planned';
  return today > endDate(experiment) ? 'finished' : 'running';
}

/** Two experiments on the same outcome would read the same days: one at a time. */
export function outcomeKey(outcome: OutcomeRequest): string {
  if (outcome.kind === 'symptom_days') return `symptom_days:${(outcome.symptom ?? '').toLowerCase()}`;
  if (outcome.kind === 'nutrient') return `nutrient:${outcome.nutrient}`;
  return outcome.kind;
}

/** The insights' daily series the outcome reads (docs/INSIGHTS.md "Daily values"). */
export function seriesOf(outcome: OutcomeRequest): string {
  switch (outcome.kind) {
    case 'sleep_minutes':
      return 'sleep_hours';
    case 'symptom_days':
      return `symptoms.${(outcome.symptom ?? '').toLowerCase()}`;
    case 'nutrient':
      return `intake.${outcome.nutrient}`;
    default:
      return outcome.kind;
  }
}

export { outcomeWords } from '../../../shared/experiment-amounts';

/** What a condition means for this intervention: A is the plan's thing, B its absence ("no magnesium 400 mg"). */
export function conditionLabel(intervention: StoredExperiment['intervention'], condition: Condition): string {
  const { kind, what } = intervention;
  if (kind === 'avoid') return condition === 'A' ? `no ${what}` : `${what} as usual`;
  if (kind === 'rule') return condition === 'A' ? what : 'as usual';
  return condition === 'A' ? what : `no ${what}`;
}

/** The experiment as the routes answer it. */
export function present(experiment: StoredExperiment, now = Date.now()): Experiment {
  const { seed: _seed, next_send_at: _next, ...shown } = experiment;
  return {
    ...shown,
    series: seriesOf(experiment.outcome),
    end_date: endDate(experiment),
    plan_days: planDays(planOf(experiment)),
    status: statusOf(experiment, now),
  };
}
