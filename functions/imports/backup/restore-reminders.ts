// A backup's reminders and favourites written into an account (docs/IMPORT.md "Full backup"). A reminder keeps its id
// (ids are per person, and its answers' occurrence keys and the entries its taken doses recorded name it), its fields,
// its dates and its answers; it gets a fresh version and its next send from now, so the scheduler's due index lists it
// (docs/REMINDERS.md "Storage") and nothing older than now is sent. Answers first, then the reminder, each under a
// condition: a restore stopped between the two writes the rest when run again, and a second restore adds nothing.
import type { Favourite } from '../../../shared/schemas/quick-log';
import { insertFavourite } from '../../data/favourites';
import { restoreAnswer, type StoredAnswer } from '../../data/reminder-answers';
import { findReminder, insertReminder, type StoredReminderRecord } from '../../data/reminders';
import { ifCondition } from '../../data/conditional';
import { nextSendAt } from '../../domain/reminders/next-send';
import { engineAnswers } from '../../domain/reminders/read-inputs';
import type { BackupReminder } from './reminder-items';

/** Answers written at once, at most this many at a time. */
const PARALLEL = 25;

/** True when the reminder was added; false when the account has it already (restored before, or its own backup). */
export async function restoreReminder(userId: string, reminder: BackupReminder, now: number): Promise<boolean> {
  if (await findReminder(userId, reminder.id)) return false;
  const answers: StoredAnswer[] = reminder.answers.map((answer) => ({ ...answer, userId }));
  for (let i = 0; i < answers.length; i += PARALLEL) await Promise.all(answers.slice(i, i + PARALLEL).map(restoreAnswer));
  const { fields, id, created_at, updated_at } = reminder;
  const record: StoredReminderRecord = { ...fields, userId, id, created_at, updated_at, version: 1 };
  const next = nextSendAt(record, now, engineAnswers(answers));
  if (next !== undefined) record.next_send_at = new Date(next).toISOString();
  return ifCondition(insertReminder(record));
}

export const restoreFavourite = (userId: string, favourite: Favourite): Promise<boolean> => insertFavourite(userId, favourite);
