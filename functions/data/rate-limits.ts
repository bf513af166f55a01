// Counters over fixed windows that start at the first hit (login failures, reset e-mails), kept with conditional writes.
import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, isConditionFailure, nowSeconds, tableName } from './client';
import { keys } from './keys';

export interface WindowCount {
  count: number;
  /** Until the window ends; 0 when no window is open. */
  retryAfterMs: number;
}

export async function readWindow(key: string, windowMs: number, nowMs = Date.now()): Promise<WindowCount> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.rateWindow(key), ConsistentRead: true }));
  const startedAt = Item?.startedAtMs as number | undefined;
  if (startedAt === undefined || startedAt + windowMs <= nowMs) return { count: 0, retryAfterMs: 0 };
  return { count: Item?.hits as number, retryAfterMs: startedAt + windowMs - nowMs };
}

/** Counts one hit and returns the count in the current window (a stale window restarts at 1). */
export async function countHit(key: string, windowMs: number, nowMs = Date.now()): Promise<number> {
  const common = { TableName: tableName(), Key: keys.rateWindow(key), ReturnValues: 'UPDATED_NEW' as const };
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const added = await db().send(new UpdateCommand({
        ...common,
        UpdateExpression: 'ADD hits :one',
        ConditionExpression: 'startedAtMs > :cutoff',
        ExpressionAttributeValues: { ':one': 1, ':cutoff': nowMs - windowMs },
      }));
      return added.Attributes?.hits as number;
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
    try {
      await db().send(new UpdateCommand({
        ...common,
        UpdateExpression: 'SET hits = :one, startedAtMs = :now, expiresAt = :expires',
        ConditionExpression: 'attribute_not_exists(startedAtMs) OR startedAtMs <= :cutoff',
        ExpressionAttributeValues: { ':one': 1, ':now': nowMs, ':cutoff': nowMs - windowMs, ':expires': nowSeconds(nowMs + windowMs) + 60 },
      }));
      return 1;
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  }
  throw new Error(`Rate counter ${key} kept changing under concurrent writes`);
}

export async function clearWindow(key: string): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: keys.rateWindow(key) }));
}
