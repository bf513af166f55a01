// One experiment's day send in one minute's run (docs/EXPERIMENTS.md "Reminders of the day's condition"), as a
// reminder's (one-reminder.ts): the plan day's send that falls in the minute (day-reminders.ts), its key claimed
// BEFORE sending so no run sends it twice, delivered (every device, mailed once when none takes it), then the next
// day's send written to the due index, or the experiment taken out of it after the plan's last day.
import { claimSend } from '../data/reminder-sends';
import { moveExperimentSend, type DueExperiment, type StoredExperiment } from '../data/experiments';
import { daySendsBetween, nextDaySend } from '../domain/experiment-records/day-reminders';
import { deliver } from './deliver';
import { noCounts, type ReminderCounts, type RunDeps } from './one-reminder';

const MINUTE = 60_000;

const nextIso = (experiment: StoredExperiment, remindAt: string, from: number) => {
  const next = nextDaySend(experiment, remindAt, from);
  return next === undefined ? undefined : new Date(next.at).toISOString();
};

export async function runExperimentDay({ userId, experiment }: DueExperiment, minuteStart: number, deps: RunDeps): Promise<ReminderCounts> {
  const counts = noCounts();
  const remindAt = experiment.remind_at;
  if (!remindAt) {
    await moveExperimentSend(userId, experiment, undefined);
    return counts;
  }
  for (const send of daySendsBetween(experiment, remindAt, minuteStart, minuteStart + MINUTE)) {
    const claim = { userId, reminder_id: experiment.id, send_key: send.key, claimed_at: new Date(deps.now()).toISOString() };
    if (!(await claimSend(claim, deps.now()))) {
      counts.alreadySent++;
      continue;
    }
    // One send a day, each its day's first: mailed when no device takes it.
    const delivered = await deliver(userId, send.payload, true, deps.mail);
    counts.pushes += delivered.pushed;
    if (delivered.mailed) counts.mails++;
    if (delivered.pushed > 0 || delivered.mailed) counts.sent++;
    else if (delivered.failed > 0) counts.failedSends++;
  }
  // Refused when it was stopped meanwhile (which took it out of the index): it stays out.
  const next = nextIso(experiment, remindAt, minuteStart + MINUTE);
  if (next !== experiment.next_send_at) await moveExperimentSend(userId, experiment, next);
  return counts;
}

/** Found in a minute too old to send (after an outage): no send, only its next day's send from `now` on. */
export async function moveOnExperiment({ userId, experiment }: DueExperiment, now: number): Promise<void> {
  await moveExperimentSend(userId, experiment, experiment.remind_at ? nextIso(experiment, experiment.remind_at, now) : undefined);
}
