// Items written before the TTL attribute had one name (docs/PAYMENTS.md "Account deletion"): checkout sessions,
// billing sessions and Stripe events set `ttl`, which the table's TTL does not read, so DynamoDB never deleted them.
// The backfill moves each one's expiry to the table's TTL attribute (TTL_ATTRIBUTE, epoch seconds either way), after
// which DynamoDB deletes those long past it. The only code that names the old attribute (test/unit/table-ttl.test.ts).
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import { ifCondition } from './conditional';
import { TTL_ATTRIBUTE } from './entity';
import type { TableKey } from './keys';
import type { ScannedPage } from './entry-backfills';
import { scanPages } from './pages';

const OLD_TTL_ATTRIBUTE = 'ttl';
const names = { '#old': OLD_TTL_ATTRIBUTE, '#ttl': TTL_ATTRIBUTE };

/** Pages of the items that still carry their expiry under the old name only: their keys. */
export async function* itemsWithOldExpiry(): AsyncGenerator<ScannedPage<TableKey>> {
  const pages = scanPages({
    Limit: 200,
    FilterExpression: 'attribute_exists(#old) AND attribute_not_exists(#ttl)',
    ExpressionAttributeNames: names,
    ProjectionExpression: 'PK, SK',
  });
  for await (const page of pages) yield { scanned: page.ScannedCount ?? 0, items: (page.Items ?? []) as TableKey[] };
}

/** Moves one item's expiry to the TTL attribute; false when it has none under the old name any more (a rerun). */
export const moveExpiry = (key: TableKey): Promise<boolean> =>
  ifCondition(
    db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: { PK: key.PK, SK: key.SK },
        UpdateExpression: 'SET #ttl = #old REMOVE #old',
        ConditionExpression: 'attribute_exists(#old) AND attribute_not_exists(#ttl)',
        ExpressionAttributeNames: names,
      }),
    ),
  );
