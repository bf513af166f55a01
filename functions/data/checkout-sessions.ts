// Checkout sessions (the entity `checkoutSession`, expiring after 2 days), found by their own id outside the user's
// partition, so each is noted in the partition first (owned-rows.ts): account deletion deletes it with the rest.
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, nowSeconds, tableName } from './client';
import { ifCondition } from './conditional';
import { defineEntity } from './entity';
import { keys } from './keys';
import { noteOwnedRow } from './owned-rows';

export type CheckoutStatus = 'open' | 'complete' | 'canceled';

/** A checkout session (local or Stripe) and who started it: verify-session grants only its owner. */
export interface CheckoutSession {
  session_id: string;
  userId: string;
  plan: 'basic' | 'pro';
  status: CheckoutStatus;
  provider: 'local' | 'stripe';
  /** Set once verify-session granted it (S36: once). */
  verified?: boolean;
  created_at: string;
}

export const checkoutSessionEntity = defineEntity<CheckoutSession>()({ name: 'checkoutSession', version: 1, expires: 'always' });

const CHECKOUT_TTL_SECONDS = 2 * 24 * 60 * 60;

export async function putCheckoutSession(session: CheckoutSession): Promise<void> {
  const key = keys.checkoutSession(session.session_id);
  const expiresAt = nowSeconds() + CHECKOUT_TTL_SECONDS;
  await noteOwnedRow(session.userId, key, expiresAt);
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: checkoutSessionEntity.toItem(key, session, expiresAt),
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
}

export async function getCheckoutSession(sessionId: string): Promise<CheckoutSession | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.checkoutSession(sessionId), ConsistentRead: true }));
  return Item && checkoutSessionEntity.fromItem(Item);
}

/** Moves an open session to a final status; false when it was not open (single use). */
export async function closeCheckoutSession(sessionId: string, status: 'complete' | 'canceled'): Promise<boolean> {
  return ifCondition(
    db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.checkoutSession(sessionId),
        UpdateExpression: 'SET #s = :status',
        ConditionExpression: '#s = :open',
        ExpressionAttributeNames: { '#s': 'status' },
        ExpressionAttributeValues: { ':status': status, ':open': 'open' },
      }),
    ),
  );
}

/** Marks a session verified once; false when it already was. */
export async function markCheckoutVerified(sessionId: string): Promise<boolean> {
  return ifCondition(
    db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.checkoutSession(sessionId),
        UpdateExpression: 'SET verified = :yes',
        ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(verified)',
        ExpressionAttributeValues: { ':yes': true },
      }),
    ),
  );
}
