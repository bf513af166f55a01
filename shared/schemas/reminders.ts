// Reminders (docs/REMINDERS.md): a log prompt ("evening check-in at 21:30, weekdays") and a medication or supplement
// schedule, both in the person's IANA zone. Server and client share them; each message names its field plainly, and
// the router turns a refusal into the 400 field map of docs/PRODUCT.md "Error shapes".
import * as z from 'zod';
import { ENTRY_COLLECTIONS } from '../entry-types';
import { CLOCK_PATTERN, DOSE_UNITS } from '../measures';
import { REMINDER_LIMITS } from '../reminder-limits';
import { isValidZone } from '../time';
import { ZONE_NAME } from './formats';

export const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export { REMINDER_LIMITS };
const L = REMINDER_LIMITS;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const realDate = (text: string) => DATE.test(text) && new Date(`${text}T00:00:00Z`).toISOString().slice(0, 10) === text;

const text = (field: string, max: number) =>
  z
    .string(`${field}: this field is required.`)
    .trim()
    .min(1, `${field}: may not be blank.`)
    .max(max, `${field}: use at most ${max} characters.`);
const whole = (field: string, { min, max }: { min: number; max: number }, unit = '') =>
  z
    .number(`${field}: enter a whole number.`)
    .int(`${field}: enter a whole number.`)
    .min(min, `${field}: use ${min} to ${max}${unit}.`)
    .max(max, `${field}: use ${min} to ${max}${unit}.`);
const clock = (field: string) =>
  z.string(`${field}: use 24-hour HH:MM, such as 21:30.`).regex(CLOCK_PATTERN, `${field}: use 24-hour HH:MM, such as 21:30.`);
const date = (field: string) =>
  z.string(`${field}: enter a date as YYYY-MM-DD.`).refine(realDate, `${field}: enter a real date as YYYY-MM-DD, such as 2026-03-01.`);

/** The fields every reminder has: when (times on days, in a zone) and how it nags (snooze, repeats). */
const whenFields = {
  times: z
    .array(clock('Times'), 'Times: give a list of 24-hour HH:MM times, such as ["21:30"].')
    .min(1, 'Times: give at least one, such as 21:30.')
    .max(L.timesPerDay, `Times: give at most ${L.timesPerDay} a day.`)
    .refine((times) => new Set(times).size === times.length, 'Times: give each time once.'),
  days: z
    .array(z.enum(WEEKDAYS, `Days: use ${WEEKDAYS.join(', ')}.`), `Days: give a list of days, such as ["mon", "fri"].`)
    .min(1, 'Days: give at least one day.')
    .refine((days) => new Set(days).size === days.length, 'Days: give each day once.')
    .default([...WEEKDAYS]),
  timezone: z
    .string('Time zone: this field is required.')
    .refine(isValidZone, 'Time zone: use an IANA name such as Europe/Paris.')
    .meta(ZONE_NAME),
  snooze_minutes: whole('Snooze', L.snoozeMinutes, ' minutes').default(L.snoozeMinutes.default),
  /** How many times an unanswered reminder is sent again, repeat_gap_minutes apart; 0 sends it once. */
  repeat_count: whole('Repeats', L.repeatCount).default(L.repeatCount.default),
  repeat_gap_minutes: whole('Repeat gap', L.repeatGapMinutes, ' minutes').default(L.repeatGapMinutes.default),
};

/** A check-in: not sent when an entry of the counted types was logged since window_start that day. */
export const logPromptSchema = z
  .object({
    kind: z.literal('log-prompt', 'Kind: use log-prompt or medication.'),
    label: text('Label', L.labelMax),
    ...whenFields,
    /** Start of the window on the prompt's day ("no nudge if logged since 18:00"); midnight when absent. */
    window_start: clock('Window start').optional(),
    /** Entry types that count as logged; any type when absent. */
    counted_types: z
      .array(z.enum(ENTRY_COLLECTIONS, `Counted types: use ${ENTRY_COLLECTIONS.join(', ')}.`))
      .min(1, 'Counted types: give at least one, or leave the field out to count any entry.')
      .optional(),
  })
  .refine((p) => !p.window_start || p.times.every((time) => p.window_start! < time), {
    path: ['window_start'],
    message: 'Window start: must be earlier than every time of the prompt.',
  });

/** A medication or supplement taken on times and days from start_date, optionally until end_date. */
export const medicationSchema = z
  .object({
    kind: z.literal('medication', 'Kind: use log-prompt or medication.'),
    name: text('Name', L.nameMax),
    dose_amount: z
      .number('Dose: enter a number, such as 400.')
      .gt(0, 'Dose: must be more than 0.')
      .max(1_000_000, 'Dose: must be at most 1000000.'),
    dose_unit: z.enum(DOSE_UNITS, `Dose unit: use ${DOSE_UNITS.join(', ')}.`),
    ...whenFields,
    start_date: date('Start date'),
    end_date: date('End date').optional(),
    /** Units on hand (tablets, ml...); taken doses use doses_per_intake each. */
    stock_count: z
      .number('Stock: enter a number.')
      .min(0, 'Stock: may not be negative.')
      .max(L.stockMax, `Stock: must be at most ${L.stockMax}.`)
      .optional(),
    doses_per_intake: z
      .number('Doses per intake: enter a number.')
      .gt(0, 'Doses per intake: must be more than 0.')
      .max(L.dosesPerIntakeMax, `Doses per intake: must be at most ${L.dosesPerIntakeMax}.`)
      .default(1),
    refill_warning_days: whole('Refill warning', L.refillWarningDays, ' days').default(L.refillWarningDays.default),
  })
  .refine((m) => !m.end_date || m.end_date >= m.start_date, {
    path: ['end_date'],
    message: 'End date: must be on or after the start date.',
  });

export const reminderSchema = z.discriminatedUnion('kind', [logPromptSchema, medicationSchema], 'Kind: use log-prompt or medication.');

export type LogPromptRequest = z.input<typeof logPromptSchema>;
export type MedicationRequest = z.input<typeof medicationSchema>;
export type LogPrompt = z.output<typeof logPromptSchema>;
export type Medication = z.output<typeof medicationSchema>;
export type Reminder = z.output<typeof reminderSchema>;
