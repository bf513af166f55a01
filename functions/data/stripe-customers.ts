// Which user a Stripe customer is (the entity `stripeCustomer`): subscription and invoice events name only the
// customer. Found by the customer's id outside the user's partition, so each link is noted in the partition first
// (owned-rows.ts): account deletion deletes it with the rest.
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import { defineEntity } from './entity';
import { keys } from './keys';
import { noteOwnedRow } from './owned-rows';
import { queryAll } from './pages';

export interface StripeCustomerLink {
  userId: string;
}

export const stripeCustomerEntity = defineEntity<StripeCustomerLink>()({ name: 'stripeCustomer', version: 1, expires: 'never' });

export async function rememberCustomer(customerId: string, userId: string): Promise<void> {
  await noteOwnedRow(userId, keys.stripeCustomer(customerId));
  await db().send(
    new PutCommand({ TableName: tableName(), Item: stripeCustomerEntity.toItem(keys.stripeCustomer(customerId), { userId }) }),
  );
}

export async function userOfCustomer(customerId: string): Promise<string | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.stripeCustomer(customerId) }));
  return Item && stripeCustomerEntity.fromItem(Item).userId;
}

/** Every Stripe customer linked to the user (rememberCustomer notes each in the partition). */
export async function customerIdsOf(userId: string): Promise<string[]> {
  const customerPartition = keys.stripeCustomer('').PK;
  const notes = await queryAll({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
    ExpressionAttributeValues: { ':pk': keys.userPartition(userId), ':prefix': `${keys.ownedRowPrefix}${customerPartition}` },
    ProjectionExpression: 'owned_PK',
    ConsistentRead: true,
  });
  return notes.map((note) => (note.owned_PK as string).slice(customerPartition.length));
}

export async function deleteCustomerLink(customerId: string): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: keys.stripeCustomer(customerId) }));
}
