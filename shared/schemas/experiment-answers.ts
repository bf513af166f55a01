// The answers of n-of-1 experiments' routes beyond the plan itself (docs/EXPERIMENTS.md "Routes"): today's condition,
// the answer of an experiment with its days for a chart, and the power estimate of a plan not yet started.
import * as z from 'zod';
import { conditionSchema, designSchema, outcomeSchema, timezone } from './experiments';

/** GET /api/experiments/today/ */
export const experimentsTodayResponse = z.object({
  today: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      date: z.string(),
      day: z.number().int(),
      plan_days: z.number().int(),
      condition: conditionSchema,
      label: z.string(),
      washout: z.boolean(),
      text: z.string(),
      /** Today so far, from today's entries: an A day of "take" with nothing logged yet is "not-yet" (not over). */
      adherence: z.enum(['followed', 'against', 'not-yet']),
      /** "Magnesium 400 mg logged today: this day goes against the plan" when it did; else null. */
      adherence_text: z.string().nullable(),
    }),
  ),
});

/** GET /api/experiments/{id}/result/ */
export const experimentResultResponse = z.object({
  id: z.string(),
  label: z.enum(['final', 'interim', 'stopped']),
  verdict: z.enum(['helps', 'hurts', 'unclear', 'not-enough']),
  method: z.string(),
  effect: z.number().nullable(),
  interval: z.object({ low: z.number(), high: z.number(), level: z.number() }).nullable(),
  probability_helps: z.number().nullable(),
  p_value: z.number().nullable(),
  days_so_far: z.number().int(),
  plan_days: z.number().int(),
  pairs: z.object({ used: z.number().int(), needed: z.number().int(), dropped: z.number().int() }),
  days_logged: z.object({ A: z.number().int(), B: z.number().int() }),
  adherence: z.object({ days: z.number().int(), followed: z.number().int(), against: z.number().int(), unknown: z.number().int() }),
  sentence: z.string(),
  days: z.array(
    z.object({
      date: z.string(),
      day: z.number().int(),
      condition: conditionSchema,
      washout: z.boolean(),
      value: z.number().nullable(),
      intervention_logged: z.boolean().nullable(),
    }),
  ),
});
export type ExperimentResultResponse = z.infer<typeof experimentResultResponse>;

/** POST /api/experiments/power/: a plan not yet started and the change that matters, in the outcome's units. */
export const experimentPowerRequest = z.object({
  outcome: outcomeSchema,
  design: designSchema,
  effect: z.number('Effect: give the change that matters, in the outcome’s units (minutes of sleep, points).'),
  timezone,
});

export const experimentPowerResponse = z.object({
  status: z.enum(['estimate', 'too-little-history', 'cannot-answer']),
  power: z.number().nullable(),
  enough: z.boolean().nullable(),
  plan_days: z.number().int(),
  days_needed: z.number().int().nullable(),
  history: z.object({
    days: z.number().int(),
    logged: z.number().int(),
    sd: z.number(),
    autocorrelation: z.number(),
    suggested_period_days: z.number().int(),
  }),
  sentence: z.string(),
});

/**
 * An experiment as the weekly report, the doctor summary and the chat carry it (docs/EXPERIMENTS.md "Where the answer
 * goes"): a running one's day and condition, a finished or stopped one's answer sentence; never an interim answer.
 */
export const experimentNoteSchema = z.object({
  id: z.string(),
  title: z.string(),
  status: z.enum(['planned', 'running', 'finished', 'stopped']),
  start_date: z.string(),
  end_date: z.string(),
  /** Running: "Experiment day 9 of 42: B — no magnesium 400 mg" on its date of `now` in its zone; else null. */
  today: z.string().nullable(),
  /** Finished or stopped: the answer's sentence (a stopped one's begins "Stopped early on day …"); else null. */
  answer: z.string().nullable(),
});
export type ExperimentNote = z.infer<typeof experimentNoteSchema>;
