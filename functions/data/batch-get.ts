// Batch reads (BatchGetItem) of known keys, 100 a call, read consistently, retrying what the table leaves unprocessed
// with backoff: the import's "already there?" check (imported-entries.ts) and the scheduler's sender reading the
// reminders it was handed (reminders.ts remindersByRef).
import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { Unavailable } from '../platform/errors';
import { withRetry } from '../platform/retry';
import { db, tableName } from './client';
import type { TableKey } from './keys';

const CHUNK = 100;

/** What the table left unprocessed after the last attempt: short of capacity, so a 503 like its throttling. */
class UnprocessedKeys extends Unavailable {
  constructor(message: string) {
    super();
    this.message = message;
  }
}

/**
 * The items stored under `keys` (in no particular order; a missing one is absent), with only `projection`'s attributes
 * when given. A key given twice is asked once: BatchGet refuses a request naming one twice.
 */
export async function getItems(keys: readonly TableKey[], projection?: string): Promise<Record<string, unknown>[]> {
  const unique = [...new Map(keys.map((key) => [`${key.PK}\u0000${key.SK}`, key])).values()];
  const found: Record<string, unknown>[] = [];
  for (let start = 0; start < unique.length; start += CHUNK) {
    let pending = unique.slice(start, start + CHUNK);
    await withRetry(
      async (attempt) => {
        const result = await db().send(
          new BatchGetCommand({
            RequestItems: {
              [tableName()]: { Keys: pending, ConsistentRead: true, ...(projection && { ProjectionExpression: projection }) },
            },
          }),
        );
        found.push(...(result.Responses?.[tableName()] ?? []));
        pending = (result.UnprocessedKeys?.[tableName()]?.Keys ?? []) as TableKey[];
        if (pending.length > 0) throw new UnprocessedKeys(`${pending.length} batch reads still unprocessed after ${attempt} attempts`);
      },
      { attempts: 8, baseMs: 50, maxMs: 1000, retryable: (error) => error instanceof UnprocessedKeys },
    );
  }
  return found;
}
