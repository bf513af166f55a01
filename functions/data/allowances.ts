// Credits and images of a plan period, charged with one conditional UpdateItem each, so no number of
// concurrent calls can spend past the limit (S41), and given back when the AI call fails.
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import { ifCondition } from './conditional';
import { defineEntity } from './entity';
import { keys } from './keys';

export interface Spend {
  credits: number;
  images: number;
}

export interface AllowanceUse {
  credits_used: number;
  images_used: number;
}

/** One plan period's use, expiring with the period; kept by conditional updates only. */
export const allowanceEntity = defineEntity<AllowanceUse>()({ name: 'allowance', version: 1, expires: 'always' });
const allowanceSet = allowanceEntity.updateSet(':expires');

export async function readAllowance(userId: string, periodId: string): Promise<AllowanceUse> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.allowance(userId, periodId), ConsistentRead: true }));
  const use = Item && allowanceEntity.fromItem(Item);
  return { credits_used: use?.credits_used ?? 0, images_used: use?.images_used ?? 0 };
}

/** Spends credits and images only if both stay within the limits; false (nothing spent) otherwise. */
export async function spendAllowance(userId: string, periodId: string, spend: Spend, limits: Spend, expiresAt: number): Promise<boolean> {
  if (spend.credits > limits.credits || spend.images > limits.images) return false;
  return ifCondition(
    db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.allowance(userId, periodId),
        UpdateExpression: `ADD credits_used :credits, images_used :images SET ${allowanceSet.assignments}`,
        ConditionExpression:
          '(attribute_not_exists(credits_used) OR credits_used <= :creditRoom) AND (attribute_not_exists(images_used) OR images_used <= :imageRoom)',
        ExpressionAttributeValues: {
          ...allowanceSet.values,
          ':credits': spend.credits,
          ':images': spend.images,
          ':expires': expiresAt,
          ':creditRoom': limits.credits - spend.credits,
          ':imageRoom': limits.images - spend.images,
        },
      }),
    ),
  );
}

/** Gives back what a failed call spent. */
export async function refundAllowance(userId: string, periodId: string, spend: Spend): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.allowance(userId, periodId),
      UpdateExpression: 'ADD credits_used :credits, images_used :images',
      ExpressionAttributeValues: { ':credits': -spend.credits, ':images': -spend.images },
    }),
  );
}
