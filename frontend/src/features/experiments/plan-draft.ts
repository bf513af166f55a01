// The planner's draft and the requests it makes (docs/EXPERIMENTS.md "Design", "Routes"): the plan's length is asked
// in weeks and turned into pairs of periods (randomised blocks) or two halves (baseline then intervention); the change
// that matters into the outcome's units, signed the way that helps; and a 400's fields onto the planner's fields.
import {
  BLOCK_DAYS_DEFAULT,
  OUTCOME_BETTER,
  PAIRS_MAX,
  PAIRS_MIN,
  PERIOD_DAYS_MAX,
  PERIOD_DAYS_MIN,
  planOfFinding,
  type Design,
  type FindingQuery,
  type InterventionKind,
  type OutcomeKind,
} from '@shared/experiments';
import { ENTRY_COLLECTIONS } from '@shared/entry-types';
import type { NutrientSeriesName } from '@shared/insight-series';
import type { PlanBody, PowerBody } from './api/experiments-api';
import { effectScale, suggestedTitle } from './experiment-words';

type OutcomeRequest = PlanBody['outcome'];
type DesignRequest = PlanBody['design'];

export interface Draft {
  title: string;
  /** The person wrote the title: it no longer follows what and the outcome. */
  ownTitle: boolean;
  kind: InterventionKind;
  what: string;
  outcome: OutcomeKind;
  symptom: string;
  nutrient: NutrientSeriesName;
  better: 'higher' | 'lower';
  design: Design;
  periodDays: number;
  weeks: number;
  washoutDays: number;
  startDate: string;
  /** 'HH:MM' of the day's push, or '' for none (docs/EXPERIMENTS.md "Reminders of the day's condition"). */
  remindAt: string;
  /** The change that matters, as typed, in the planner's unit (effectScale). */
  effect: string;
}

export const WEEKS_DEFAULT = 6;

/** The plan a finding suggests, when the query is one ("Test this": shared/experiments.ts FindingQuery). */
function prefillOf(query: URLSearchParams) {
  const read = (name: keyof FindingQuery) => query.get(name) ?? '';
  // The finding's type of entry, when it is one (an activity is done rather than taken).
  const from = (ENTRY_COLLECTIONS as readonly string[]).includes(read('from')) ? read('from') : '';
  const finding: FindingQuery = { factor: read('factor').slice(0, 80), finding: read('finding').slice(0, 60), rho: read('rho'), from };
  return finding.factor && finding.finding ? planOfFinding(finding) : undefined;
}

/** A new draft, prefilled from a finding when the planner was opened with one. */
export function initialDraft(query: URLSearchParams, today: string): Draft {
  const plan = prefillOf(query);
  const draft: Draft = {
    title: '',
    ownTitle: false,
    kind: plan?.kind ?? 'take',
    what: plan?.what ?? '',
    outcome: plan?.outcome ?? 'sleep_minutes',
    symptom: plan?.symptom ?? '',
    nutrient: 'caffeine_mg',
    better: 'lower',
    design: 'blocks',
    periodDays: BLOCK_DAYS_DEFAULT,
    weeks: WEEKS_DEFAULT,
    washoutDays: 0,
    startDate: today,
    remindAt: '',
    effect: '',
  };
  return withTitle({ ...draft, effect: String(effectScale(outcomeOf(draft)).initial) });
}

/** The title follows what and the outcome until the person writes their own. */
export const withTitle = (draft: Draft): Draft =>
  draft.ownTitle ? draft : { ...draft, title: suggestedTitle(draft.what, outcomeOf(draft)) };

export function outcomeOf(draft: Draft): OutcomeRequest {
  if (draft.outcome === 'symptom_days') return { kind: draft.outcome, symptom: draft.symptom.trim() };
  if (draft.outcome === 'nutrient') return { kind: draft.outcome, nutrient: draft.nutrient, better: draft.better };
  return { kind: draft.outcome };
}

