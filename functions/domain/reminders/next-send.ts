// When a reminder is next sent (docs/REMINDERS.md "Storage"): the earliest send at or after `now` of an occurrence
// still open (a repeat, or a snooze coming back) or of the next ones. Stored with the reminder as the minute a sparse
// index lists it under, recomputed on each create, change and answer, so the scheduler only reads the reminders due
// in its minute. Pure: `now` and the answers are given; whether the thing was already logged is the scheduler's check
// at the send (dueSends), which then stores the send after it.
import { LOOKBACK_MS, sendTimes, type StoredReminder } from './due';
import type { Answer } from './logged';
import { nextOccurrences, occurrencesBetween } from './occurrences';

const MINUTE = 60_000;
/** Future occurrences looked at for one not answered ahead: a day of the most times and one more. */
const AHEAD = 13;

/** The instant of the next send, or undefined when the schedule has none left (it ended). */
export function nextSendAt(reminder: StoredReminder, now: number, answers: readonly Answer[]): number | undefined {
  const snoozedOne = answers.some((a) => a.kind === 'snoozed' && a.occurrenceKey.startsWith(`${reminder.id}@`));
  const reach = snoozedOne ? LOOKBACK_MS : reminder.repeat_count * reminder.repeat_gap_minutes * MINUTE;
  let next: number | undefined;
  for (const occurrence of occurrencesBetween(reminder, now - reach, now + 1)) {
    const send = sendTimes(reminder, occurrence, answers).find(({ at }) => at >= now);
    if (send && (next === undefined || send.at < next)) next = send.at;
  }
  for (const occurrence of nextOccurrences(reminder, now, AHEAD)) {
    const [first] = sendTimes(reminder, occurrence, answers);
    if (!first) continue; // answered ahead (the evening dose taken early): the one after
    if (next === undefined || first.at < next) next = first.at;
    break;
  }
  return next;
}

/** The UTC minute an instant falls in, as the due index keys it: `2026-03-08T08:00`. */
export const dueMinuteOf = (ms: number) => new Date(ms).toISOString().slice(0, 16);
