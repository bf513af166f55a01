// The scheduler's run for minute `t` (docs/REMINDERS.md "Scheduler"): the minutes since the last one finished (at
// most CATCH_UP_MINUTES back) and `t`'s, oldest first. Each minute's reminders are read from every shard of the due
// index as references and cut into chunks of SEND_CHUNK: a quiet minute (one chunk) is sent here; each chunk of a busy
// one goes to a sender function of its own (send-handler.ts), so the minute's sends run in parallel and the last goes
// out seconds, not minutes, after the first. A reminder that fails here is logged and counted and never stops the run;
// the marker then stays before its minute, so the next run reads that minute again (the sends already made are
// claimed: none goes twice). A sender that fails is retried by Lambda (its own sends claimed too) and alarmed on.
import { dueRefPages, DUE_SHARDS, remindersDueIn, type ReminderRef } from '../data/reminders';
import { experimentsByRef } from '../data/experiments';
import { lastMinuteRun, markMinuteRun } from '../data/reminder-sends';
import { hashedUserId, logError, logInfo } from '../platform/log';
import type { SenderEvent } from '../providers/jobs/start-reminder-sender';
import { minutesSkipped, minutesToRun, minuteStart, staleMinutes } from './catch-up';
import { moveOnExperiment } from './one-experiment';
import { moveOnReminder, type RunDeps } from './one-reminder';
import { addCounts, CONCURRENCY, inPool, noChunkCounts, sendChunk, type ChunkCounts } from './send-chunk';

/**
 * Reminders a sender takes: at CONCURRENCY at a time about four rounds of a few reads, a write and a push, a few
 * seconds; its event (about 80 bytes a reference) stays far below Lambda's 256 KB for an asynchronous invocation.
 */
export const SEND_CHUNK = 250;
/** Senders started at once: each start is one Invoke call that Lambda answers at once. */
const STARTS_AT_ONCE = 16;

export interface DispatchDeps extends RunDeps {
  /** Starts a sender for a chunk (functions/providers/jobs/start-reminder-sender.ts); without it every chunk runs here. */
  startSender?: (event: SenderEvent) => Promise<void>;
  /** Reminders a chunk holds (SEND_CHUNK); the local runtime's tests make it small to see a minute fanned out. */
  chunkSize?: number;
}

export interface RunSummary extends ChunkCounts {
  minutes: string[];
  /** Missed minutes too old to send (their reminders are moved on, MOVE_ON_MINUTES a run). */
  skippedMinutes: number;
  /** Reminders of such minutes moved on without a send. */
  movedOn: number;
  /** Reminders the due index held for the minutes run. */
  reminders: number;
  /** Chunks handed to sender functions, and the reminders in them (what they send is in the senders' own metrics). */
  senders: number;
  handedOver: number;
}

/** Every reference of the minute, from all shards at once. */
async function dueRefs(minute: string): Promise<ReminderRef[]> {
  const shards = await Promise.all(
    Array.from({ length: DUE_SHARDS }, async (_, shard) => {
      const refs: ReminderRef[] = [];
      for await (const page of dueRefPages(minute, shard)) refs.push(...page);
      return refs;
    }),
  );
  return shards.flat();
}

const chunked = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

/** One minute: sent here, or handed out; false when a reminder failed here or a sender could not be started. */
async function runMinute(minute: string, deps: DispatchDeps, summary: RunSummary): Promise<boolean> {
  const refs = await dueRefs(minute);
  summary.reminders += refs.length;
  const chunks = chunked(refs, deps.chunkSize ?? SEND_CHUNK);
  const { startSender } = deps;
  if (chunks.length <= 1 || !startSender) {
    const counts = noChunkCounts();
    for (const chunk of chunks) addCounts(counts, await sendChunk(minute, chunk, deps));
    addCounts<ChunkCounts>(summary, counts);
    return counts.failedReminders === 0;
  }
  let notStarted = 0;
  await inPool(chunks, STARTS_AT_ONCE, async (chunk) => {
    try {
      await startSender({ minute, reminders: chunk });
      summary.senders++;
      summary.handedOver += chunk.length;
    } catch (error) {
      notStarted += chunk.length;
      logError({ msg: 'sender not started', group: 'scheduler', minute, reminders: chunk.length, error: (error as Error).name });
    }
  });
  summary.failedReminders += notStarted;
  return notStarted === 0;
}

/** A minute too old to send: its reminders moved on from `t`. A failure is logged and counted, and passed over. */
async function moveOnMinute(minute: string, t: number, summary: RunSummary): Promise<void> {
  const reminders = (await remindersDueIn(minute)).map((reminder) => ({ ...reminder, move: () => moveOnReminder(reminder, t) }));
  const experiments = (await experimentsByRef((await dueRefs(minute)).filter((ref) => ref.entity === 'experiment'))).map((due) => ({
    userId: due.userId,
    id: due.experiment.id,
    move: () => moveOnExperiment(due, t),
  }));
  await inPool([...reminders, ...experiments], CONCURRENCY, async (item) => {
    try {
      await item.move();
      summary.movedOn++;
    } catch (error) {
      summary.failedReminders++;
      logError({
        msg: 'reminder not moved on',
        group: 'scheduler',
        minute,
        user: hashedUserId(item.userId),
        reminder: item.id,
        error: (error as Error).name,
      });
    }
  });
}

/**
 * `catchUp: false` runs `t`'s minute alone and leaves the marker: the local runtime's way to run a given minute now
 * (local/scheduler-clock.ts), which must not move the clock's marker to a test's minute.
 */
export async function runScheduler(t: number, deps: DispatchDeps, { catchUp = true } = {}): Promise<RunSummary> {
  const lastDone = catchUp ? await lastMinuteRun() : undefined;
  const minutes = minutesToRun(t, lastDone);
  const summary: RunSummary = {
    ...noChunkCounts(),
    minutes,
    skippedMinutes: minutesSkipped(t, lastDone),
    movedOn: 0,
    reminders: 0,
    senders: 0,
    handedOver: 0,
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
