// A backup's reminders (with their answers) and quick re-log favourites checked for a restore (docs/IMPORT.md "Full
// backup"). The file's shape is checked against backupSchema (a damaged file is thrown); a well-formed item this app
// would refuse today (a reminder the reminders API rejects, an answer of another reminder, an item that cannot be a
// favourite) is a problem the preview lists, as the entries' are.
import type * as z from 'zod';
import { collectionOfCategory } from '../../../shared/entry-types';
import { backupSchema } from '../../../shared/schemas/backup';
import { relogItemSchema, type Favourite } from '../../../shared/schemas/quick-log';
import { reminderSchema, type Reminder } from '../../../shared/schemas/reminders';
import type { StoredAnswer } from '../../data/reminder-answers';
import { ENTRY_ID } from '../../domain/entry-id';
import { itemKey } from '../../domain/quick-log/relog-item';
import { BackupImportError } from './backup-error';

/** A reminder as the restore writes it: its fields, id and dates, and its answers (without the owner, added then). */
export interface BackupReminder {
  fields: Reminder;
  id: string;
  created_at: string;
  updated_at: string;
  answers: Omit<StoredAnswer, 'userId'>[];
}

export type ReminderBackupItem =
  { kind: 'reminder'; reminder: BackupReminder } | { kind: 'favourite'; favourite: Favourite } | { kind: 'problem'; message: string };

const shape = backupSchema.shape;
const reminderShape = shape.reminders.unwrap().element;
const favouriteShape = shape.favourites.unwrap().element;

const firstIssue = (error: z.ZodError) => {
  const issue = error.issues[0];
  return issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message;
};

function parsed<T>(schema: z.ZodType<T>, value: unknown, name: string): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new BackupImportError(`${name} of the backup is damaged (${firstIssue(result.error)}).`);
  return result.data;
}

export function reminderItems(value: unknown, number: number): ReminderBackupItem[] {
  const name = `Reminder ${number}`;
  const { id, created_at, updated_at, answers, ...rest } = parsed(reminderShape, value, name);
  // The shape above has no cross-field rules (a window start before the times, an end on or after the start): the API's do.
  const checked = reminderSchema.safeParse(rest);
  if (!checked.success) return [{ kind: 'problem', message: `${name}: ${firstIssue(checked.error)}` }];
  if (!ENTRY_ID.test(id)) return [{ kind: 'problem', message: `${name}: its id “${id}” is not an id of this app.` }];
  const stray = answers.find((answer) => !answer.occurrence_key.startsWith(`${id}@`));
  if (stray) return [{ kind: 'problem', message: `${name}: its answer “${stray.occurrence_key}” is not one of its doses.` }];
  const kept = answers.map((answer) => ({ ...answer, reminder_id: id }));
  return [{ kind: 'reminder', reminder: { fields: checked.data, id, created_at, updated_at, answers: kept } }];
}

export function favouriteItems(value: unknown, number: number): ReminderBackupItem[] {
  const name = `Favourite ${number}`;
  const saved = parsed(favouriteShape, value, name);
  // Checked as the favourites route checks an item; its key made again from it, never taken from the file.
  const checked = relogItemSchema.safeParse(saved.item);
  if (!checked.success) return [{ kind: 'problem', message: `${name}: ${firstIssue(checked.error)}` }];
  const item = checked.data;
  const collection = collectionOfCategory(item.category) as Favourite['collection'];
  const key = itemKey(collection, item.details, item.measures);
  return [{ kind: 'favourite', favourite: { key, collection, created_at: saved.created_at, item } }];
}
