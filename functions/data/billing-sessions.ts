// Local billing page sessions (the entity `billingSession`, expiring): the local stand-in for Stripe's Customer
// Portal. Found by their own id outside the user's partition, so each is noted in the partition first (owned-rows.ts).
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, nowSeconds, tableName } from './client';
import { defineEntity } from './entity';
import { keys } from './keys';
import { noteOwnedRow } from './owned-rows';

/** A local billing page session: its id is the capability to manage that user's local subscription, until it expires. */
export interface BillingSession {
  session_id: string;
  userId: string;
  /** Epoch seconds; checked on read (no TTL deletion locally). */
  expires_at: number;
}

export const billingSessionEntity = defineEntity<BillingSession>()({ name: 'billingSession', version: 1, expires: 'always' });

export async function putBillingSession(session: BillingSession): Promise<void> {
  const key = keys.billingSession(session.session_id);
  await noteOwnedRow(session.userId, key, session.expires_at);
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: billingSessionEntity.toItem(key, session, session.expires_at),
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
}

/** The session while it is valid; undefined when unknown or expired. */
export async function getBillingSession(sessionId: string, nowMs = Date.now()): Promise<BillingSession | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.billingSession(sessionId), ConsistentRead: true }));
  const session = Item && billingSessionEntity.fromItem(Item);
  return session && session.expires_at > nowSeconds(nowMs) ? session : undefined;
}
