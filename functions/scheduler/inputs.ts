// What the scheduler asks the engine with, for one reminder and one minute (docs/REMINDERS.md "Scheduler"): its
// answers of the last few local days, and the person's entries near the sends it could make, as LoggedEntry values.
// Narrower reads than the routes' (read-inputs.ts reads 31 days for adherence): a run reads thousands of reminders.
import type { EntryCollection } from '../../shared/entry-types';
import { ENTRY_COLLECTIONS } from '../../shared/entry-types';
import { answersSince } from '../data/reminder-answers';
import { LOOKBACK_MS, type StoredReminder } from '../domain/reminders/due';
import { DOSE_MATCH_WINDOW_MS, type Answer, type LoggedEntry } from '../domain/reminders/logged';
import { addDays, DAY, localDateOf } from '../domain/reminders/occurrences';
import { engineAnswers, loggedEntries } from '../domain/reminders/read-inputs';

const MINUTE = 60_000;
/** Entries read per collection at most: a day's logging and more. */
const ENTRIES_MAX = 200;

/** Answers to occurrences from 3 local days back: a snooze reaches 2 days (LOOKBACK_MS), the zone a day more. */
export async function schedulerAnswers(userId: string, reminder: StoredReminder, minuteStart: number): Promise<Answer[]> {
  const from = addDays(localDateOf(minuteStart, reminder.timezone), -Math.ceil(LOOKBACK_MS / DAY) - 1);
  return engineAnswers(await answersSince(userId, reminder.id, from));
}

/** How far back a send of this minute can reach: its repeats, or a snooze (with the engine's rule of dueSends). */
function reachOf(reminder: StoredReminder, answers: readonly Answer[]): number {
  const snoozed = answers.some((a) => a.kind === 'snoozed');
  return snoozed ? LOOKBACK_MS : reminder.repeat_count * reminder.repeat_gap_minutes * MINUTE;
}

const entriesOf = (userId: string, collection: EntryCollection, from: number, to: number): Promise<LoggedEntry[]> =>
  loggedEntries(userId, collection, { from, to, limit: ENTRIES_MAX });

/**
 * The entries that can settle a send of this minute. A dose: `supplements` timed within DOSE_MATCH_WINDOW_MS of any
 * occurrence the send could be of. A log prompt: entries of its counted types (all when none are named) timed from a
 * day before its window could start; an entry written in the window but timed earlier than that does not count.
 */
export async function schedulerEntries(
  userId: string,
  reminder: StoredReminder,
  minuteStart: number,
  answers: readonly Answer[],
): Promise<LoggedEntry[]> {
  const from = minuteStart - reachOf(reminder, answers);
  const to = minuteStart + MINUTE;
  if (reminder.kind === 'medication') return entriesOf(userId, 'supplements', from - DOSE_MATCH_WINDOW_MS, to + DOSE_MATCH_WINDOW_MS);
  const collections = reminder.counted_types ?? ENTRY_COLLECTIONS;
  const lists = await Promise.all(collections.map((collection) => entriesOf(userId, collection, from - 2 * DAY, to)));
  return lists.flat();
}
