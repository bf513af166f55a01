// Refresh-token sessions: one row per issued refresh token, grouped in families for rotation and reuse detection.
import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, expiringAt, nowSeconds, tableName } from './client';
import { ifCondition } from './conditional';
import { keys } from './keys';

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

export async function saveRefreshSession(session: RefreshSession): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...keys.refreshToken(session.userId, session.jti),
        entity: 'refresh',
        ...session,
        ...expiringAt(nowSeconds(session.expiresAtMs)),
      },
    }),
  );
}

export async function findRefreshSession(userId: string, jti: string): Promise<RefreshSession | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.refreshToken(userId, jti), ConsistentRead: true }));
  return Item as RefreshSession | undefined;
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
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
        FilterExpression: '#family = :family',
        ExpressionAttributeNames: { '#family': 'family' },
        ExpressionAttributeValues: { ':pk': keys.userPartition(userId), ':prefix': keys.refreshTokenPrefix, ':family': family },
        ProjectionExpression: 'jti',
        // Strongly consistent: a token a racing rotation just saved is found and deleted too (auth/sessions.ts).
        ConsistentRead: true,
        ExclusiveStartKey: startKey,
      }),
    );
    await Promise.all((page.Items ?? []).map((item) => deleteRefreshSession(userId, item.jti as string)));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
}
