// Web Push subscriptions (the entity `push-subscription`, docs/REMINDERS.md "Delivery"): one item per device in the
// person's partition, so account deletion, which empties the partition, deletes them too. Keyed by a hash of the
// endpoint, so the same device saving again updates its item instead of adding one.
import { createHash } from 'node:crypto';
import { DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import { defineEntity } from './entity';
import { keys } from './keys';
import { queryAll } from './pages';

export interface StoredPushSubscription {
  /** base64url SHA-256 of the endpoint. */
  id: string;
  endpoint: string;
  /** The device's P-256 public key and auth secret (base64url), as the browser gave them. */
  p256dh: string;
  auth: string;
  created_at: string;
  updated_at: string;
}

export const pushSubscriptionEntity = defineEntity<StoredPushSubscription>()({ name: 'push-subscription', version: 1, expires: 'never' });

/** The id of the subscription of an endpoint: the same endpoint is the same device. */
export const pushSubscriptionId = (endpoint: string) => createHash('sha256').update(endpoint).digest('base64url');

const FIELDS = ['id', 'endpoint', 'p256dh', 'auth'] as const;

/** Saves (or updates) one device's subscription; its creation time stays the first save's. */
export async function putPushSubscription(
  userId: string,
  subscription: { endpoint: string; p256dh: string; auth: string },
  now: string,
): Promise<StoredPushSubscription> {
  const id = pushSubscriptionId(subscription.endpoint);
  const { assignments, values } = pushSubscriptionEntity.updateSet();
  const { Attributes } = await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.pushSubscription(userId, id),
      // Placeholders for every name: DynamoDB reserves many plain words.
      UpdateExpression: `SET ${assignments}, ${FIELDS.map((f) => `#${f} = :${f}`).join(', ')}, #created_at = if_not_exists(#created_at, :now), #updated_at = :now`,
      ExpressionAttributeNames: Object.fromEntries([...FIELDS, 'created_at', 'updated_at'].map((f) => [`#${f}`, f])),
      ExpressionAttributeValues: {
        ...values,
        ':id': id,
        ':endpoint': subscription.endpoint,
        ':p256dh': subscription.p256dh,
        ':auth': subscription.auth,
        ':now': now,
      },
      ReturnValues: 'ALL_NEW',
    }),
  );
  return pushSubscriptionEntity.fromItem(Attributes!);
}

/** Every device of the person, most recently saved first. */
export async function listPushSubscriptions(userId: string): Promise<StoredPushSubscription[]> {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
    ExpressionAttributeValues: { ':pk': keys.userPartition(userId), ':prefix': keys.pushSubscriptionPrefix },
  });
  return items.map((item) => pushSubscriptionEntity.fromItem(item)).sort((a, b) => b.updated_at.localeCompare(a.updated_at));
}

/** Deletes one; a subscription already gone is no error. */
export async function deletePushSubscription(userId: string, id: string): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: keys.pushSubscription(userId, id) }));
}

/** Deletes every device of the person (sign out of all devices: a lost phone gets no more reminders). */
export async function deletePushSubscriptionsOf(userId: string): Promise<void> {
  for (const { id } of await listPushSubscriptions(userId)) await deletePushSubscription(userId, id);
}
