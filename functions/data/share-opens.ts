// The opens of a share link (the entity `share-open`, docs/SHARING.md "What is logged"): when, the viewer's country and
// browser family, in the owner's partition beside the link (so account deletion removes them), newest first.
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import { defineEntity } from './entity';
import { keys } from './keys';
import { queryAll } from './pages';

export interface ShareOpen {
  at: string;
  country: string | null;
  browser: string;
}

export const shareOpenEntity = defineEntity<ShareOpen>()({ name: 'share-open', version: 1, expires: 'never' });

/** Logs one open and counts it on the link. */
export async function recordOpen(userId: string, shareId: string, open: ShareOpen, openKey: string): Promise<void> {
  await db().send(new PutCommand({ TableName: tableName(), Item: shareOpenEntity.toItem(keys.shareOpen(userId, shareId, openKey), open) }));
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.share(userId, shareId),
      UpdateExpression: 'SET opens = opens + :one, last_opened_at = :at',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':one': 1, ':at': open.at },
    }),
  );
}

/** A link's opens, newest first. */
export async function listOpens(userId: string, shareId: string): Promise<ShareOpen[]> {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
    ExpressionAttributeValues: { ':pk': keys.userPartition(userId), ':prefix': keys.shareOpenPrefix(shareId) },
    ScanIndexForward: false,
  });
  return items.map((item) => shareOpenEntity.fromItem(item));
}
