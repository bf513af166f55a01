// What the reminders routes answer and the answers they take (docs/REMINDERS.md "Routes"): a reminder as stored, with
// its next send and, for a medication, adherence over 7 and 30 days and the refill warning; an answer to one
// occurrence (taken, skipped, snoozed), signed in or through a notification's signed token. The request bodies of a
// reminder itself are the engine's schemas (reminders.ts), so the refusals are the same wherever a reminder is read.
import * as z from 'zod';
import { logPromptSchema, medicationSchema } from './reminders';

export const ANSWER_KINDS = ['taken', 'skipped', 'snoozed'] as const;
export type AnswerKindName = (typeof ANSWER_KINDS)[number];

const answerKind = z.enum(ANSWER_KINDS, `Answer: use ${ANSWER_KINDS.join(', ')}.`);

/** Signed in: which occurrence (`<reminder id>@<local date>T<HH:MM>`, docs/REMINDERS.md "Occurrences") and the answer. */
export const answerRequest = z.object({
  occurrence_key: z.string('Occurrence: give the occurrence key, such as 01J…@2026-03-08T08:00.').max(120, 'Occurrence: too long.'),
  answer: answerKind,
});

/** From a notification's action, with no session: the signed token names the person, the reminder and the occurrence. */
export const notificationAnswerRequest = z.object({
  token: z.string('Token: send the token the notification carried.').min(1, 'Token: send the token the notification carried.').max(2000),
  answer: answerKind,
});

const adherenceSchema = z.object({
  days: z.number(),
  scheduled: z.number(),
  taken: z.number(),
  skipped: z.number(),
  /** taken / scheduled, 0..1; null when nothing was scheduled yet. */
  rate: z.number().nullable(),
});

const refillSchema = z.object({
  /** Units used a day on average. */
  per_day: z.number(),
  /** Whole days the stock lasts from today. */
  days_left: z.number(),
  /** The local date it runs out on. */
  runs_out_on: z.string(),
  /** It runs out within the schedule's refill_warning_days. */
  warn: z.boolean(),
});

/** What every stored reminder has besides its fields. */
const storedFields = {
  id: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  /** The next instant it is sent (ISO, UTC, to the minute): its time, a repeat or a snooze; null when none is left. */
  next_send_at: z.string().nullable(),
};

export const logPromptResponse = z.object({ ...logPromptSchema.shape, ...storedFields });
export const medicationResponse = z.object({
  ...medicationSchema.shape,
  ...storedFields,
  adherence: z.object({ last_7_days: adherenceSchema, last_30_days: adherenceSchema }),
  /** When the stock runs out; null without a stock count. */
  refill: refillSchema.nullable(),
});
export const reminderResponse = z.discriminatedUnion('kind', [logPromptResponse, medicationResponse]);
export type ReminderResponse = z.infer<typeof reminderResponse>;

/** An occurrence's answer as recorded: the first taken or skipped stands; a snooze is kept until one comes. */
export const recordedAnswerSchema = z.object({
  occurrence_key: z.string(),
  answer: answerKind,
  answered_at: z.string(),
  /** The supplement entry a taken dose recorded; null otherwise. */
  entry_id: z.string().nullable(),
});
export type RecordedAnswer = z.infer<typeof recordedAnswerSchema>;

export const answerResponse = recordedAnswerSchema.extend({ reminder: reminderResponse });

/** What is left today (docs/REMINDERS.md "Today"): done (taken or logged), skipped, open (its time passed), later. */
export const TODAY_STATES = ['done', 'skipped', 'open', 'later'] as const;
export const todayOccurrenceSchema = z.object({
  reminder_id: z.string(),
  kind: z.enum(['log-prompt', 'medication']),
  /** "Magnesium 400 mg", or the prompt's label. */
  title: z.string(),
  /** What an answer names (POST /api/reminders/{id}/answers/). */
  occurrence_key: z.string(),
  /** The reminder's local date and wall time, in its own zone. */
  local_date: z.string(),
  time: z.string(),
  /** The instant it falls (ISO, UTC). */
  at: z.string(),
  state: z.enum(TODAY_STATES),
});
/** Every reminder's occurrences today in its zone, in time order. */
export const todayResponse = z.object({ occurrences: z.array(todayOccurrenceSchema) });
export type TodayResponse = z.infer<typeof todayResponse>;
