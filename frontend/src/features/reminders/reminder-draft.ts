// The add/edit form's values and the body they send (docs/REMINDERS.md "Fields"): text as typed, turned into the
// reminder the API takes; a check-in's counted types as ticked (none: any entry counts). A new reminder's nudges (snooze, repeats, refill warning) start at the server's defaults. The server
// checks every field; its 400 field map comes back here as each field's message.
import type { EntryCollection } from '@shared/entry-types';
import { DOSE_UNITS } from '@shared/measures';
import { REMINDER_LIMITS as L } from '@shared/reminder-limits';
import type { Reminder, ReminderBody } from './api/reminders-api';
import type { Day } from './reminder-texts';

export type DoseUnit = (typeof DOSE_UNITS)[number];

export interface ReminderDraft {
  kind: 'log-prompt' | 'medication';
  label: string;
  name: string;
  dose_amount: string;
  dose_unit: DoseUnit;
  times: string;
  days: Day[];
  window_start: string;
  /** A check-in's entry types that count as logged; none: any entry. */
  counted_types: EntryCollection[];
  start_date: string;
  end_date: string;
  stock_count: string;
  doses_per_intake: string;
  snooze_minutes: string;
  repeat_count: string;
  repeat_gap_minutes: string;
  refill_warning_days: string;
}

export type DraftErrors = Partial<Record<keyof ReminderDraft | 'timezone' | 'form', string>>;

const ALL_DAYS: Day[] = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
const text = (value: number | undefined) => (value === undefined ? '' : String(value));

/** A new reminder's draft (starting today), or the draft of one being changed. */
export function draftOf(from: Reminder | ReminderDraft['kind'], today: string): ReminderDraft {
  const blank: ReminderDraft = {
    kind: typeof from === 'string' ? from : from.kind,
    label: '',
    name: '',
    dose_amount: '',
    dose_unit: 'mg',
    times: '',
    days: [...ALL_DAYS],
    window_start: '',
    counted_types: [],
    start_date: today,
    end_date: '',
    stock_count: '',
    doses_per_intake: '1',
    snooze_minutes: text(L.snoozeMinutes.default),
    repeat_count: text(L.repeatCount.default),
    repeat_gap_minutes: text(L.repeatGapMinutes.default),
    refill_warning_days: text(L.refillWarningDays.default),
  };
  if (typeof from === 'string') return blank;
  const common = {
    ...blank,
    times: [...from.times].sort().join(', '),
    days: from.days as Day[],
    snooze_minutes: text(from.snooze_minutes),
    repeat_count: text(from.repeat_count),
    repeat_gap_minutes: text(from.repeat_gap_minutes),
  };
  if (from.kind === 'log-prompt')
    return { ...common, label: from.label, window_start: from.window_start ?? '', counted_types: from.counted_types ?? [] };
  return {
    ...common,
    name: from.name,
    dose_amount: text(from.dose_amount),
    dose_unit: from.dose_unit,
    start_date: from.start_date,
    end_date: from.end_date ?? '',
    stock_count: text(from.stock_count),
    doses_per_intake: text(from.doses_per_intake),
    refill_warning_days: text(from.refill_warning_days),
  };
}

/** A number as typed, or the text itself so the server names what is wrong with it. */
const numberOf = (value: string) => (value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : value.trim());
const optional = <T>(value: string, as: (text: string) => T) => (value.trim() === '' ? undefined : as(value));

/** The body to send: the draft's fields, in the person's zone (a PUT replaces the whole reminder). */
export function bodyOf(draft: ReminderDraft, timezone: string): ReminderBody {
  const nudges = {
    snooze_minutes: optional(draft.snooze_minutes, numberOf) as number | undefined,
    repeat_count: optional(draft.repeat_count, numberOf) as number | undefined,
    repeat_gap_minutes: optional(draft.repeat_gap_minutes, numberOf) as number | undefined,
  };
  const times = draft.times.split(/[\s,]+/).filter(Boolean);
  const when = { ...nudges, times, days: draft.days, timezone };
  if (draft.kind === 'log-prompt') {
    const counted = draft.counted_types.length ? { counted_types: draft.counted_types } : {};
    return { kind: 'log-prompt', label: draft.label, ...when, ...counted, window_start: optional(draft.window_start, String) };
  }
  return {
    kind: 'medication',
    name: draft.name,
    dose_amount: numberOf(draft.dose_amount) as number,
    dose_unit: draft.dose_unit,
    ...when,
    refill_warning_days: optional(draft.refill_warning_days, numberOf) as number | undefined,
    start_date: draft.start_date,
    end_date: optional(draft.end_date, String),
    stock_count: optional(draft.stock_count, numberOf) as number | undefined,
    doses_per_intake: optional(draft.doses_per_intake, numberOf) as number | undefined,
  };
}

/** The server's 400 field map as each field's first message; anything else under `form`. */
export function serverErrors(body: unknown): DraftErrors {
  if (!body || typeof body !== 'object') return {};
  const errors: DraftErrors = {};
  for (const [field, messages] of Object.entries(body as Record<string, unknown>)) {
    const message = Array.isArray(messages) ? String(messages[0]) : typeof messages === 'string' ? messages : undefined;
    if (!message) continue;
    const key = (field.split('.')[0] in draftKeys ? field.split('.')[0] : 'form') as keyof DraftErrors;
    errors[key] ??= message;
  }
  return errors;
}

const draftKeys: Record<string, true> = Object.fromEntries(
  [...Object.keys(draftOf('medication', '')), 'timezone'].map((key) => [key, true]),
);
