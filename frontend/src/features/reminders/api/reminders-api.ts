// The reminders routes the Settings section calls (docs/REMINDERS.md "Routes"), through the typed client.
import { callApi, type AnswerOf, type BodyOf } from '@/lib/call-api';
import * as remindersOps from '@/lib/operations/reminders.generated';

export type Reminder = AnswerOf<'listReminders'>[number];
export type Medication = Extract<Reminder, { kind: 'medication' }>;
export type ReminderBody = BodyOf<'createReminder'>;

export const listReminders = () => callApi(remindersOps.listReminders);
export const createReminder = (body: ReminderBody) => callApi(remindersOps.createReminder, { body });
export const updateReminder = (id: string, body: ReminderBody) => callApi(remindersOps.updateReminder, { params: { id }, body });
export const deleteReminder = (id: string) => callApi(remindersOps.deleteReminder, { params: { id } });
