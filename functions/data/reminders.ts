// Reminders (the entity `reminder`, issue 26) in the user's partition, so account deletion, which empties it, removes
// them. Each carries the minute it is next sent as the sparse GSI2's keys (docs/REMINDERS.md "Storage"): a reminder
// with no send left has none and is in no index partition. The scheduler reads one minute with remindersDueIn.
import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Reminder } from '../../shared/schemas/reminders';
import type { TransactItem } from './batch';
import { getItems } from './batch-get';
import { db, tableName } from './client';
import { ifCondition } from './conditional';
import { defineEntity } from './entity';
import { keys } from './keys';
import { queryAll, queryPages } from './pages';

/** A reminder as stored: its fields (parsed, defaults filled), whose it is, its version and its next send. */
export type StoredReminderRecord = Reminder & {
  userId: string;
  id: string;
  created_at: string;
  updated_at: string;
  /** Raised by each write; a write names the version it read. */
  version: number;
  /** The next send (ISO, UTC); absent when none is left. */
  next_send_at?: string;
};

/**
 * Index partitions a minute's reminders are spread over: one partition takes about 1,000 writes a second, and the
 * reminders of one popular minute (08:00) are all moved to their next minute within the same minute by the scheduler.
 */
export const DUE_SHARDS = 10;

/** A reminder's shard: a hash of its id, so its index partition is known from the reminder alone. */
export function dueShardOf(reminderId: string): number {
  let hash = 0;
  for (const char of reminderId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash % DUE_SHARDS;
}

export const reminderEntity = defineEntity<StoredReminderRecord>()({
  name: 'reminder',
  version: 1,
  expires: 'never',
  index: (reminder): Record<string, string> =>
    reminder.next_send_at
      ? {
          GSI2PK: keys.dueIndexPartition(reminder.next_send_at.slice(0, 16), dueShardOf(reminder.id)),
          GSI2SK: keys.dueIndexSort(reminder.userId, reminder.id),
        }
      : {},
});

const itemOf = (reminder: StoredReminderRecord) => reminderEntity.toItem(keys.reminder(reminder.userId, reminder.id), reminder);

export async function findReminder(userId: string, reminderId: string): Promise<StoredReminderRecord | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.reminder(userId, reminderId), ConsistentRead: true }),
  );
  return Item && reminderEntity.fromItem(Item);
}

/** The person's reminders, oldest first (their ids are ULIDs). */
export async function listReminders(userId: string): Promise<StoredReminderRecord[]> {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
    ExpressionAttributeValues: { ':pk': keys.userPartition(userId), ':prefix': keys.reminderPrefix },
    ConsistentRead: true,
  });
  return items.map(reminderEntity.fromItem);
}

export async function countReminders(userId: string): Promise<number> {
  const { Count } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: { ':pk': keys.userPartition(userId), ':prefix': keys.reminderPrefix },
      Select: 'COUNT',
      ConsistentRead: true,
    }),
  );
  return Count ?? 0;
}

export async function insertReminder(reminder: StoredReminderRecord): Promise<void> {
  await db().send(new PutCommand({ TableName: tableName(), Item: itemOf(reminder), ConditionExpression: 'attribute_not_exists(PK)' }));
}

/** A put of the reminder that lands only if it is still at `expectedVersion`. */
const replacement = (reminder: StoredReminderRecord, expectedVersion: number) => ({
  TableName: tableName(),
  Item: itemOf(reminder),
  ConditionExpression: 'attribute_exists(PK) AND version = :expected',
  ExpressionAttributeValues: { ':expected': expectedVersion },
});

/** In a transaction: the reminder replaced only if it is still at `expectedVersion`. */
export const replaceReminderAction = (reminder: StoredReminderRecord, expectedVersion: number): TransactItem => ({
  Put: replacement(reminder, expectedVersion),
});

/** Replaces the reminder if it is still at `expectedVersion`; false when another write got there first or it is gone. */
export const replaceReminder = (reminder: StoredReminderRecord, expectedVersion: number): Promise<boolean> =>
  ifCondition(db().send(new PutCommand(replacement(reminder, expectedVersion))));

