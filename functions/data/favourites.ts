// Favourite items for quick re-logging (the entity `favourite`, docs/QUICK-LOG.md), in the person's partition under
// FAVOURITE#<item key>: the same item is one favourite however often it is starred, and account deletion, which empties
// the partition, removes them.
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Favourite } from '../../shared/schemas/quick-log';
import { db, tableName } from './client';
import { ifCondition } from './conditional';
import { defineEntity } from './entity';
import { keys } from './keys';
import { queryAll } from './pages';

export const favouriteEntity = defineEntity<Favourite>()({ name: 'favourite', version: 1, expires: 'never' });

/** Every favourite of the person (at most QUICK_LOG_LIMITS.favourites, so one page). */
export async function listFavourites(userId: string): Promise<Favourite[]> {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
    ExpressionAttributeValues: { ':pk': keys.userPartition(userId), ':prefix': keys.favouritePrefix },
  });
  return items.map((item) => favouriteEntity.fromItem(item));
}

/** Writes the favourite, replacing the same item starred before. */
export async function putFavourite(userId: string, favourite: Favourite): Promise<void> {
  await db().send(
    new PutCommand({ TableName: tableName(), Item: favouriteEntity.toItem(keys.favourite(userId, favourite.key), favourite) }),
  );
}

/** Writes the favourite only when the person has no favourite of that item; false when they have (a restore run again). */
export const insertFavourite = (userId: string, favourite: Favourite): Promise<boolean> =>
  ifCondition(
    db().send(
      new PutCommand({
        TableName: tableName(),
        Item: favouriteEntity.toItem(keys.favourite(userId, favourite.key), favourite),
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    ),
  );

/** False when the person has no such favourite. */
export async function removeFavourite(userId: string, key: string): Promise<boolean> {
  return ifCondition(
    db().send(new DeleteCommand({ TableName: tableName(), Key: keys.favourite(userId, key), ConditionExpression: 'attribute_exists(PK)' })),
  );
}
