// Entries and user inputs in the table (stored as the entity `log`): one item each, listed per collection newest first
// through GSI1.
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { ImportSource } from '../../shared/imports/imported-entry';
import type { Collection } from '../../shared/entry-types';
import type { Measures } from '../../shared/measures';
import type { NutritionSource } from '../../shared/nutrition';
import { deleteKeys, type TransactItem } from './batch';
import { db, tableName } from './client';
import { ifCondition } from './conditional';
import { defineEntity } from './entity';
import { keys } from './keys';
import { queryUpTo } from './pages';

/** A stored entry or user input: what every one has, and each collection's own fields (docs/LOGS.md). */
export interface StoredEntry {
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

export const entryEntity = defineEntity<StoredEntry>()({
  // The entity value stored on every entry item: `log`, as items already in the table carry it.
  name: 'log',
  version: 1,
  expires: 'never',
  index: (entry) => ({
    GSI1PK: keys.entryIndexPartition(entry.userId, entry.collection),
    GSI1SK: keys.entryIndexSort(entry.utc_time, entry.id),
  }),
});

export const itemOf = (entry: StoredEntry) => entryEntity.toItem(keys.entryItem(entry.userId, entry.collection, entry.id), entry);

const withoutKeys = entryEntity.fromItem;

export async function insertEntry(entry: StoredEntry): Promise<void> {
  await db().send(new PutCommand({ TableName: tableName(), Item: itemOf(entry), ConditionExpression: 'attribute_not_exists(PK)' }));
}

/** In a transaction (batch.ts): a new entry; `fresh` refuses an id already taken, else a retry may write it again. */
export const putEntryAction = (entry: StoredEntry, fresh = false): TransactItem => ({
  Put: { TableName: tableName(), Item: itemOf(entry), ...(fresh && { ConditionExpression: 'attribute_not_exists(PK)' }) },
});

/** In a transaction: an entry replaced, or deleted (no `after`), only if it is still at `expectedVersion`. */
export function changeEntryAction(before: StoredEntry, expectedVersion: number, after?: StoredEntry): TransactItem {
  const condition = {
    TableName: tableName(),
    ConditionExpression: 'attribute_exists(PK) AND version = :expected',
    ExpressionAttributeValues: { ':expected': expectedVersion },
  };
  if (after) return { Put: { ...condition, Item: itemOf(after) } };
  return { Delete: { ...condition, Key: keys.entryItem(before.userId, before.collection, before.id) } };
}

/** Deletes several entries whatever their version (a save taken back). */
export const removeEntries = (entries: StoredEntry[]) =>
  deleteKeys(entries.map((entry) => keys.entryItem(entry.userId, entry.collection, entry.id)));

export async function findEntry(userId: string, collection: Collection, id: string): Promise<StoredEntry | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.entryItem(userId, collection, id), ConsistentRead: true }),
  );
  return Item ? withoutKeys(Item) : undefined;
}

/** Replaces an entry only if it is still at `expectedVersion`; false when another write got there first. */
export async function replaceEntry(entry: StoredEntry, expectedVersion: number): Promise<boolean> {
  return ifCondition(
    db().send(
      new PutCommand({
        TableName: tableName(),
        Item: itemOf(entry),
        ConditionExpression: 'attribute_exists(PK) AND version = :expected',
        ExpressionAttributeValues: { ':expected': expectedVersion },
      }),
    ),
  );
}

/** Deletes an entry only if it is still at `expectedVersion`; false when it changed or is gone. */
export async function removeEntryAt(userId: string, collection: Collection, id: string, expectedVersion: number): Promise<boolean> {
  return ifCondition(
    db().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: keys.entryItem(userId, collection, id),
        ConditionExpression: 'attribute_exists(PK) AND version = :expected',
        ExpressionAttributeValues: { ':expected': expectedVersion },
      }),
    ),
  );
}

/** False when there was nothing to delete. */
export async function removeEntry(userId: string, collection: Collection, id: string): Promise<boolean> {
  return ifCondition(
    db().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: keys.entryItem(userId, collection, id),
        ConditionExpression: 'attribute_exists(PK)',
      }),
    ),
  );
}

export interface EntryPageRequest {
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

/** One page of a collection's entries from GSI1 (never a Scan), and the key to continue from. */
export async function listEntries(request: EntryPageRequest): Promise<{ entries: StoredEntry[]; next?: PageKey }> {
  const values: Record<string, string> = { ':pk': keys.entryIndexPartition(request.userId, request.collection) };
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
      IndexName: keys.indexName,
      KeyConditionExpression: condition,
      ExpressionAttributeValues: values,
      ScanIndexForward: request.newestFirst === false,
      ...projection,
    },
    request.limit,
    request.after,
  );
  // A projection holds no keys (nothing to take out: copying every item cost a large read a tenth of its CPU).
  const entries = projection ? (items as unknown as StoredEntry[]) : items.map(withoutKeys);
  return { entries, next: next as PageKey | undefined };
}

/** The index partition a page key must belong to, so a cursor can never reach another list. */
export const pageKeyPartition = (userId: string, collection: Collection) => keys.entryIndexPartition(userId, collection);
export const userPartition = keys.userPartition;
