// The experiments' links (docs/EXPERIMENTS.md "Pages"): one experiment's page, and the planner prefilled from a finding.
// Apart from shared/app-paths.ts, which the first load carries: these go with the pages that use them (Analytics and
// the experiments' own chunk).
import { paths } from './app-paths';

/** One experiment's page (its plan, today's condition and its answer). */
export const experimentPath = (id: string) => paths.experiment.replace(':id', encodeURIComponent(id));

/**
 * The planner prefilled from a finding of "What affects you" ("Test this"): what to try, how (take, avoid, do, rule)
 * and the outcome's kind, with the symptom's name for a symptom. The planner reads the same names back.
 */
export interface PlannerPrefill {
  what?: string;
  kind?: string;
  outcome?: string;
  symptom?: string;
}
export const PLANNER_PARAMS = ['what', 'kind', 'outcome', 'symptom'] as const satisfies readonly (keyof PlannerPrefill)[];

export function plannerFor(prefill: PlannerPrefill): string {
  const query = new URLSearchParams(PLANNER_PARAMS.flatMap((name) => (prefill[name] ? [[name, prefill[name]]] : [])));
  return query.size ? `${paths.experimentNew}?${query}` : paths.experimentNew;
}
