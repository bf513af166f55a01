// Photos already counted in a plan period, by their bytes' SHA-256: the same photo extracted and then saved,
// or extracted twice, uses one image of the plan.
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import { ifCondition } from './conditional';
import { defineEntity } from './entity';
import { keys } from './keys';

/** A photo counted once in a plan period: the key says which; the item holds nothing else, and expires with the period. */
export const countedPhotoEntity = defineEntity<object>()({ name: 'counted-photo', version: 1, expires: 'always' });

export async function isPhotoCounted(userId: string, periodId: string, hash: string): Promise<boolean> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.countedPhoto(userId, periodId, hash), ConsistentRead: true }),
  );
  return Boolean(Item);
}

/** Marks the photo counted; false when it already was (so the caller does not count it twice). */
export async function markPhotoCounted(userId: string, periodId: string, hash: string, expiresAt: number): Promise<boolean> {
  return ifCondition(
    db().send(
      new PutCommand({
        TableName: tableName(),
        Item: countedPhotoEntity.toItem(keys.countedPhoto(userId, periodId, hash), {}, expiresAt),
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    ),
  );
}

export async function forgetPhoto(userId: string, periodId: string, hash: string): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: keys.countedPhoto(userId, periodId, hash) }));
}
