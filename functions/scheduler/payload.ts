// The push a reminder's send carries (docs/REMINDERS.md "Delivery": pushPayloadSchema), built from the reminder and
// the send alone: pure, so it is tested without a table. A dose offers Taken · Snooze N min · Skip and the answer
// route with the signed token; a log prompt offers nothing to answer (logging is its answer).
import type { PushPayload } from '../../shared/schemas/push';
import type { DueSend, StoredReminder } from '../domain/reminders/due';
import { reminderTitle } from '../domain/reminders/title';

/** Where a notification's action is posted, with no session (shared/route-paths.ts). */
export const NOTIFICATION_ANSWER_URL = '/api/reminders/notification-answers/';
/** The page a plain click on a reminder opens. */
export const REMINDER_PAGE = '/dashboard';

/** The payload of one send; `token` is the answer token of its occurrence (a dose only). */
export function reminderPayload(reminder: StoredReminder, send: Pick<DueSend, 'occurrence'>, token?: string): PushPayload {
  const base = { title: reminderTitle(reminder), body: `Due at ${send.occurrence.time}`, tag: send.occurrence.key, url: REMINDER_PAGE };
  if (reminder.kind !== 'medication') return base;
  if (!token) throw new Error('A dose reminder carries its answer token');
  return {
    ...base,
    actions: [
      { action: 'taken', title: 'Taken' },
      { action: 'snooze', title: `Snooze ${reminder.snooze_minutes} min` },
      { action: 'skip', title: 'Skip' },
    ],
    answer: { url: NOTIFICATION_ANSWER_URL, token },
  };
}
