// n-of-1 experiments (docs/EXPERIMENTS.md): the designs, the outcome and intervention kinds and the limits of a plan,
// shared by the engine (functions/domain/experiments/) and the web app's planner; and the plan a finding suggests. No zod.

/** Randomised blocks (the default) or a baseline period then the intervention (the weaker design: trends confound it). */
export const DESIGNS = ['blocks', 'baseline'] as const;
export type Design = (typeof DESIGNS)[number];

/** A: the intervention; B: the control (no intervention). */
export type Condition = 'A' | 'B';

/** What the person does on A days: take something, avoid something, do something, or keep a rule (a bedtime). */
export const INTERVENTION_KINDS = ['take', 'avoid', 'do', 'rule'] as const;
export type InterventionKind = (typeof INTERVENTION_KINDS)[number];

/**
 * The outcomes an experiment can measure, each a daily value the person already logs (docs/INSIGHTS.md "Daily
 * values"): sleep in minutes a night, scores on their scale, a symptom's days (1 a day with it, 0 without) or its
 * severity, a nutrient's daily total.
 */
export const OUTCOME_KINDS = [
  'sleep_minutes',
  'sleep_quality',
  'mood',
  'stress',
  'energy',
  'symptom_days',
  'symptom_severity',
  'nutrient',
] as const;
export type OutcomeKind = (typeof OUTCOME_KINDS)[number];

/** Which way is better: more sleep helps; less stress or fewer symptom days helps. */
export type Better = 'higher' | 'lower';

export const OUTCOME_BETTER: Record<OutcomeKind, Better | undefined> = {
  sleep_minutes: 'higher',
  sleep_quality: 'higher',
  mood: 'higher',
  stress: 'lower',
  energy: 'higher',
  symptom_days: 'lower',
  symptom_severity: 'lower',
  // A nutrient's direction is the plan's (a goal to reach or a limit to stay under).
  nutrient: undefined,
};

/** The scale of a score outcome, for the sentence ("+0.8 points of mood on the 1–10 scale"). */
export const OUTCOME_SCALES: Partial<Record<OutcomeKind, string>> = {
  sleep_quality: '1–5',
  mood: '1–10',
  stress: '1–10',
  energy: '1–10',
  symptom_severity: '0–4',
};

/** A block (period) of a randomised-blocks plan lasts 3 to 7 days. */
export const BLOCK_DAYS_MIN = 3;
export const BLOCK_DAYS_MAX = 7;
/** The block length when the outcome's autocorrelation is not known yet (a week also evens out the weekdays). */
export const BLOCK_DAYS_DEFAULT = 7;
/** Washout days at each change of condition: not analysed; at most this many, and fewer than a block's days. */
export const WASHOUT_DAYS_MAX = 3;
/** A plan of randomised blocks has 2 to 26 pairs of blocks (AB or BA); a plan lasts at most a year. */
export const PAIRS_MIN = 2;
export const PAIRS_MAX = 26;
export const PLAN_DAYS_MAX = 365;
/** A baseline-then-intervention plan: each of its two periods lasts 7 to 182 days. */
export const PERIOD_DAYS_MIN = 7;
export const PERIOD_DAYS_MAX = 182;

/** An answer needs at least this many analysable pairs (or blocks of each condition in the baseline design). */
export const MIN_PAIRS_FOR_ANSWER = 3;
/** A power estimate needs at least this many days of the outcome logged in the history read (the last 90 days). */
export const MIN_HISTORY_DAYS = 21;
export const HISTORY_DAYS = 90;
/** Simulations a power estimate runs (power.ts): enough for ±2 points on a probability near 80 %. */
export const POWER_SIMULATIONS = 400;
/** The share of plans an estimate must detect to call the length enough (the usual 80 %). */
export const POWER_ENOUGH = 0.8;
/** The interval's level; an effect is declared when the interval leaves out no change. */
export const INTERVAL_LEVEL = 0.95;

/** A finding's outcome, as "What affects you" names it, and the experiment outcome that measures it. */
const FINDING_OUTCOMES: Record<string, OutcomeKind> = {
  sleep: 'sleep_minutes',
  'sleep quality': 'sleep_quality',
  mood: 'mood',
  stress: 'stress',
  energy: 'energy',
  'symptom severity': 'symptom_severity',
};

/**
 * "Test this" on a finding of "What affects you": the planner's query (/experiments/new?factor=&finding=&rho=&from=),
 * the finding's own words. Analytics writes it and the planner reads it; only the type is shared (a module both
 * imported would be a chunk of its own that the first load names).
 */
export interface FindingQuery {
  /** The factor, a subject logged on some days ("magnesium", "alcohol"). */
  factor: string;
  /** The finding's outcome as it names it: "sleep", "mood", … or a symptom's name. */
  finding: string;
  /** "1" when more of the factor went with more of the outcome, "-1" with less. */
  rho: string;
  /** The type of entry the factor is logged as ('supplements', 'physical-activities'), or empty. */
  from: string;
}

/**
 * The plan a finding suggests: the factor as the intervention, the finding's outcome as the outcome (any other
 * outcome is a symptom's name: its days). A factor that went with a worse outcome is tried by avoiding it; an
 * activity is done, anything else taken.
 */
export function planOfFinding(query: FindingQuery): { what: string; kind: InterventionKind; outcome: OutcomeKind; symptom?: string } {
  const outcome = FINDING_OUTCOMES[query.finding] ?? 'symptom_days';
  const better = OUTCOME_BETTER[outcome] ?? 'higher';
  const rho = Number(query.rho);
  const worse = better === 'higher' ? rho < 0 : rho > 0;
  const kind: InterventionKind = worse ? 'avoid' : query.from === 'physical-activities' ? 'do' : 'take';
  return { what: query.factor, kind, outcome, ...(outcome === 'symptom_days' ? { symptom: query.finding } : {}) };
}
