// Removes every item and stored object of a user: the partition page by page, then the user's objects in
// every bucket, then the claims, then the profile last, so an interrupted deletion can be rerun by the same
// (still signed-in) user and finish the job (QUALITY.md R11).
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { exportsStorage, imagesStorage } from '../providers/storage/buckets';
import { objectKeys } from '../providers/storage/object-keys';
import type { ObjectStorage } from '../providers/storage/storage-port';
import { deleteKeys } from '../data/batch';
import { deleteMessagesOf } from '../data/chat-sessions';
import { db, tableName } from '../data/client';
import { keys, type TableKey } from '../data/keys';
import { deleteUserRecord, releaseEmail, releaseUsername, type UserRecord } from '../data/users';

/** Each bucket with the prefix that holds a user's objects there. */
export interface UserObjects {
  storage: ObjectStorage;
  prefixOf: (userId: string) => string;
}

export const userObjectsInBuckets = (): UserObjects[] => [
  { storage: imagesStorage(), prefixOf: objectKeys.imagePrefix },
  { storage: exportsStorage(), prefixOf: objectKeys.downloadPrefix },
  // Files uploaded for import share the exports bucket (the app's transfers) under their own prefix.
  { storage: exportsStorage(), prefixOf: objectKeys.importPrefix },
];

export async function deleteEverythingOf(user: UserRecord, objects: UserObjects[] = userObjectsInBuckets()): Promise<void> {
  const profile = keys.user(user.userId);
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': profile.PK },
        ProjectionExpression: 'PK, SK',
        ExclusiveStartKey: startKey,
      }),
    );
    const rows = (page.Items ?? []) as TableKey[];
    // A chat session's messages go first: the session row is what lets a rerun find them.
    const sessions = rows.filter((row) => row.SK.startsWith(keys.chatSessionPrefix));
    await Promise.all(sessions.map((row) => deleteMessagesOf(row.SK.slice(keys.chatSessionPrefix.length))));
    await deleteKeys(rows.filter((row) => row.SK !== profile.SK));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  // After the entries, so no entry is left pointing at a deleted image, and an image or export written
  // while the entries went is still caught; before the profile, so a failure here can be rerun.
  await Promise.all(objects.map(({ storage, prefixOf }) => storage.deletePrefix(prefixOf(user.userId))));
  await Promise.all([releaseUsername(user.username, user.userId), releaseEmail(user.email, user.userId)]);
  await deleteUserRecord(user.userId);
}
