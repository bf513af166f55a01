// A stored reminder as the routes answer it (shared/schemas/reminder-routes.ts): its fields, its next send and, for a
// medication, adherence over 7 and 30 days and the refill warning from the engine (functions/domain/reminders), given
// the answers and supplement entries read for it. Nothing internal (owner, version) leaves.
import type { ReminderResponse } from '../../shared/schemas/reminder-routes';
import type { StoredReminderRecord } from '../data/reminders';
import { adherence, refill } from '../domain/reminders/adherence';
import type { Answer, LoggedEntry } from '../domain/reminders/logged';

export interface PresentInputs {
  now: number;
  answers: readonly Answer[];
  entries: readonly LoggedEntry[];
}

export function presentReminder(record: StoredReminderRecord, { now, answers, entries }: PresentInputs): ReminderResponse {
  const { userId: _owner, version: _version, next_send_at, ...fields } = record;
  const shown = { ...fields, next_send_at: next_send_at ?? null };
  if (fields.kind === 'log-prompt') return { ...shown, kind: 'log-prompt' } as ReminderResponse;
  const schedule = { ...fields, kind: 'medication' as const };
  const left = refill(schedule, now);
  return {
    ...shown,
    kind: 'medication',
    adherence: { last_7_days: adherence(schedule, now, 7, entries, answers), last_30_days: adherence(schedule, now, 30, entries, answers) },
    refill: left ? { per_day: left.perDay, days_left: left.daysLeft, runs_out_on: left.runsOutOn, warn: left.warn } : null,
  } as ReminderResponse;
}
