// Counters over fixed windows that start at the first hit (login failures, reset e-mails), kept with conditional writes.
import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { withRetry } from '../core/retry';
import { db, nowSeconds, tableName } from './client';
import { ifCondition, onConditionFailed } from './conditional';
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

/** Another call moved the window between this call's two conditional writes. */
class WindowChanged extends Error {}

/** Counts one hit and returns the count in the current window (a stale window restarts at 1). */
export async function countHit(key: string, windowMs: number, nowMs = Date.now()): Promise<number> {
  const common = { TableName: tableName(), Key: keys.rateWindow(key), ReturnValues: 'UPDATED_NEW' as const };
  const countOnce = async (): Promise<number> => {
    const added = await onConditionFailed(
      db().send(
        new UpdateCommand({
          ...common,
          UpdateExpression: 'ADD hits :one',
          ConditionExpression: 'startedAtMs > :cutoff',
          ExpressionAttributeValues: { ':one': 1, ':cutoff': nowMs - windowMs },
        }),
      ),
      undefined,
    );
    if (added) return added.Attributes?.hits as number;
    const started = await ifCondition(
      db().send(
        new UpdateCommand({
          ...common,
          UpdateExpression: 'SET hits = :one, startedAtMs = :now, expiresAt = :expires',
          ConditionExpression: 'attribute_not_exists(startedAtMs) OR startedAtMs <= :cutoff',
          ExpressionAttributeValues: {
            ':one': 1,
            ':now': nowMs,
            ':cutoff': nowMs - windowMs,
            ':expires': nowSeconds(nowMs + windowMs) + 60,
          },
        }),
      ),
    );
    if (started) return 1;
    throw new WindowChanged(`Rate counter ${key} kept changing under concurrent writes`);
  };
  return withRetry(countOnce, { attempts: 3, baseMs: 0, retryable: (error) => error instanceof WindowChanged });
}

export async function clearWindow(key: string): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: keys.rateWindow(key) }));
}

export type Attempt = { allowed: true; count: number } | { allowed: false; retryAfterMs: number };

/**
 * Takes one of `limit` attempts in the window, counted before the work it guards (a password hash, a mail): one
 * conditional ADD that refuses at the limit, so any number of concurrent requests gets at most `limit` through.
 * A stale or absent window restarts at 1. Refused: how long until the window ends.
 */
export async function takeAttempt(key: string, limit: number, windowMs: number, nowMs = Date.now()): Promise<Attempt> {
  const common = { TableName: tableName(), Key: keys.rateWindow(key), ReturnValues: 'UPDATED_NEW' as const };
  const takeOnce = async (): Promise<Attempt> => {
    const added = await onConditionFailed(
      db().send(
        new UpdateCommand({
          ...common,
          UpdateExpression: 'ADD hits :one',
          ConditionExpression: 'startedAtMs > :cutoff AND hits < :limit',
          ExpressionAttributeValues: { ':one': 1, ':cutoff': nowMs - windowMs, ':limit': limit },
        }),
      ),
      undefined,
    );
    if (added) return { allowed: true, count: added.Attributes?.hits as number };
    const started = await ifCondition(
      db().send(
        new UpdateCommand({
          ...common,
          UpdateExpression: 'SET hits = :one, startedAtMs = :now, expiresAt = :expires',
          ConditionExpression: 'attribute_not_exists(startedAtMs) OR startedAtMs <= :cutoff',
          ExpressionAttributeValues: {
            ':one': 1,
            ':now': nowMs,
            ':cutoff': nowMs - windowMs,
            ':expires': nowSeconds(nowMs + windowMs) + 60,
          },
        }),
      ),
    );
    if (started) return { allowed: true, count: 1 };
    const window = await readWindow(key, windowMs, nowMs);
    if (window.count >= limit) return { allowed: false, retryAfterMs: window.retryAfterMs };
    throw new WindowChanged(`Rate counter ${key} kept changing under concurrent writes`);
  };
  return withRetry(takeOnce, { attempts: 3, baseMs: 0, retryable: (error) => error instanceof WindowChanged });
}
