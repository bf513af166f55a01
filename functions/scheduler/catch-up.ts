// Which UTC minutes a run for minute `t` reads (docs/REMINDERS.md "Scheduler"): its own, and the minutes after the
// last one a run finished, so a failed or late run loses no dose, at most CATCH_UP_MINUTES back (a push later than
// that is stale: the push's TTL is an hour, and the next dose follows). Older minutes missed (an outage) are not
// sent but their reminders are moved on, MOVE_ON_MINUTES of them a run, so none stays stranded in a past minute of
// the index. Pure: tested with fixed minutes.

/** How far back a run catches up, in minutes. */
export const CATCH_UP_MINUTES = 60;
/** Older missed minutes whose reminders one run moves on without sending. */
export const MOVE_ON_MINUTES = 60;
const MINUTE = 60_000;

/** The UTC minute an instant falls in: `2026-03-08T08:00`. */
export const minuteKey = (ms: number) => new Date(ms).toISOString().slice(0, 16);
/** The instant a minute key starts at. */
export const minuteStart = (key: string) => Date.parse(`${key}:00.000Z`);

/**
 * The minutes to run, oldest first, ending with `t`'s. Without a marker (the first run ever) only `t`'s; a marker at
 * or after `t` (a later run already finished) still runs `t` (its sends are claimed, so nothing goes twice).
 */
export function minutesToRun(t: number, lastDone: string | undefined, limit = CATCH_UP_MINUTES): string[] {
  const now = Math.floor(t / MINUTE) * MINUTE;
  const after = lastDone === undefined ? now : Math.max(minuteStart(lastDone) + MINUTE, now - (limit - 1) * MINUTE);
  const minutes: string[] = [];
  for (let at = Math.min(after, now); at <= now; at += MINUTE) minutes.push(minuteKey(at));
  return minutes;
}

/** Minutes that were missed and are now too old to catch up: logged, so an outage's lost sends are counted. */
export function minutesSkipped(t: number, lastDone: string | undefined, limit = CATCH_UP_MINUTES): number {
  if (lastDone === undefined) return 0;
  const now = Math.floor(t / MINUTE) * MINUTE;
  return Math.max(0, Math.round((now - (limit - 1) * MINUTE - minuteStart(lastDone) - MINUTE) / MINUTE));
}

/** The oldest missed minutes too old to send, at most `most`, oldest first: their reminders are only moved on. */
export function staleMinutes(t: number, lastDone: string | undefined, limit = CATCH_UP_MINUTES, most = MOVE_ON_MINUTES): string[] {
  if (lastDone === undefined) return [];
  const first = minuteStart(lastDone) + MINUTE;
  const count = Math.min(most, minutesSkipped(t, lastDone, limit));
  return Array.from({ length: count }, (_, i) => minuteKey(first + i * MINUTE));
}
