// Batch writes (puts and deletes) in chunks of 25, retrying unprocessed items with backoff until every one is done;
// and transactions (TransactWriteItems, up to 100 actions, all or nothing) for writes that must land together.
import type { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { BatchWriteCommand, TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { Unavailable } from '../platform/errors';
import { withRetry, type RetryPolicy } from '../platform/retry';
import { allOrNothing } from './all-or-nothing';
import { db, tableName } from './client';
import type { TableKey } from './keys';

export type WriteRequest = { PutRequest: { Item: Record<string, unknown> } } | { DeleteRequest: { Key: TableKey } };

const CHUNK = 25;

/** What the table left unprocessed after the last attempt: a table short of capacity, so a 503 like its throttling (R04). */
class UnprocessedWrites extends Unavailable {
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

/** One action of a transaction: a Put, Update, Delete or ConditionCheck on the table. */
export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** DynamoDB's limit on one transaction. */
export const TRANSACTION_MAX = 100;

/** A transaction cancelled because conditions failed: which of its actions (their positions in the list written). */
export class ConditionsFailed extends Error {
  constructor(readonly positions: number[]) {
    super(`conditions failed at ${positions.join(', ')}`);
    this.name = 'ConditionsFailed';
  }
}

/**
 * Writes up to 100 actions all or nothing. Failed conditions throw ConditionsFailed naming them; a cancellation by a
 * conflicting transaction or throttling is a 503 (a retry succeeds), as the table's throttling is (R04).
 */
export async function writeTogether(items: TransactItem[], offset = 0): Promise<void> {
  try {
    await db().send(new TransactWriteCommand({ TransactItems: items }));
  } catch (error) {
    if ((error as Error)?.name !== 'TransactionCanceledException') throw error;
    const reasons = (error as TransactionCanceledException).CancellationReasons ?? [];
    const failed = reasons.flatMap((reason, i) => (reason.Code === 'ConditionalCheckFailed' ? [offset + i] : []));
    if (failed.length > 0) throw new ConditionsFailed(failed);
    throw new Unavailable();
  }
}

/**
 * Writes `repeatable` and `final` in as few transactions as fit: every transaction but the last holds only
 * `repeatable` actions (puts a retry may write again, unchanged); the last holds `final` (conditional changes, an
 * Idempotency-Key's answer) and what else fits. Up to 100 actions this is one transaction, all or nothing. Above,
 * a failure of a later transaction deletes the puts of the earlier ones; a Lambda killed between two leaves them,
 * and the retry with the same Idempotency-Key writes them again and finishes (docs/LOGS.md).
 */
export async function writeInTransactions(repeatable: TransactItem[], final: TransactItem[]): Promise<void> {
  if (final.length > TRANSACTION_MAX) throw new Error(`${final.length} actions cannot end one transaction`);
  const lead = Math.max(0, repeatable.length + final.length - TRANSACTION_MAX);
  const chunks: TransactItem[][] = [];
  for (let start = 0; start < lead; start += TRANSACTION_MAX) chunks.push(repeatable.slice(start, Math.min(lead, start + TRANSACTION_MAX)));
  chunks.push([...repeatable.slice(lead), ...final]);
  const offsets = chunks.map((_, i) => chunks.slice(0, i).reduce((sum, chunk) => sum + chunk.length, 0));
  await allOrNothing(
    chunks.map((chunk, i) => ({
      write: () => writeTogether(chunk, offsets[i]),
      undo: () => deleteKeys(chunk.filter((item) => item.Put).map(keyOfPut)),
    })),
  );
}

function keyOfPut(item: TransactItem): TableKey {
  const { PK, SK } = (item.Put?.Item ?? {}) as { PK: string; SK: string };
  return { PK, SK };
}
