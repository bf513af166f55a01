// Log entries and user inputs in the table (the entity `log`): one item each, listed per collection newest first
// through GSI1.
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { ImportSource } from '../../shared/imports/imported-entry';
import type { Collection } from '../../shared/log-types';
import type { Measures } from '../../shared/measures';
import type { NutritionSource } from '../../shared/nutrition';
import { deleteKeys, type TransactItem } from './batch';
import { db, tableName } from './client';
import { ifCondition } from './conditional';
import { defineEntity } from './entity';
import { keys } from './keys';
import { queryUpTo } from './pages';

/** A stored entry or user input: what every one has, and each collection's own fields (docs/LOGS.md). */
export interface StoredLog {
  userId: string;
  collection: Collection;
  id: string;
  /** ISO 8601 in UTC with milliseconds: the sort key of lists. */
  utc_time: string;
  created_at: string;
  updated_at?: string;
  /** Raised by each change: a write names the version it read (optimistic concurrency). */
  version?: number;
  /** A photo's storage path (`images/<user>/<id>.<ext>`), else null. */
  image_url?: string | null;
  // An entry's fields (every collection but user-inputs):
  calculated_timestamp?: string;
  notes?: string | null;
  /** The user input the entry came from. */
  user_input_log?: string | null;
  device_timezone?: string | null;
  device_offset_minutes?: number | null;
  measures?: Measures;
  subjects?: string[];
  /** A food or drink's: where its nutrient numbers came from. */
  nutrition?: NutritionSource | null;
  /** Every collection's but related-data's. */
  details?: string;
  // related-data's:
  item_name?: string;
  item_type?: string;
  data_details?: string;
  // A user input's:
  raw_text?: string;
  timezone?: string | null;
  // An imported entry's: where it came from, and its key in that source (docs/IMPORT.md).
  source?: ImportSource;
  source_key?: string;
}

export type PageKey = Record<string, string>;

export const logEntity = defineEntity<StoredLog>()({
  name: 'log',
  version: 1,
  expires: 'never',
  index: (log) => ({ GSI1PK: keys.logIndexPartition(log.userId, log.collection), GSI1SK: keys.logIndexSort(log.utc_time, log.id) }),
});

export const itemOf = (log: StoredLog) => logEntity.toItem(keys.logItem(log.userId, log.collection, log.id), log);

const withoutKeys = logEntity.fromItem;

export async function insertLog(log: StoredLog): Promise<void> {
  await db().send(new PutCommand({ TableName: tableName(), Item: itemOf(log), ConditionExpression: 'attribute_not_exists(PK)' }));
}

/** In a transaction (batch.ts): a new log; `fresh` refuses an id already taken, else a retry may write it again. */
export const putLogAction = (log: StoredLog, fresh = false): TransactItem => ({
  Put: { TableName: tableName(), Item: itemOf(log), ...(fresh && { ConditionExpression: 'attribute_not_exists(PK)' }) },
});

/** In a transaction: a log replaced, or deleted (no `after`), only if it is still at `expectedVersion`. */
export function changeLogAction(before: StoredLog, expectedVersion: number, after?: StoredLog): TransactItem {
  const condition = {
    TableName: tableName(),
    ConditionExpression: 'attribute_exists(PK) AND version = :expected',
    ExpressionAttributeValues: { ':expected': expectedVersion },
  };
  if (after) return { Put: { ...condition, Item: itemOf(after) } };
  return { Delete: { ...condition, Key: keys.logItem(before.userId, before.collection, before.id) } };
}

/** Deletes several logs whatever their version (a save taken back). */
export const removeLogs = (logs: StoredLog[]) => deleteKeys(logs.map((log) => keys.logItem(log.userId, log.collection, log.id)));

export async function findLog(userId: string, collection: Collection, id: string): Promise<StoredLog | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.logItem(userId, collection, id), ConsistentRead: true }),
  );
  return Item ? withoutKeys(Item) : undefined;
}

/** Replaces a log only if it is still at `expectedVersion`; false when another write got there first. */
export async function replaceLog(log: StoredLog, expectedVersion: number): Promise<boolean> {
  return ifCondition(
    db().send(
      new PutCommand({
        TableName: tableName(),
        Item: itemOf(log),
        ConditionExpression: 'attribute_exists(PK) AND version = :expected',
        ExpressionAttributeValues: { ':expected': expectedVersion },
      }),
    ),
  );
}

/** Deletes a log only if it is still at `expectedVersion`; false when it changed or is gone. */
export async function removeLogAt(userId: string, collection: Collection, id: string, expectedVersion: number): Promise<boolean> {
  return ifCondition(
    db().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: keys.logItem(userId, collection, id),
        ConditionExpression: 'attribute_exists(PK) AND version = :expected',
        ExpressionAttributeValues: { ':expected': expectedVersion },
      }),
    ),
  );
}

/** False when there was nothing to delete. */
export async function removeLog(userId: string, collection: Collection, id: string): Promise<boolean> {
  return ifCondition(
    db().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: keys.logItem(userId, collection, id),
        ConditionExpression: 'attribute_exists(PK)',
      }),
    ),
  );
}

export interface LogPageRequest {
  userId: string;
  collection: Collection;
  /** Inclusive bounds on utc_time (ISO, UTC). */
  from?: string;
  to?: string;
  limit: number;
  /** Newest first unless false. */
  newestFirst?: boolean;
  after?: PageKey;
  /** Only these attributes of each entry (a smaller read for a use case that needs a few); all when absent. */
  fields?: readonly string[];
}

/** One page of a collection's logs from GSI1 (never a Scan), and the key to continue from. */
export async function listLogs(request: LogPageRequest): Promise<{ logs: StoredLog[]; next?: PageKey }> {
  const values: Record<string, string> = { ':pk': keys.logIndexPartition(request.userId, request.collection) };
  let condition = 'GSI1PK = :pk';
  if (request.from !== undefined) values[':from'] = request.from;
  // '#' sorts before every id character, '~' after: the bounds take in every id at the boundary times.
  if (request.to !== undefined) values[':to'] = `${request.to}#~`;
  if (request.from !== undefined && request.to !== undefined) condition += ' AND GSI1SK BETWEEN :from AND :to';
  else if (request.from !== undefined) condition += ' AND GSI1SK >= :from';
  else if (request.to !== undefined) condition += ' AND GSI1SK <= :to';
  const names = request.fields?.map((field, i) => [`#f${i}`, field] as const);
  // LastEvaluatedKey comes from the item read, not the projection: the keys need not be read to continue.
  const projection = names && {
    ProjectionExpression: names.map(([name]) => name).join(', '),
    ExpressionAttributeNames: Object.fromEntries(names),
  };
  const { items, next } = await queryUpTo(
    {
      IndexName: keys.logIndexName,
      KeyConditionExpression: condition,
      ExpressionAttributeValues: values,
      ScanIndexForward: request.newestFirst === false,
      ...projection,
    },
    request.limit,
    request.after,
  );
  // A projection holds no keys (nothing to take out: copying every item cost a large read a tenth of its CPU).
  const logs = projection ? (items as unknown as StoredLog[]) : items.map(withoutKeys);
  return { logs, next: next as PageKey | undefined };
}

/** The index partition a page key must belong to, so a cursor can never reach another list. */
export const pageKeyPartition = (userId: string, collection: Collection) => keys.logIndexPartition(userId, collection);
export const userPartition = keys.userPartition;
