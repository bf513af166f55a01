// Rows of a user's kept outside their partition, because something else finds them by another key (a checkout and a
// billing session by their id, a Stripe customer by its id). Each is noted in the user's partition before it is
// written, so account deletion, which sweeps the partition, finds and deletes it too (S48).
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import { defineEntity } from './entity';
import { keys, type TableKey } from './keys';

/** The note's attributes: which row it stands for. */
export interface OwnedRowNote {
  owned_PK: string;
  owned_SK: string;
}

/** A note expires with the row it stands for, when that row expires. */
export const ownedRowEntity = defineEntity<OwnedRowNote>()({ name: 'ownedRow', version: 1, expires: 'optional' });

/** Notes `row` as the user's; with `expiresAt` (epoch seconds) when the row expires, the note goes with it. */
export async function noteOwnedRow(userId: string, row: TableKey, expiresAt?: number): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: ownedRowEntity.toItem(keys.ownedRow(userId, row), { owned_PK: row.PK, owned_SK: row.SK }, expiresAt),
    }),
  );
}

/** The row a note in the partition stands for; undefined for any other row. */
export function ownedRowOf(item: Partial<TableKey & OwnedRowNote>): TableKey | undefined {
  if (!item.SK?.startsWith(keys.ownedRowPrefix) || !item.owned_PK || !item.owned_SK) return undefined;
  return { PK: item.owned_PK, SK: item.owned_SK };
}
