// Payments state in the table: processed Stripe events, each user's subscription state, checkout sessions, customers.
// Checkout and billing sessions and customer links live outside the user's partition (found by their own id), so each
// is noted in the partition first (owned-rows.ts): account deletion deletes them with everything else. Every expiring
// row carries the table's TTL attribute (expiringAt).
import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, expiringAt, nowSeconds, tableName } from './client';
import { ifCondition } from './conditional';
import { keys } from './keys';
import { noteOwnedRow } from './owned-rows';

const DAY_SECONDS = 24 * 60 * 60;
/** Stripe retries an event for up to 3 days: the record outlives that with a margin. */
export const EVENT_RECORD_TTL_SECONDS = 7 * DAY_SECONDS;
/** A claimed event whose processing has not finished by then may be taken over (the first try crashed). */
export const EVENT_LEASE_SECONDS = 60;

export type EventClaim = 'claimed' | 'done' | 'in-progress';

/**
 * Claims an event for processing: 'claimed' when this call may apply it, 'done' when it was applied already,
 * 'in-progress' while another call holds a fresh lease (the caller answers an error so Stripe retries).
 */
export async function claimEvent(eventId: string, type: string, nowMs = Date.now()): Promise<EventClaim> {
  const now = nowSeconds(nowMs);
  const claimed = await ifCondition(
    db().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...keys.stripeEvent(eventId),
          entity: 'stripeEvent',
          type,
          status: 'processing',
          lease_until: now + EVENT_LEASE_SECONDS,
          ...expiringAt(now + EVENT_RECORD_TTL_SECONDS),
        },
        ConditionExpression: 'attribute_not_exists(PK) OR (#s = :processing AND lease_until < :now)',
        ExpressionAttributeNames: { '#s': 'status' },
        ExpressionAttributeValues: { ':processing': 'processing', ':now': now },
      }),
    ),
  );
  if (claimed) return 'claimed';
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.stripeEvent(eventId), ConsistentRead: true }));
  return Item?.status === 'done' ? 'done' : 'in-progress';
}

export async function markEventDone(eventId: string): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.stripeEvent(eventId),
      UpdateExpression: 'SET #s = :done REMOVE lease_until',
      ExpressionAttributeNames: { '#s': 'status' },
      ExpressionAttributeValues: { ':done': 'done' },
    }),
  );
}

/** Frees a claim after a failed attempt, so Stripe's retry applies the event. */
export async function releaseEvent(eventId: string): Promise<void> {
  await ifCondition(
    db().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: keys.stripeEvent(eventId),
        ConditionExpression: '#s = :processing',
        ExpressionAttributeNames: { '#s': 'status' },
        ExpressionAttributeValues: { ':processing': 'processing' },
      }),
    ),
  );
}

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

export async function getSubscriptionState(userId: string): Promise<SubscriptionState | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.subscription(userId), ConsistentRead: true }));
  if (!Item) return undefined;
  const { PK: _pk, SK: _sk, entity: _entity, ...state } = Item;
  return state as SubscriptionState;
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
        Item: { ...keys.subscription(userId), entity: 'subscription', ...state },
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

export type CheckoutStatus = 'open' | 'complete' | 'canceled';

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

const CHECKOUT_TTL_SECONDS = 2 * DAY_SECONDS;

export async function putCheckoutSession(session: CheckoutSession): Promise<void> {
  const key = keys.checkoutSession(session.session_id);
  const expiresAt = nowSeconds() + CHECKOUT_TTL_SECONDS;
  await noteOwnedRow(session.userId, key, expiresAt);
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...key, entity: 'checkoutSession', ...session, ...expiringAt(expiresAt) },
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
}

export async function getCheckoutSession(sessionId: string): Promise<CheckoutSession | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.checkoutSession(sessionId), ConsistentRead: true }));
  if (!Item) return undefined;
  const { session_id, userId, plan, status, provider, verified, created_at } = Item as CheckoutSession;
  return { session_id, userId, plan, status, provider, verified, created_at };
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

export async function rememberCustomer(customerId: string, userId: string): Promise<void> {
  await noteOwnedRow(userId, keys.stripeCustomer(customerId));
  await db().send(
    new PutCommand({ TableName: tableName(), Item: { ...keys.stripeCustomer(customerId), entity: 'stripeCustomer', userId } }),
  );
}

export async function userOfCustomer(customerId: string): Promise<string | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.stripeCustomer(customerId) }));
  return Item?.userId as string | undefined;
}

/** Every Stripe customer linked to the user (rememberCustomer notes each in the partition). */
export async function customerIdsOf(userId: string): Promise<string[]> {
  const customerPartition = keys.stripeCustomer('').PK;
  const ids: string[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
        ExpressionAttributeValues: { ':pk': keys.userPartition(userId), ':prefix': `${keys.ownedRowPrefix}${customerPartition}` },
        ProjectionExpression: 'owned_PK',
        ConsistentRead: true,
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of page.Items ?? []) ids.push((item.owned_PK as string).slice(customerPartition.length));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return ids;
}

export async function deleteCustomerLink(customerId: string): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: keys.stripeCustomer(customerId) }));
}

/** A local billing page session: its id is the capability to manage that user's local subscription, until it expires. */
export interface BillingSession {
  session_id: string;
  userId: string;
  /** Epoch seconds; checked on read (no TTL deletion locally). */
  expires_at: number;
}

export async function putBillingSession(session: BillingSession): Promise<void> {
  const key = keys.billingSession(session.session_id);
  await noteOwnedRow(session.userId, key, session.expires_at);
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...key, entity: 'billingSession', ...session, ...expiringAt(session.expires_at) },
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
}

/** The session while it is valid; undefined when unknown or expired. */
export async function getBillingSession(sessionId: string, nowMs = Date.now()): Promise<BillingSession | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.billingSession(sessionId), ConsistentRead: true }));
  if (!Item || (Item.expires_at as number) <= nowSeconds(nowMs)) return undefined;
  return { session_id: Item.session_id as string, userId: Item.userId as string, expires_at: Item.expires_at as number };
}
