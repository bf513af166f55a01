// Refresh-token sessions (the entity `refresh`, expiring with the token): one row per issued refresh token, grouped in families for rotation and reuse detection.
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, nowSeconds, tableName } from './client';
import { ifCondition } from './conditional';
import { defineEntity } from './entity';
import { keys } from './keys';
import { queryPages } from './pages';

export interface RefreshSession {
  userId: string;
  jti: string;
  family: string;
  issuedAtMs: number;
  /** When this token stops working (idle limit, never past the family's absolute limit). */
  expiresAtMs: number;
  familyExpiresAtMs: number;
  usedAtMs?: number;
  replacedBy?: string;
}

export const refreshSessionEntity = defineEntity<RefreshSession>()({ name: 'refresh', version: 1, expires: 'always' });

export async function saveRefreshSession(session: RefreshSession): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: refreshSessionEntity.toItem(keys.refreshToken(session.userId, session.jti), session, nowSeconds(session.expiresAtMs)),
    }),
  );
}

export async function findRefreshSession(userId: string, jti: string): Promise<RefreshSession | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.refreshToken(userId, jti), ConsistentRead: true }));
  return Item && refreshSessionEntity.fromItem(Item);
}

/** Marks a token rotated; false if another call rotated it first. */
export async function markRotated(userId: string, jti: string, replacedBy: string, nowMs: number): Promise<boolean> {
  return ifCondition(
    db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.refreshToken(userId, jti),
        UpdateExpression: 'SET usedAtMs = :now, replacedBy = :next',
        ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(usedAtMs)',
        ExpressionAttributeValues: { ':now': nowMs, ':next': replacedBy },
      }),
    ),
  );
}

export async function deleteRefreshSession(userId: string, jti: string): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: keys.refreshToken(userId, jti) }));
}

/** Deletes every refresh token of one family (a logout, or a replayed token: the family may be stolen). */
export async function deleteFamily(userId: string, family: string): Promise<void> {
  const pages = queryPages({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
    FilterExpression: '#family = :family',
    ExpressionAttributeNames: { '#family': 'family' },
    ExpressionAttributeValues: { ':pk': keys.userPartition(userId), ':prefix': keys.refreshTokenPrefix, ':family': family },
    ProjectionExpression: 'jti',
    // Strongly consistent: a token a racing rotation just saved is found and deleted too (auth/sessions.ts).
    ConsistentRead: true,
  });
  for await (const page of pages) await Promise.all((page.Items ?? []).map((item) => deleteRefreshSession(userId, item.jti as string)));
}
