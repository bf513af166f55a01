// Answers to reminders' occurrences (the entity `reminder-answer`), one item per occurrence in the user's partition,
// sorted by reminder and local date (docs/REMINDERS.md "Storage"). The first taken or skipped is written once, under a
// condition, so an answer sent twice records one entry and one stock decrement; a snooze is kept (the latest) until
// then. Deleted with their reminder, and with the account (the partition).
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { deleteKeys, type TransactItem } from './batch';
import { db, tableName } from './client';
import { ifCondition } from './conditional';
import { defineEntity } from './entity';
import { keys, type TableKey } from './keys';
import { queryAll } from './pages';

export interface StoredAnswer {
  userId: string;
  reminder_id: string;
  occurrence_key: string;
  /** The first taken or skipped; absent while only snoozed. */
  final?: 'taken' | 'skipped';
  /** When the final answer came (ISO). */
  answered_at?: string;
  /** The latest snooze (ISO). */
  snoozed_at?: string;
  /** The supplement entry a taken dose recorded. */
  entry_id?: string;
}

export const reminderAnswerEntity = defineEntity<StoredAnswer>()({ name: 'reminder-answer', version: 1, expires: 'never' });

export async function findAnswer(userId: string, occurrenceKey: string): Promise<StoredAnswer | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.reminderAnswer(userId, occurrenceKey), ConsistentRead: true }),
  );
  return Item && reminderAnswerEntity.fromItem(Item);
}

/** A reminder's answers to occurrences on local dates from `fromDate` (YYYY-MM-DD) on. */
export async function answersSince(userId: string, reminderId: string, fromDate: string): Promise<StoredAnswer[]> {
  const prefix = keys.reminderAnswerPrefix(reminderId);
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
    ExpressionAttributeValues: { ':pk': keys.userPartition(userId), ':from': `${prefix}${fromDate}`, ':to': `${prefix}~` },
    ConsistentRead: true,
  });
  return items.map(reminderAnswerEntity.fromItem);
}

/** What an answer's write sets: who, which occurrence, and the entity name, with the answer's own fields. */
function answerUpdate(answer: StoredAnswer, set: Record<string, string>): TransactItem {
  const { assignments, values } = reminderAnswerEntity.updateSet();
  const names: Record<string, string> = { '#final': 'final' };
  const fields = { userId: answer.userId, reminder_id: answer.reminder_id, occurrence_key: answer.occurrence_key, ...set };
  const parts = Object.keys(fields).map((field, i) => {
    names[`#a${i}`] = field;
    return `#a${i} = :a${i}`;
  });
  return {
    Update: {
      TableName: tableName(),
      Key: keys.reminderAnswer(answer.userId, answer.occurrence_key),
      UpdateExpression: `SET ${[assignments, ...parts].join(', ')}`,
      // The first taken or skipped stands: nothing is written over it.
      ConditionExpression: 'attribute_not_exists(#final)',
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: { ...values, ...Object.fromEntries(Object.values(fields).map((value, i) => [`:a${i}`, value])) },
    },
  };
}

/** In a transaction: the final answer (and the entry a taken dose recorded), only if none was written before. */
export const finalAnswerAction = (answer: StoredAnswer & Required<Pick<StoredAnswer, 'final' | 'answered_at'>>) =>
  answerUpdate(answer, { final: answer.final, answered_at: answer.answered_at, ...(answer.entry_id ? { entry_id: answer.entry_id } : {}) });

/** In a transaction: the latest snooze, only while no final answer was written. */
export const snoozeAction = (answer: StoredAnswer & Required<Pick<StoredAnswer, 'snoozed_at'>>) =>
  answerUpdate(answer, { snoozed_at: answer.snoozed_at });

/** A backup's answer written as it was, only where the occurrence has none; false when it has (a restore run again). */
export const restoreAnswer = (answer: StoredAnswer): Promise<boolean> =>
  ifCondition(
    db().send(
      new PutCommand({
        TableName: tableName(),
        Item: reminderAnswerEntity.toItem(keys.reminderAnswer(answer.userId, answer.occurrence_key), answer),
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    ),
  );

/** Deletes a reminder's answers (the reminder was deleted). */
export async function removeAnswersOf(userId: string, reminderId: string): Promise<void> {
  const rows = await queryAll({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
    ExpressionAttributeValues: { ':pk': keys.userPartition(userId), ':prefix': keys.reminderAnswerPrefix(reminderId) },
    ProjectionExpression: 'PK, SK',
  });
  await deleteKeys(rows as TableKey[]);
}
