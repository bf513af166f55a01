// n-of-1 experiments' routes (the experiments group, /api/experiments/, docs/EXPERIMENTS.md "Routes"): a plan (what is
// tried, what it should change, the design, when), its stored summary, today's condition, the answer and the power
// estimate. The limits of a plan are the engine's (functions/domain/experiments/plan-rules.ts, shared/experiments.ts):
// here only the shapes, so each limit is said in one place.
import * as z from 'zod';
import { DESIGNS, INTERVENTION_KINDS, OUTCOME_KINDS } from '../experiments';
import { NUTRIENT_SERIES } from '../insight-series';
import { CLOCK_PATTERN } from '../measures';
import { ZONE_NAME } from './formats';

const text = (field: string, max: number, hint: string) =>
  z.string(`${field}: ${hint}`).trim().min(1, `${field}: ${hint}`).max(max, `${field}: at most ${max} characters.`);
const days = (field: string) => z.number(`${field}: give a whole number of days.`).int(`${field}: give a whole number of days.`);

export const interventionSchema = z.object({
  kind: z.enum(INTERVENTION_KINDS, `Kind: use ${INTERVENTION_KINDS.join(', ')}.`),
  what: text('What', 80, 'say what you take, avoid or do, such as "magnesium 400 mg".'),
});

export const outcomeSchema = z
  .object({
    kind: z.enum(OUTCOME_KINDS, `Outcome: use ${OUTCOME_KINDS.join(', ')}.`),
    /** symptom_days: which symptom (a subject of the person's symptom entries, such as "headache"). */
    symptom: text('Symptom', 60, 'name the symptom, such as "headache".').optional(),
    /** nutrient: which daily total (the insights' nutrient series), and which way is better. */
    nutrient: z.enum(NUTRIENT_SERIES, `Nutrient: use ${NUTRIENT_SERIES.join(', ')}.`).optional(),
    better: z.enum(['higher', 'lower'], 'Better: use higher or lower.').optional(),
  })
  .superRefine((outcome, context) => {
    if (outcome.kind === 'symptom_days' && !outcome.symptom)
      context.addIssue({ code: 'custom', path: ['symptom'], message: 'Symptom: name the symptom, such as "headache".' });
    if (outcome.kind === 'nutrient' && !outcome.nutrient)
      context.addIssue({ code: 'custom', path: ['nutrient'], message: `Nutrient: use ${NUTRIENT_SERIES.join(', ')}.` });
    if (outcome.kind === 'nutrient' && !outcome.better)
      context.addIssue({ code: 'custom', path: ['better'], message: 'Better: say whether more (higher) or less (lower) is better.' });
  });
export type OutcomeRequest = z.infer<typeof outcomeSchema>;

export const designSchema = z.discriminatedUnion(
  'type',
  [
    z.object({
      type: z.literal('blocks'),
      period_days: days('Period days'),
      pairs: z.number('Pairs: give a whole number.').int('Pairs: give a whole number.'),
      washout_days: days('Washout days').default(0),
    }),
    z.object({
      type: z.literal('baseline'),
      baseline_days: days('Baseline days'),
      intervention_days: days('Intervention days'),
      washout_days: days('Washout days').default(0),
    }),
  ],
  `Design: use ${DESIGNS.join(' or ')}.`,
);
export type DesignRequest = z.infer<typeof designSchema>;

export const timezone = z.string('Timezone: give an IANA time zone such as Europe/Berlin.').max(64, 'Timezone: too long.').meta(ZONE_NAME);

/** POST /api/experiments/ */
export const experimentCreateRequest = z.object({
  title: text('Title', 80, 'give the experiment a name, such as "Magnesium and sleep".'),
  intervention: interventionSchema,
  outcome: outcomeSchema,
  design: designSchema,
  start_date: z.string('Start date: give the first day as YYYY-MM-DD.'),
  timezone,
  /** A push each plan day at this local time in `timezone` (docs/EXPERIMENTS.md "Reminders of the day's condition"). */
  remind_at: z
    .string('Remind at: use 24-hour HH:MM, such as 08:00.')
    .regex(CLOCK_PATTERN, 'Remind at: use 24-hour HH:MM, such as 08:00.')
    .optional(),
});
export type ExperimentCreateRequest = z.infer<typeof experimentCreateRequest>;

/**
 * PUT /api/experiments/{id}/reminder/: only the day's push time may change once a plan is made (null turns it off); any other
 * field is a 400, as changing the plan would change the answer it was made to give.
 */
export const experimentRemindRequest = z.strictObject(
  {
    remind_at: z
      .string('Remind at: use 24-hour HH:MM, such as 08:00, or null for none.')
      .regex(CLOCK_PATTERN, 'Remind at: use 24-hour HH:MM, such as 08:00, or null for none.')
      .nullable(),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `Only remind_at can change once an experiment is made, not ${issue.keys.join(', ')}.`
        : undefined,
  },
);
export type ExperimentRemindRequest = z.infer<typeof experimentRemindRequest>;

export const EXPERIMENT_STATUSES = ['planned', 'running', 'finished', 'stopped'] as const;

export const experimentSchema = z.object({
  id: z.string(),
  title: z.string(),
  intervention: interventionSchema,
  outcome: z.object({
    kind: z.enum(OUTCOME_KINDS),
    symptom: z.string().optional(),
    nutrient: z.enum(NUTRIENT_SERIES).optional(),
    better: z.enum(['higher', 'lower']).optional(),
  }),
  /** The insights' daily series the outcome reads (docs/INSIGHTS.md "Daily values"). */
  series: z.string(),
  design: designSchema,
  start_date: z.string(),
  end_date: z.string(),
  plan_days: z.number().int(),
  timezone: z.string(),
  /** The local time of the day's push; absent when none is sent. */
  remind_at: z.string().optional(),
  status: z.enum(EXPERIMENT_STATUSES),
  created_at: z.string(),
  stopped_at: z.string().nullable(),
});
export type Experiment = z.infer<typeof experimentSchema>;

export const experimentsResponse = z.object({ experiments: z.array(experimentSchema) });

export const conditionSchema = z.enum(['A', 'B']);

/** GET /api/experiments/{id}/: the experiment with its periods (the schedule drawn from its stored seed). */
export const experimentDetailResponse = experimentSchema.extend({
  schedule: z.object({
    periods: z.array(
      z.object({ condition: conditionSchema, first_date: z.string(), last_date: z.string(), washout_days: z.number().int() }),
    ),
    days: z.object({ A: z.number().int(), B: z.number().int() }),
    condition_labels: z.object({ A: z.string(), B: z.string() }),
  }),
});
