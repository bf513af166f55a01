// The newest known state of each user's Stripe (or local) subscription (the entity `subscription`), in the user's
// partition: written only when newer than the one stored (docs/PAYMENTS.md).
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import { ifCondition } from './conditional';
import { defineEntity } from './entity';
import { keys } from './keys';

export type SubscriptionStatus =
  'active' | 'trialing' | 'past_due' | 'unpaid' | 'canceled' | 'incomplete' | 'incomplete_expired' | 'paused';

export interface SubscriptionState {
  subscription_id: string;
  customer_id?: string;
  sub_status: SubscriptionStatus | string;
  price_id?: string;
  plan: 'basic' | 'pro' | null;
  current_period_start?: number;
  current_period_end?: number;
  /** Epoch seconds: the subscription ends then (cancelled at period end); absent while it renews. */
  cancel_at?: number;
  /** The `created` (epoch seconds) of the event this state came from: newer wins. */
  event_created: number;
  event_id: string;
}

export const subscriptionEntity = defineEntity<SubscriptionState>()({ name: 'subscription', version: 1, expires: 'never' });

export async function getSubscriptionState(userId: string): Promise<SubscriptionState | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.subscription(userId), ConsistentRead: true }));
  return Item && subscriptionEntity.fromItem(Item);
}

/**
 * Stores the state unless a newer one is stored: an older event, or anything after the same subscription was
 * canceled (a terminal state in Stripe), changes nothing. Re-storing the same event is allowed (a retry).
 * True when the state was stored.
 */
export async function putSubscriptionStateIfNewer(userId: string, state: SubscriptionState): Promise<boolean> {
  // At the same second, a cancellation wins over any other state.
  const older = state.sub_status === 'canceled' ? 'event_created <= :created' : 'event_created < :created';
  return ifCondition(
    db().send(
      new PutCommand({
        TableName: tableName(),
        Item: subscriptionEntity.toItem(keys.subscription(userId), state),
        ConditionExpression: `attribute_not_exists(PK) OR event_id = :eid OR (${older} AND (subscription_id <> :sid OR sub_status <> :canceled))`,
        ExpressionAttributeValues: {
          ':eid': state.event_id,
          ':created': state.event_created,
          ':canceled': 'canceled',
          ':sid': state.subscription_id,
        },
      }),
    ),
  );
}
