// One chunk of a minute's reminders (docs/REMINDERS.md "Scheduler"): read afresh by reference, each still due in that
// minute run (claimed, sent, moved on: one-reminder.ts), CONCURRENCY at a time. The minutely run does this itself
// for a quiet minute and hands each chunk of a busy one to a sender function (send-handler.ts), so 100,000
// reminders due at 08:00 go out in parallel, not one function's queue. A reminder moved meanwhile (a person's edit,
// an answer, another run) is no longer due in the minute and is passed over; one that fails is logged and counted.
import { experimentsByRef } from '../data/experiments';
import { remindersByRef, type ReminderRef } from '../data/reminders';
import { hashedUserId, logError } from '../platform/log';
import { minuteStart } from './catch-up';
import { runExperimentDay } from './one-experiment';
import { noCounts, runReminder, type ReminderCounts, type RunDeps } from './one-reminder';

/** Reminders worked on at once: each waits on a few reads, a write and the push services, rarely on the CPU. */
export const CONCURRENCY = 64;

export interface ChunkCounts extends ReminderCounts {
  /** Handed over but no longer due in the minute (moved on or deleted meanwhile): nothing to do. */
  passedOver: number;
  /** Reminders that failed (an error reading, writing or sending): logged. */
  failedReminders: number;
}

export const noChunkCounts = (): ChunkCounts => ({ ...noCounts(), passedOver: 0, failedReminders: 0 });

/** Adds `counts` into `total`, field by field. */
export function addCounts<T extends object>(total: T, counts: T): void {
  for (const name of Object.keys(counts) as (keyof T)[])
    if (typeof counts[name] === 'number') (total[name] as number) += counts[name] as number;
}

/** Runs `work` over `items`, at most `limit` at a time. */
export async function inPool<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

export async function sendChunk(minute: string, refs: readonly ReminderRef[], deps: RunDeps): Promise<ChunkCounts> {
  const counts = noChunkCounts();
  const fresh = await remindersByRef(refs);
  // An experiment's day send shares the index (docs/EXPERIMENTS.md "Reminders of the day's condition").
  const experiments = await experimentsByRef(refs.filter((ref) => ref.entity === 'experiment'));
  const work = [
    ...fresh
      .filter((reminder) => reminder.next_send_at?.slice(0, 16) === minute)
      .map((reminder) => ({ userId: reminder.userId, id: reminder.id, run: () => runReminder(reminder, minuteStart(minute), deps) })),
    ...experiments
      .filter((due) => due.experiment.next_send_at?.slice(0, 16) === minute)
      .map((due) => ({ userId: due.userId, id: due.experiment.id, run: () => runExperimentDay(due, minuteStart(minute), deps) })),
  ];
  counts.passedOver = refs.length - work.length;
  await inPool(work, CONCURRENCY, async (item) => {
    try {
      addCounts<ReminderCounts>(counts, await item.run());
    } catch (error) {
      counts.failedReminders++;
      logError({
        msg: 'reminder not run',
        group: 'scheduler',
        minute,
        user: hashedUserId(item.userId),
        reminder: item.id,
        error: (error as Error).name,
        detail: (error as Error).message,
      });
    }
  });
  return counts;
}