/** False when there was nothing to delete. */
export const removeReminder = (userId: string, reminderId: string): Promise<boolean> =>
  ifCondition(
    db().send(
      new DeleteCommand({ TableName: tableName(), Key: keys.reminder(userId, reminderId), ConditionExpression: 'attribute_exists(PK)' }),
    ),
  );

/**
 * The reminders next sent in one UTC minute (`2026-03-08T08:00`, or any instant in it), from every shard of the due
 * index: what the scheduler's run reads, never a scan.
 */
export async function remindersDueIn(minute: string | number): Promise<StoredReminderRecord[]> {
  const key = typeof minute === 'number' ? new Date(minute).toISOString().slice(0, 16) : minute.slice(0, 16);
  const shards = await Promise.all(
    Array.from({ length: DUE_SHARDS }, async (_, shard) => {
      const found: StoredReminderRecord[] = [];
      const pages = queryPages({
        IndexName: keys.dueIndexName,
        KeyConditionExpression: 'GSI2PK = :pk',
        ExpressionAttributeValues: { ':pk': keys.dueIndexPartition(key, shard) },
      });
      // An experiment's day send shares the index (data/experiments.ts); this reads reminders only.
      for await (const page of pages)
        found.push(...(page.Items ?? []).filter((item) => item.entity === reminderEntity.name).map(reminderEntity.fromItem));
      return found;
    }),
  );
  return shards.flat();
}

/** A reminder named by whose it is and its id: what the scheduler hands a sender (functions/scheduler/send-chunk.ts). */
export interface ReminderRef {
  userId: string;
  id: string;
  /** 'experiment' for an experiment's day send (data/experiments.ts), which shares the due index; absent for a reminder. */
  entity?: 'experiment';
}

/**
 * The references of one minute's reminders, shard by shard, a Query page at a time (at most 1 MB of the index read):
 * the scheduler hands them out in chunks without holding 100,000 whole reminders (docs/REMINDERS.md "Scheduler").
 */
export async function* dueRefPages(minute: string, shard: number): AsyncGenerator<ReminderRef[]> {
  const pages = queryPages({
    IndexName: keys.dueIndexName,
    KeyConditionExpression: 'GSI2PK = :pk',
    ExpressionAttributeValues: { ':pk': keys.dueIndexPartition(minute.slice(0, 16), shard) },
    ProjectionExpression: 'PK, #id, entity',
    ExpressionAttributeNames: { '#id': 'id' },
  });
  for await (const page of pages)
    yield (page.Items ?? []).map((item) => ({
      userId: keys.userOfPartition(item.PK as string),
      id: item.id as string,
      ...(item.entity === 'experiment' ? { entity: 'experiment' as const } : {}),
    }));
}

/** The reminders `refs` name, read consistently (a person's edit made a moment ago is seen); a deleted one is absent. */
export async function remindersByRef(refs: readonly ReminderRef[]): Promise<StoredReminderRecord[]> {
  const reminders = refs.filter((ref) => ref.entity === undefined);
  return (await getItems(reminders.map((ref) => keys.reminder(ref.userId, ref.id)))).map(reminderEntity.fromItem);
}

/**
 * The scheduler's write after a run: the reminder's next send (and so its index minute) moved on, or removed when none
 * is left, if the reminder is still at the version read. Its version stays: a person's edit made meanwhile wins (this
 * write is then refused, false), and an edit after it is not refused because of it.
 */
export function moveNextSend(reminder: StoredReminderRecord, nextSendAt: string | undefined): Promise<boolean> {
  const condition = { ConditionExpression: 'attribute_exists(PK) AND version = :version' };
  const update = nextSendAt
    ? {
        UpdateExpression: 'SET next_send_at = :next, GSI2PK = :pk, GSI2SK = :sk',
        ExpressionAttributeValues: {
          ':version': reminder.version,
          ':next': nextSendAt,
          ':pk': keys.dueIndexPartition(nextSendAt.slice(0, 16), dueShardOf(reminder.id)),
          ':sk': keys.dueIndexSort(reminder.userId, reminder.id),
        },
      }
    : { UpdateExpression: 'REMOVE next_send_at, GSI2PK, GSI2SK', ExpressionAttributeValues: { ':version': reminder.version } };
  return ifCondition(
    db().send(new UpdateCommand({ TableName: tableName(), Key: keys.reminder(reminder.userId, reminder.id), ...condition, ...update })),
  );
}
