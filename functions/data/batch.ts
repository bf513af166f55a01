// Batch writes (puts and deletes) in chunks of 25, retrying unprocessed items with backoff until every one is done.
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { ServiceUnavailable } from '../core/http-error';
import { withRetry, type RetryPolicy } from '../core/retry';
import { db, tableName } from './client';
import type { TableKey } from './keys';

export type WriteRequest = { PutRequest: { Item: Record<string, unknown> } } | { DeleteRequest: { Key: TableKey } };

const CHUNK = 25;

/** What the table left unprocessed after the last attempt: a table short of capacity, so a 503 like its throttling (R04). */
class UnprocessedWrites extends ServiceUnavailable {
  constructor(message: string) {
    super();
    this.message = message; // for the log; the person gets the 503's detail
  }
}

/** 8 attempts a chunk, waiting 100 ms, 200 ms, ... up to 1 s between them (about 4.5 s in all). */
const POLICY: RetryPolicy = { attempts: 8, baseMs: 50, maxMs: 1000, retryable: (error) => error instanceof UnprocessedWrites };

async function writeChunk(requests: WriteRequest[]): Promise<void> {
  let pending = requests;
  await withRetry(async (attempt) => {
    const result = await db().send(new BatchWriteCommand({ RequestItems: { [tableName()]: pending } }));
    pending = (result.UnprocessedItems?.[tableName()] ?? []) as WriteRequest[];
    if (pending.length > 0) {
      throw new UnprocessedWrites(`${pending.length} of ${requests.length} batch writes still unprocessed after ${attempt} attempts`);
    }
  }, POLICY);
}

/** Writes every request, 25 at a time; throws when the table still leaves some unprocessed after the retries. */
export async function writeAll(requests: WriteRequest[]): Promise<void> {
  for (let start = 0; start < requests.length; start += CHUNK) await writeChunk(requests.slice(start, start + CHUNK));
}

export const putItems = (items: Record<string, unknown>[]) => writeAll(items.map((Item) => ({ PutRequest: { Item } })));

export const deleteKeys = (keys: TableKey[]) => writeAll(keys.map((Key) => ({ DeleteRequest: { Key } })));