/** Pairs of periods (randomised blocks) in about that many weeks. */
export const pairsOf = (draft: Pick<Draft, 'weeks' | 'periodDays'>) =>
  Math.min(PAIRS_MAX, Math.max(PAIRS_MIN, Math.round((draft.weeks * 7) / (2 * draft.periodDays))));

/** Each half of a baseline-then-intervention plan of about that many weeks. */
export const halfOf = (draft: Pick<Draft, 'weeks'>) =>
  Math.min(PERIOD_DAYS_MAX, Math.max(PERIOD_DAYS_MIN, Math.round((draft.weeks * 7) / 2)));

export function designOf(draft: Draft): DesignRequest {
  return draft.design === 'blocks'
    ? { type: 'blocks', period_days: draft.periodDays, pairs: pairsOf(draft), washout_days: draft.washoutDays }
    : { type: 'baseline', baseline_days: halfOf(draft), intervention_days: halfOf(draft), washout_days: draft.washoutDays };
}

/** The plan's days: what the plan's length comes to once cut into its periods. */
export const planDaysOf = (draft: Draft) => (draft.design === 'blocks' ? pairsOf(draft) * 2 * draft.periodDays : halfOf(draft) * 2);

export function planBody(draft: Draft, timezone: string): PlanBody {
  return {
    title: draft.title.trim(),
    intervention: { kind: draft.kind, what: draft.what.trim() },
    outcome: outcomeOf(draft),
    design: designOf(draft),
    start_date: draft.startDate,
    timezone,
    ...(draft.remindAt ? { remind_at: draft.remindAt } : {}),
  };
}

/**
 * The power request, or null while the plan cannot be estimated (no symptom named, no change given). The change is
 * signed the way that helps (less stress, more sleep): the estimate is the chance the answer says "helps".
 */
export function powerBody(draft: Draft, timezone: string): PowerBody | null {
  const outcome = outcomeOf(draft);
  const typed = Number(draft.effect.replace(',', '.'));
  if (outcome.kind === 'symptom_days' && !outcome.symptom) return null;
  if (!draft.effect.trim() || !Number.isFinite(typed) || typed === 0) return null;
  const better = outcome.better ?? OUTCOME_BETTER[outcome.kind] ?? 'higher';
  const size = Math.abs(typed) * effectScale(outcome).toOutcome;
  return { outcome, design: designOf(draft), effect: better === 'lower' ? -size : size, timezone };
}

/** The planner's fields a 400 can name (the request's names: `design.period_days`). */
export type FieldName =
  | 'title'
  | 'kind'
  | 'what'
  | 'outcome'
  | 'symptom'
  | 'nutrient'
  | 'better'
  | 'design'
  | 'period'
  | 'weeks'
  | 'washout'
  | 'start'
  | 'remind';

const FIELDS: Record<string, FieldName> = {
  title: 'title',
  'intervention.kind': 'kind',
  'intervention.what': 'what',
  'outcome.kind': 'outcome',
  'outcome.symptom': 'symptom',
  'outcome.nutrient': 'nutrient',
  'outcome.better': 'better',
  'design.type': 'design',
  'design.period_days': 'period',
  'design.pairs': 'weeks',
  'design.baseline_days': 'weeks',
  'design.intervention_days': 'weeks',
  'design.washout_days': 'washout',
  start_date: 'start',
  remind_at: 'remind',
};

/** A 400's body as messages on the planner's fields, and what names none of them (said above Start). */
export function fieldErrorsOf(body: unknown): { fields: Partial<Record<FieldName, string>>; other: string[] } {
  const fields: Partial<Record<FieldName, string>> = {};
  const other: string[] = [];
  if (typeof body !== 'object' || body === null) return { fields, other };
  for (const [name, value] of Object.entries(body)) {
    const message = Array.isArray(value) ? value.find((m) => typeof m === 'string') : typeof value === 'string' ? value : undefined;
    if (!message) continue;
    const field = FIELDS[name];
    if (field && !fields[field]) fields[field] = message;
    else if (!field) other.push(message);
  }
  return { fields, other };
}
