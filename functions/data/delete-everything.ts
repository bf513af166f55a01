// Removes every item of a user: the partition page by page, then the claims, then the profile last,
// so an interrupted deletion can be rerun by the same (still signed-in) user and finish the job.
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { deleteKeys } from './batch';
import { db, tableName } from './client';
import { keys, type TableKey } from './keys';
import { deleteUserRecord, releaseEmail, releaseUsername, type UserRecord } from './users';

export async function deleteEverythingOf(user: UserRecord): Promise<void> {
  const profile = keys.user(user.userId);
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db().send(new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': profile.PK },
      ProjectionExpression: 'PK, SK',
      ExclusiveStartKey: startKey,
    }));
    const rows = (page.Items ?? []) as TableKey[];
    await deleteKeys(rows.filter((row) => row.SK !== profile.SK));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  await Promise.all([releaseUsername(user.username, user.userId), releaseEmail(user.email, user.userId)]);
  await deleteUserRecord(user.userId);
}
