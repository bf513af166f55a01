// The scheduler's run for minute `t` (docs/REMINDERS.md "Scheduler"): the minutes since the last one finished (at
// most CATCH_UP_MINUTES back) and `t`'s, oldest first; each minute's reminders from every shard of the due index, run
// CONCURRENCY at a time. A reminder that fails is logged and counted and never stops the run; the marker then stays
// before its minute, so the next run reads that minute again (the sends already made are claimed: none goes twice).
import { remindersDueIn, type StoredReminderRecord } from '../data/reminders';
import { lastMinuteRun, markMinuteRun } from '../data/reminder-sends';
import { hashedUserId, logError, logInfo } from '../platform/log';
import { minutesSkipped, minutesToRun, minuteStart, staleMinutes } from './catch-up';
import { moveOnReminder, noCounts, runReminder, type ReminderCounts, type RunDeps } from './one-reminder';

/** Reminders worked on at once: each waits on a few reads, a write and the push services, rarely on the CPU. */
export const CONCURRENCY = 64;

export interface RunSummary extends ReminderCounts {
  minutes: string[];
  /** Missed minutes too old to send (their reminders are moved on, MOVE_ON_MINUTES a run). */
  skippedMinutes: number;
  /** Reminders of such minutes moved on without a send. */
  movedOn: number;
  reminders: number;
  /** Reminders that failed (an error reading, writing or sending): logged. */
  failedReminders: number;
}

/** Runs `work` over `items`, at most `limit` at a time. */
export async function inPool<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

function add(total: ReminderCounts, counts: ReminderCounts): void {
  for (const name of Object.keys(counts) as (keyof ReminderCounts)[]) total[name] += counts[name];
}

/** One minute: every reminder due in it; false when one of them failed. */
async function runMinute(minute: string, deps: RunDeps, summary: RunSummary): Promise<boolean> {
  const due: StoredReminderRecord[] = await remindersDueIn(minute);
  summary.reminders += due.length;
  let failures = 0;
  await inPool(due, CONCURRENCY, async (reminder) => {
    try {
      add(summary, await runReminder(reminder, minuteStart(minute), deps));
    } catch (error) {
      failures++;
      logError({
        msg: 'reminder not run',
        group: 'scheduler',
        minute,
        user: hashedUserId(reminder.userId),
        reminder: reminder.id,
        error: (error as Error).name,
        detail: (error as Error).message,
      });
    }
  });
  summary.failedReminders += failures;
  return failures === 0;
}

/** A minute too old to send: its reminders moved on from `t`. A failure is logged and counted, and passed over. */
async function moveOnMinute(minute: string, t: number, summary: RunSummary): Promise<void> {
  const due = await remindersDueIn(minute);
  await inPool(due, CONCURRENCY, async (reminder) => {
    try {
      await moveOnReminder(reminder, t);
      summary.movedOn++;
    } catch (error) {
      summary.failedReminders++;
      logError({
        msg: 'reminder not moved on',
        group: 'scheduler',
        minute,
        user: hashedUserId(reminder.userId),
        reminder: reminder.id,
        error: (error as Error).name,
      });
    }
  });
}

/**
 * `catchUp: false` runs `t`'s minute alone and leaves the marker: the local runtime's way to run a given minute now
 * (local/scheduler-clock.ts), which must not move the clock's marker to a test's minute.
 */
export async function runScheduler(t: number, deps: RunDeps, { catchUp = true } = {}): Promise<RunSummary> {
  const lastDone = catchUp ? await lastMinuteRun() : undefined;
  const minutes = minutesToRun(t, lastDone);
  const summary: RunSummary = {
    ...noCounts(),
    minutes,
    skippedMinutes: minutesSkipped(t, lastDone),
    movedOn: 0,
    reminders: 0,
    failedReminders: 0,
  };
  if (summary.skippedMinutes > 0)
    logError({ msg: 'minutes too old to catch up', group: 'scheduler', after: lastDone, skipped: summary.skippedMinutes });
  const stale = catchUp ? staleMinutes(t, lastDone) : [];
  for (const minute of stale) {
    await moveOnMinute(minute, minuteStart(minutes.at(-1)!), summary);
    await markMinuteRun(minute);
  }
  // Older minutes left for the next runs: the marker cannot pass them yet.
  let allDone = stale.length === summary.skippedMinutes;
  for (const minute of minutes) {
    const done = await runMinute(minute, deps, summary);
    allDone &&= done;
    if (allDone && catchUp) await markMinuteRun(minute);
  }
  logInfo({ group: 'scheduler', ...summary, minutes: minutes.length });
  return summary;
}
