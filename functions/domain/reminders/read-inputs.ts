// What the engine is asked about, read from storage (docs/REMINDERS.md "Storage"): a reminder's answers as the engine's
// Answer values, and the person's recent supplement entries as LoggedEntry values. The routes read them for adherence
// and the next send; the scheduler reads narrower windows of the same (functions/scheduler/inputs.ts).
import { answersSince, type StoredAnswer } from '../../data/reminder-answers';
import type { EntryCollection } from '../../../shared/entry-types';
import { listEntries } from '../../data/entries';
import type { Answer, LoggedEntry } from './logged';
import { addDays, DAY, localDateOf } from './occurrences';

/** Adherence looks back 30 local days; a day more covers the zone's offset. */
export const READ_BACK_DAYS = 31;
/** Supplement entries read for adherence at most: 12 doses a day for 31 days of 2 schedules, and room. */
const ENTRIES_MAX = 1000;

/** The engine's answers of stored ones: the final answer, and the latest snooze. */
export function engineAnswers(stored: readonly StoredAnswer[]): Answer[] {
  return stored.flatMap((answer) => [
    ...(answer.final && answer.answered_at
      ? [{ occurrenceKey: answer.occurrence_key, kind: answer.final, at: Date.parse(answer.answered_at) }]
      : []),
    ...(answer.snoozed_at ? [{ occurrenceKey: answer.occurrence_key, kind: 'snoozed' as const, at: Date.parse(answer.snoozed_at) }] : []),
  ]);
}

/** A reminder's answers to occurrences of the last READ_BACK_DAYS local days and on. */
export async function recentAnswers(userId: string, reminder: { id: string; timezone: string }, now: number): Promise<StoredAnswer[]> {
  return answersSince(userId, reminder.id, addDays(localDateOf(now, reminder.timezone), -READ_BACK_DAYS));
}

/**
 * The person's entries of one collection timed from `from` (to `to`, when given; ms), newest first, at most `limit`, as
 * the engine's LoggedEntry values: the one read the routes, today's line and the scheduler share.
 */
export async function loggedEntries(
  userId: string,
  collection: EntryCollection,
  { from, to, limit }: { from: number; to?: number; limit: number },
): Promise<LoggedEntry[]> {
  const { entries } = await listEntries({
    userId,
    collection,
    from: new Date(from).toISOString(),
    ...(to === undefined ? {} : { to: new Date(to).toISOString() }),
    limit,
    fields: ['utc_time', 'created_at', 'details', 'subjects'],
  });
  return entries.map((entry) => ({
    collection,
    at: Date.parse(entry.utc_time),
    loggedAt: Date.parse(entry.created_at),
    text: entry.details ?? '',
    subjects: entry.subjects ?? [],
  }));
}

/** The person's supplement entries timed in the last READ_BACK_DAYS days and a day ahead, newest first. */
export const recentDoses = (userId: string, now: number): Promise<LoggedEntry[]> =>
  loggedEntries(userId, 'supplements', { from: now - (READ_BACK_DAYS + 1) * DAY, limit: ENTRIES_MAX });
