// Reminders' create, read, change and delete for their owner (docs/REMINDERS.md "Routes"). The router has parsed the
// body with the engine's schema (shared/schemas/reminders.ts), so a bad time, zone or date is a 400 naming its field
// before this runs. Another person's id, or one that is not an id, is 404. Each write stores the next send.
import { ulid } from 'ulid';
import { REMINDER_LIMITS, type Reminder } from '../../shared/schemas/reminders';
import type { ReminderResponse } from '../../shared/schemas/reminder-routes';
import { removeAnswersOf } from '../data/reminder-answers';
import {
  countReminders,
  findReminder,
  insertReminder,
  listReminders,
  removeReminder,
  replaceReminder,
  type StoredReminderRecord,
} from '../data/reminders';
import { ENTRY_ID } from '../domain/entry-id';
import { Conflict, InvalidFields, NotFound } from '../platform/errors';
import { answersOf, presentAll, withNextSend } from './reminder-inputs';
import { REMINDER_TEXTS } from './texts';

const one = async (record: StoredReminderRecord, now: number): Promise<ReminderResponse> => (await presentAll([record], now))[0];

/** The caller's own reminder, or 404 (an id of another shape names nothing: answered without a read). */
export async function ownReminder(userId: string, reminderId: string): Promise<StoredReminderRecord> {
  const record = ENTRY_ID.test(reminderId) ? await findReminder(userId, reminderId) : undefined;
  if (!record) throw new NotFound(REMINDER_TEXTS.notFound);
  return record;
}

export async function listOwn(userId: string): Promise<ReminderResponse[]> {
  return presentAll(await listReminders(userId), Date.now());
}

export async function readOwn(userId: string, reminderId: string): Promise<ReminderResponse> {
  return one(await ownReminder(userId, reminderId), Date.now());
}

export async function createReminder(userId: string, fields: Reminder): Promise<ReminderResponse> {
  if ((await countReminders(userId)) >= REMINDER_LIMITS.perPerson) throw new Conflict(REMINDER_TEXTS.tooMany);
  const now = Date.now();
  const stamp = new Date(now).toISOString();
  const record = withNextSend({ ...fields, userId, id: ulid(now), created_at: stamp, updated_at: stamp, version: 1 }, now, []);
  await insertReminder(record);
  return one(record, now);
}

/** A full replacement of the fields (PUT); its kind stays. */
export async function updateReminder(userId: string, reminderId: string, fields: Reminder): Promise<ReminderResponse> {
  const before = await ownReminder(userId, reminderId);
  if (fields.kind !== before.kind) throw InvalidFields.field('kind', REMINDER_TEXTS.kindKept);
  const now = Date.now();
  const { userId: _u, id, created_at, version } = before;
  const answers = await answersOf(before, now);
  const record = withNextSend(
    { ...fields, userId, id, created_at, updated_at: new Date(now).toISOString(), version: version + 1 },
    now,
    answers,
  );
  if (!(await replaceReminder(record, version))) throw new Conflict(REMINDER_TEXTS.changedMeanwhile);
  return (await presentAll([record], now, new Map([[id, answers]])))[0];
}

/** The reminder and its answers; the supplement entries its taken doses recorded stay in the person's log. */
export async function deleteReminder(userId: string, reminderId: string): Promise<void> {
  if (!ENTRY_ID.test(reminderId) || !(await removeReminder(userId, reminderId))) throw new NotFound(REMINDER_TEXTS.notFound);
  await removeAnswersOf(userId, reminderId);
}
