// An import's entries (issue 14): which of a batch the account has already (an earlier import of the same file, or
// an interrupted run), and the new ones written. Ids are the import's own (deterministic), so a put of one already
// there would change nothing anyway; the read is what tells "added" from "already there".
import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import type { Collection } from '../../shared/entry-types';
import { withRetry } from '../platform/retry';
import { putItems } from './batch';
import { db, tableName } from './client';
import { itemOf, type StoredEntry } from './entries';
import { keys, type TableKey } from './keys';

const GET_CHUNK = 100;

class UnprocessedKeys extends Error {}

/** The ids of `entries` already stored (by collection and id), read 100 at a time. */
export async function storedIds(userId: string, entries: readonly { collection: Collection; id: string }[]): Promise<Set<string>> {
  const found = new Set<string>();
  // BatchGet refuses a key twice in one request ("Provided list of item keys contains duplicates"): a file may hold one
  // fact twice (a day pasted twice), so each key is asked once.
  const unique = [...new Map(entries.map((entry) => [`${entry.collection}/${entry.id}`, entry])).values()];
  for (let start = 0; start < unique.length; start += GET_CHUNK) {
    let pending: TableKey[] = unique.slice(start, start + GET_CHUNK).map((entry) => keys.entryItem(userId, entry.collection, entry.id));
    await withRetry(
      async () => {
        const result = await db().send(
          new BatchGetCommand({
            RequestItems: { [tableName()]: { Keys: pending, ProjectionExpression: 'id', ConsistentRead: true } },
          }),
        );
        for (const item of result.Responses?.[tableName()] ?? []) found.add(item.id as string);
        pending = (result.UnprocessedKeys?.[tableName()]?.Keys ?? []) as TableKey[];
        if (pending.length > 0) throw new UnprocessedKeys(`${pending.length} keys unprocessed`);
      },
      { attempts: 8, baseMs: 50, maxMs: 1000, retryable: (error) => error instanceof UnprocessedKeys },
    );
  }
  return found;
}

/** Writes new entries (puts; a run repeated after a failure writes the same items again). */
export const putImportedEntries = (entries: StoredEntry[]) => putItems(entries.map(itemOf));
