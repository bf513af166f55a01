// Batch deletes in chunks of 25, retrying unprocessed keys with backoff until every one is gone.
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import type { TableKey } from './keys';

const CHUNK = 25;
const MAX_ROUNDS = 8;

export async function deleteKeys(keys: TableKey[]): Promise<void> {
  for (let start = 0; start < keys.length; start += CHUNK) {
    let pending = keys.slice(start, start + CHUNK).map((Key) => ({ DeleteRequest: { Key } }));
    for (let round = 0; pending.length > 0; round++) {
      if (round >= MAX_ROUNDS) throw new Error(`${pending.length} deletes still unprocessed after ${MAX_ROUNDS} rounds`);
      if (round > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(1000, 50 * 2 ** round)));
      const result = await db().send(new BatchWriteCommand({ RequestItems: { [tableName()]: pending } }));
      pending = (result.UnprocessedItems?.[tableName()] ?? []) as typeof pending;
    }
  }
}
