// What the scheduler sends in one minute (docs/REMINDERS.md "Due, snooze and repeat"): a minutely run asks which
// sends fall in [t, t + 60 s), each with a key so a send that is retried goes out once. An occurrence is sent at its
// time and again repeat_count times repeat_gap_minutes apart while unanswered; a snooze brings it back snooze_minutes
// after the press, then the same repeats; a taken or skipped answer, or the thing already logged, stops it.
import type { LogPrompt, Medication } from '../../../shared/schemas/reminders';
import { finalAnswer, doseSettled, promptSatisfied, type Answer, type LoggedEntry } from './logged';
import { DAY, occurrencesBetween, type Occurrence } from './occurrences';

const MINUTE = 60_000;
/** Repeats and snoozes reach back this far: a dose snoozed or unanswered for longer is not sent again. */
export const LOOKBACK_MS = 2 * DAY;

export type StoredReminder = (LogPrompt | Medication) & { id: string };

export interface DueSend {
  /** Unique per send: the occurrence's key and the instant of this send. */
  key: string;
  occurrence: Occurrence;
  sendAt: number;
  /** 0 for the first send after the time or the snooze, 1.. for the repeats. */
  repeat: number;
  snoozed: boolean;
}

/** The instants an occurrence is sent at, given its answers so far (none once taken or skipped). */
export function sendTimes(reminder: StoredReminder, occurrence: Occurrence, answers: readonly Answer[]): { at: number; repeat: number }[] {
  if (finalAnswer(occurrence, answers)) return [];
  const snooze = answers.filter((a) => a.occurrenceKey === occurrence.key && a.kind === 'snoozed').sort((a, b) => b.at - a.at)[0];
  const base = snooze ? snooze.at + reminder.snooze_minutes * MINUTE : occurrence.at;
  return Array.from({ length: reminder.repeat_count + 1 }, (_, repeat) => ({
    at: base + repeat * reminder.repeat_gap_minutes * MINUTE,
    repeat,
  }));
}

/** Whether the person already did it by `sendAt`: logged the dose or answered it, or logged in the prompt's window. */
function alreadyDone(
  reminder: StoredReminder,
  occurrence: Occurrence,
  sendAt: number,
  entries: readonly LoggedEntry[],
  answers: readonly Answer[],
) {
  if (reminder.kind === 'medication') return doseSettled(reminder, occurrence, entries, answers);
  return promptSatisfied(reminder, occurrence, sendAt, entries);
}

/** The sends of one reminder due in the minute starting at `minuteStart`. */
export function dueSends(
  reminder: StoredReminder,
  minuteStart: number,
  entries: readonly LoggedEntry[],
  answers: readonly Answer[],
): DueSend[] {
  const minuteEnd = minuteStart + MINUTE;
  const due: DueSend[] = [];
  // Unanswered, an occurrence is sent until its last repeat; a snooze can bring back one as old as LOOKBACK_MS.
  const snoozedOne = answers.some((a) => a.kind === 'snoozed' && a.occurrenceKey.startsWith(`${reminder.id}@`));
  const reach = snoozedOne ? LOOKBACK_MS : reminder.repeat_count * reminder.repeat_gap_minutes * MINUTE;
  for (const occurrence of occurrencesBetween(reminder, minuteStart - reach, minuteEnd)) {
    const send = sendTimes(reminder, occurrence, answers).find(({ at }) => at >= minuteStart && at < minuteEnd);
    if (!send || alreadyDone(reminder, occurrence, send.at, entries, answers)) continue;
    const snoozed = answers.some((a) => a.occurrenceKey === occurrence.key && a.kind === 'snoozed');
    due.push({ key: `${occurrence.key}/${new Date(send.at).toISOString()}`, occurrence, sendAt: send.at, repeat: send.repeat, snoozed });
  }
  return due;
}
