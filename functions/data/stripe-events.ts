// Stripe events once seen (the entity `stripeEvent`, expiring): claimed while processing, then done, so each event
// applies once however often Stripe sends it (docs/PAYMENTS.md).
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, nowSeconds, tableName } from './client';
import { ifCondition } from './conditional';
import { defineEntity } from './entity';
import { keys } from './keys';

const DAY_SECONDS = 24 * 60 * 60;
/** Stripe retries an event for up to 3 days: the record outlives that with a margin. */
export const EVENT_RECORD_TTL_SECONDS = 7 * DAY_SECONDS;
/** A claimed event whose processing has not finished by then may be taken over (the first try crashed). */
export const EVENT_LEASE_SECONDS = 60;

export interface StripeEventRecord {
  type: string;
  status: 'processing' | 'done';
  /** Epoch seconds; absent once done. */
  lease_until?: number;
}

export const stripeEventEntity = defineEntity<StripeEventRecord>()({ name: 'stripeEvent', version: 1, expires: 'always' });

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
        Item: stripeEventEntity.toItem(
          keys.stripeEvent(eventId),
          { type, status: 'processing', lease_until: now + EVENT_LEASE_SECONDS },
          now + EVENT_RECORD_TTL_SECONDS,
        ),
        ConditionExpression: 'attribute_not_exists(PK) OR (#s = :processing AND lease_until < :now)',
        ExpressionAttributeNames: { '#s': 'status' },
        ExpressionAttributeValues: { ':processing': 'processing', ':now': now },
      }),
    ),
  );
  if (claimed) return 'claimed';
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.stripeEvent(eventId), ConsistentRead: true }));
  return Item && stripeEventEntity.fromItem(Item).status === 'done' ? 'done' : 'in-progress';
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
