// Share links (the entities `share` and `shl-manifest`, docs/SHARING.md "Links"): a link (and its opens,
// share-opens.ts) lives in the owner's partition, so account deletion, which empties it, removes them; the manifest's
// pointer (found by the manifest id alone) lives outside it and is noted there as an owned row (owned-rows.ts), written
// in one transaction with the link. Nothing here holds a link's key; the passcode only as a salted scrypt hash.
import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import { onConditionFailed } from './conditional';
import { defineEntity } from './entity';
import { keys } from './keys';
import { ownedRowEntity } from './owned-rows';
import { writeTogether } from './batch';
import { queryAll } from './pages';

export interface StoredShare {
  id: string;
  manifest_id: string;
  label: string;
  days: number;
  types: string[];
  patient: 'name' | 'initials' | 'none';
  /** Whether the FHIR file's Patient has the birth year and the sex (absent on links made before the choice: both). */
  birth_year?: boolean;
  sex?: boolean;
  created_at: string;
  expires_at: string;
  /** `scrypt$…` of the passcode; null for a link without one. */
  passcode_hash: string | null;
  /** Wrong passcodes so far (and tries being checked: each is counted before it is checked). */
  wrong_tries: number;
  revoked_at: string | null;
  locked_at: string | null;
  opens: number;
  last_opened_at: string | null;
  /** The objects of its encrypted files, in the manifest's order. */
  files: string[];
}

export interface ManifestPointer {
  user_id: string;
  share_id: string;
}

export const shareEntity = defineEntity<StoredShare>()({ name: 'share', version: 1, expires: 'never' });
export const manifestPointerEntity = defineEntity<ManifestPointer>()({ name: 'shl-manifest', version: 1, expires: 'never' });

/** Writes the link, its manifest pointer and the note that the pointer is the owner's: all three or none. */
export async function putShare(userId: string, share: StoredShare): Promise<void> {
  const pointer = keys.shlManifest(share.manifest_id);
  await writeTogether([
    { Put: { TableName: tableName(), Item: shareEntity.toItem(keys.share(userId, share.id), share) } },
    { Put: { TableName: tableName(), Item: manifestPointerEntity.toItem(pointer, { user_id: userId, share_id: share.id }) } },
    {
      Put: {
        TableName: tableName(),
        Item: ownedRowEntity.toItem(keys.ownedRow(userId, pointer), { owned_PK: pointer.PK, owned_SK: pointer.SK }),
      },
    },
  ]);
}

export async function getShare(userId: string, shareId: string): Promise<StoredShare | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.share(userId, shareId), ConsistentRead: true }));
  return Item ? shareEntity.fromItem(Item) : undefined;
}

/** Every link of the person, newest first. */
export async function listShares(userId: string): Promise<StoredShare[]> {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
    ExpressionAttributeValues: { ':pk': keys.userPartition(userId), ':prefix': keys.sharePrefix },
    ScanIndexForward: false,
  });
  return items.map((item) => shareEntity.fromItem(item));
}

/** Whose link a manifest id is; undefined for none (never made, revoked, or the account gone). */
export async function findManifest(manifestId: string): Promise<ManifestPointer | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.shlManifest(manifestId) }));
  return Item ? manifestPointerEntity.fromItem(Item) : undefined;
}

// A link not yet revoked or locked stores those times as null; a condition asks for that with
// `attribute_type(…, NULL)`, the documented test of a null, rather than comparing with a null value.

/**
 * Marks the link revoked (at once: the manifest reads it consistently); a link revoked before keeps its first time.
 * Undefined when there is no such link.
 */
export async function markRevoked(userId: string, shareId: string, now: string): Promise<StoredShare | undefined> {
  const answer = db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.share(userId, shareId),
      UpdateExpression: 'SET revoked_at = :now',
      ConditionExpression: 'attribute_exists(PK) AND attribute_type(revoked_at, :null)',
      ExpressionAttributeValues: { ':now': now, ':null': 'NULL' },
      ReturnValues: 'ALL_NEW',
    }),
  );
  const result = await onConditionFailed(answer, undefined);
  return result?.Attributes ? shareEntity.fromItem(result.Attributes) : getShare(userId, shareId);
}

/** The pointer and its note go: the manifest id then names nothing. */
export async function dropManifest(userId: string, manifestId: string): Promise<void> {
  const pointer = keys.shlManifest(manifestId);
  await db().send(new DeleteCommand({ TableName: tableName(), Key: pointer }));
  await db().send(new DeleteCommand({ TableName: tableName(), Key: keys.ownedRow(userId, pointer) }));
}

/**
 * Counts one passcode try before it is checked, while the link is open and has tries left: at most `max` tries are
 * ever checked, however many arrive at once. The count after it, or undefined when none was left (or the link ended).
 */
export async function countTry(userId: string, shareId: string, max: number): Promise<number | undefined> {
  const answer = db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.share(userId, shareId),
      UpdateExpression: 'SET wrong_tries = wrong_tries + :one',
      ConditionExpression:
        'attribute_exists(PK) AND wrong_tries < :max AND attribute_type(revoked_at, :null) AND attribute_type(locked_at, :null)',
      ExpressionAttributeValues: { ':one': 1, ':max': max, ':null': 'NULL' },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  const result = await onConditionFailed(answer, undefined);
  return result?.Attributes ? Number(result.Attributes.wrong_tries) : undefined;
}

/** A try that was right is not counted against the link. */
export async function uncountTry(userId: string, shareId: string): Promise<void> {
  const answer = db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.share(userId, shareId),
      UpdateExpression: 'SET wrong_tries = wrong_tries - :one',
      ConditionExpression: 'wrong_tries > :zero',
      ExpressionAttributeValues: { ':one': 1, ':zero': 0 },
    }),
  );
  await onConditionFailed(answer, undefined);
}

/** Locks the link; true only for the call that locked it (the owner is told once). */
export async function markLocked(userId: string, shareId: string, now: string): Promise<boolean> {
  const answer = db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.share(userId, shareId),
      UpdateExpression: 'SET locked_at = :now',
      ConditionExpression: 'attribute_exists(PK) AND attribute_type(locked_at, :null)',
      ExpressionAttributeValues: { ':now': now, ':null': 'NULL' },
    }),
  );
  return onConditionFailed(
    answer.then(() => true),
    false,
  );
}
