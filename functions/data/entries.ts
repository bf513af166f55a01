// Log entries and user inputs in the table: one item each, listed per collection newest first through GSI1.
import { DeleteCommand, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Collection } from '../../shared/log-types';
import { deleteKeys, type TransactItem } from './batch';
import { db, tableName } from './client';
import { ifCondition } from './conditional';
import { keys } from './keys';

/** What every stored entry and user input has; the collection's own fields ride along. */
export interface StoredLog {
  userId: string;
  collection: Collection;
  id: string;
  /** ISO 8601 in UTC with milliseconds: the sort key of lists. */
  utc_time: string;
  created_at: string;
  [field: string]: unknown;
}

export type PageKey = Record<string, string>;

export const itemOf = (log: StoredLog) => ({
  ...keys.logItem(log.userId, log.collection, log.id),
  GSI1PK: keys.logIndexPartition(log.userId, log.collection),
  GSI1SK: keys.logIndexSort(log.utc_time, log.id),
  entity: 'log',
  ...log,
});

function withoutKeys(item: Record<string, unknown>): StoredLog {
  const { PK: _pk, SK: _sk, GSI1PK: _gpk, GSI1SK: _gsk, entity: _entity, ...log } = item;
  return log as StoredLog;
}

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
  const logs: StoredLog[] = [];
  let startKey = request.after;
  do {
    const page = await db().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: keys.logIndexName,
        KeyConditionExpression: condition,
        ExpressionAttributeValues: values,
        ScanIndexForward: request.newestFirst === false,
        Limit: request.limit - logs.length,
        ExclusiveStartKey: startKey,
        ...projection,
      }),
    );
    // A projection holds no keys (nothing to take out: copying every item cost a large read a tenth of its CPU).
    for (const item of page.Items ?? []) logs.push(projection ? (item as StoredLog) : withoutKeys(item));
    startKey = page.LastEvaluatedKey as PageKey | undefined;
  } while (startKey && logs.length < request.limit);
  return { logs, next: startKey };
}

/** The index partition a page key must belong to, so a cursor can never reach another list. */
export const pageKeyPartition = (userId: string, collection: Collection) => keys.logIndexPartition(userId, collection);
export const userPartition = keys.userPartition;
