// Delivers one send (docs/REMINDERS.md "Scheduler"): to every device of the person (sendPush deletes a gone one), or,
// when no device takes it (none saved, or every one gone), by e-mail, once per occurrence: only its first send (not a
// repeat, not a snooze coming back) is mailed, as an inbox is not a lock screen. An unverified address gets none.
import type { PushPayload } from '../../shared/schemas/push';
import { getUser } from '../data/users';
import type { MailSender } from '../providers/mail/mail-port';
import { mailReminder } from '../providers/push/reminder-mail';
import { sendPush, subscriptionsOf } from '../providers/push/send-push';

export interface Delivered {
  /** Devices that took the push. */
  pushed: number;
  /** Devices whose push service failed (kept: it may take the next). */
  failed: number;
  mailed: boolean;
}

export async function deliver(userId: string, payload: PushPayload, firstOfOccurrence: boolean, mail: MailSender): Promise<Delivered> {
  const targets = await subscriptionsOf(userId);
  const results = await Promise.all(targets.map((target) => sendPush(target, payload)));
  const pushed = results.filter((r) => r.outcome === 'sent').length;
  const failed = results.filter((r) => r.outcome === 'failed').length;
  if (pushed > 0 || failed > 0 || !firstOfOccurrence) return { pushed, failed, mailed: false };
  const person = await getUser(userId);
  if (!person || person.email_verified === false) return { pushed, failed, mailed: false };
  await mailReminder(mail, person, payload);
  return { pushed, failed, mailed: true };
}
