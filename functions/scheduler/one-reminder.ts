// One reminder in one minute's run (docs/REMINDERS.md "Scheduler"): read its answers and the entries that could settle
// it, ask the engine which sends fall in the minute, claim each send's key (a conditional put) BEFORE sending so no run
// sends it twice, deliver it, then move the reminder's next send on so the index no longer lists it here.
import type { StoredReminderRecord } from '../data/reminders';
import { moveNextSend } from '../data/reminders';
import { claimSend } from '../data/reminder-sends';
import { notificationAnswerToken } from '../domain/reminders/answer-token';
import { dueSends } from '../domain/reminders/due';
import { nextSendAt } from '../domain/reminders/next-send';
import type { MailSender } from '../providers/mail/mail-port';
import { deliver } from './deliver';
import { schedulerAnswers, schedulerEntries } from './inputs';
import { reminderPayload } from './payload';

const MINUTE = 60_000;

export interface ReminderCounts {
  /** Sends made: pushed to a device or mailed. */
  sent: number;
  pushes: number;
  mails: number;
  /** Sends claimed by another run already (two runs of one minute): not sent again. */
  alreadySent: number;
  /** Sends no device took (the push services failed) and not mailed. */
  failedSends: number;
}

export const noCounts = (): ReminderCounts => ({ sent: 0, pushes: 0, mails: 0, alreadySent: 0, failedSends: 0 });

export interface RunDeps {
  mail: MailSender;
  /** The wall clock: when a claim is stored and a token issued. */
  now: () => number;
}

export async function runReminder(reminder: StoredReminderRecord, minuteStart: number, deps: RunDeps): Promise<ReminderCounts> {
  const counts = noCounts();
  const answers = await schedulerAnswers(reminder.userId, reminder, minuteStart);
  const entries = await schedulerEntries(reminder.userId, reminder, minuteStart, answers);
  for (const send of dueSends(reminder, minuteStart, entries, answers)) {
    const claim = { userId: reminder.userId, reminder_id: reminder.id, send_key: send.key, claimed_at: new Date(deps.now()).toISOString() };
    if (!(await claimSend(claim, deps.now()))) {
      counts.alreadySent++;
      continue;
    }
    const token =
      reminder.kind === 'medication'
        ? await notificationAnswerToken(
            { userId: reminder.userId, reminderId: reminder.id, occurrenceKey: send.occurrence.key },
            deps.now(),
          )
        : undefined;
    const payload = reminderPayload(reminder, send, token);
    const delivered = await deliver(reminder.userId, payload, send.repeat === 0 && !send.snoozed, deps.mail);
    counts.pushes += delivered.pushed;
    if (delivered.mailed) counts.mails++;
    if (delivered.pushed > 0 || delivered.mailed) counts.sent++;
    else if (delivered.failed > 0) counts.failedSends++;
  }
  const next = nextSendAt(reminder, minuteStart + MINUTE, answers);
  const nextIso = next === undefined ? undefined : new Date(next).toISOString();
  // Refused when the person changed or answered it meanwhile: that write computed its own next send.
  if (nextIso !== reminder.next_send_at) await moveNextSend(reminder, nextIso);
  return counts;
}

/**
 * A reminder found in a minute too old to send (after an outage): no send, only its next send from `now` on, so the
 * index no longer holds it in the past.
 */
export async function moveOnReminder(reminder: StoredReminderRecord, now: number): Promise<void> {
  const answers = await schedulerAnswers(reminder.userId, reminder, now);
  const next = nextSendAt(reminder, now, answers);
  await moveNextSend(reminder, next === undefined ? undefined : new Date(next).toISOString());
}
