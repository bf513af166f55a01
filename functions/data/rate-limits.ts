// Attempt counters kept with conditional writes: fixed windows that start at the first hit (reset e-mails, password
// checks) and slowing counts whose waits double (sign-in), each taken before the work it guards.
import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { withRetry } from '../platform/retry';
import { deleteKeys } from './batch';
import { db, nowSeconds, tableName } from './client';
import { ifCondition, onConditionFailed } from './conditional';
import { defineEntity } from './entity';
import { keys } from './keys';

/** A window's count: hits, and when it started (fixed windows) or the last attempt was (slowing counts). */
export interface RateWindow {
  hits: number;
  startedAtMs?: number;
  lastAtMs?: number;
}

/** A window expires a minute after it ends (a stale one counts as absent before that: dynalite never deletes). */
export const rateWindowEntity = defineEntity<RateWindow>()({ name: 'rateWindow', version: 1, expires: 'always' });
/** What each write that starts or moves a window sets besides its counts. */
const windowSet = rateWindowEntity.updateSet(':expires');

export interface WindowCount {
  count: number;
  /** Until the window ends; 0 when no window is open. */
  retryAfterMs: number;
}

export async function readWindow(key: string, windowMs: number, nowMs = Date.now()): Promise<WindowCount> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.rateWindow(key), ConsistentRead: true }));
  const window = Item && rateWindowEntity.fromItem(Item);
  const startedAt = window?.startedAtMs;
  if (!window || startedAt === undefined || startedAt + windowMs <= nowMs) return { count: 0, retryAfterMs: 0 };
  return { count: window.hits, retryAfterMs: startedAt + windowMs - nowMs };
}

/** Another call moved the window between this call's two conditional writes. */
class WindowChanged extends Error {}

export type Attempt = { allowed: true; count: number } | { allowed: false; retryAfterMs: number };

/**
 * One hit in a fixed window, refused at `limit` when one is given: a conditional ADD on an open window, else a
 * conditional restart of a stale or absent one at 1; a third outcome means another call moved the window between the
 * two, and the hit is taken again.
 */
async function hitWindow(key: string, windowMs: number, limit: number | undefined, nowMs: number): Promise<Attempt> {
  const common = { TableName: tableName(), Key: keys.rateWindow(key), ReturnValues: 'UPDATED_NEW' as const };
  const hitOnce = async (): Promise<Attempt> => {
    const underLimit = limit === undefined ? {} : { ':limit': limit };
    const added = await onConditionFailed(
      db().send(
        new UpdateCommand({
          ...common,
          UpdateExpression: 'ADD hits :one',
          ConditionExpression: limit === undefined ? 'startedAtMs > :cutoff' : 'startedAtMs > :cutoff AND hits < :limit',
          ExpressionAttributeValues: { ':one': 1, ':cutoff': nowMs - windowMs, ...underLimit },
        }),
      ),
      undefined,
    );
    if (added) return { allowed: true, count: added.Attributes?.hits as number };
    const started = await ifCondition(
      db().send(
        new UpdateCommand({
          ...common,
          UpdateExpression: `SET hits = :one, startedAtMs = :now, ${windowSet.assignments}`,
          ConditionExpression: 'attribute_not_exists(startedAtMs) OR startedAtMs <= :cutoff',
          ExpressionAttributeValues: {
            ...windowSet.values,
            ':one': 1,
            ':now': nowMs,
            ':cutoff': nowMs - windowMs,
            ':expires': nowSeconds(nowMs + windowMs) + 60,
          },
        }),
      ),
    );
    if (started) return { allowed: true, count: 1 };
    if (limit !== undefined) {
      const window = await readWindow(key, windowMs, nowMs);
      if (window.count >= limit) return { allowed: false, retryAfterMs: window.retryAfterMs };
    }
    throw new WindowChanged(`Rate counter ${key} kept changing under concurrent writes`);
  };
  return withRetry(hitOnce, { attempts: 3, baseMs: 0, retryable: (error) => error instanceof WindowChanged });
}

/** Counts one hit and returns the count in the current window (a stale window restarts at 1). */
export async function countHit(key: string, windowMs: number, nowMs = Date.now()): Promise<number> {
  const hit = await hitWindow(key, windowMs, undefined, nowMs);
  return hit.allowed ? hit.count : Number.POSITIVE_INFINITY;
}

export async function clearWindow(key: string): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: keys.rateWindow(key) }));
}

/** Clears several windows at once (an account's own, when it is deleted). */
export const clearWindows = (windowKeys: string[]) => deleteKeys(windowKeys.map((key) => keys.rateWindow(key)));

/**
 * Takes one of `limit` attempts in the window, counted before the work it guards (a password hash, a mail): one
 * conditional ADD that refuses at the limit, so any number of concurrent requests gets at most `limit` through.
 * A stale or absent window restarts at 1. Refused: how long until the window ends.
 */
export function takeAttempt(key: string, limit: number, windowMs: number, nowMs = Date.now()): Promise<Attempt> {
  return hitWindow(key, windowMs, limit, nowMs);
}

/** Attempts that slow down instead of locking: `free` at once, then each must wait twice as long as the one before. */
export interface SlowingPolicy {
  /** Attempts allowed without a wait. */
  free: number;
  /** The wait before the first attempt past `free`; each further one doubles it, up to `capDelayMs`. */
  baseDelayMs: number;
  capDelayMs: number;
  /** The count starts over after this long without an attempt (and at once when cleared). */
  quietMs: number;
}

/** How long after the last attempt the next may start, with `count` attempts counted. */
export function slowingDelayMs(count: number, policy: SlowingPolicy): number {
  if (count < policy.free) return 0;
  return Math.min(policy.baseDelayMs * 2 ** (count - policy.free), policy.capDelayMs);
}

/**
 * Takes one attempt under a slowing policy, counted before the work it guards. Under `free`, one conditional ADD; past
 * it, the next attempt may start only `slowingDelayMs` after the last one, taken by a compare-and-set on the count, so
 * of any number of concurrent requests at most one passes each step. Refused: how long until the next may start.
 */
export async function takeSlowingAttempt(key: string, policy: SlowingPolicy, nowMs = Date.now()): Promise<Attempt> {
  const Key = keys.rateWindow(key);
  const cutoff = nowMs - policy.quietMs;
  const stamp = { ...windowSet.values, ':now': nowMs, ':expires': nowSeconds(nowMs + policy.quietMs) + 60 };
  const update = (UpdateExpression: string, ConditionExpression: string, values: Record<string, unknown>) =>
    onConditionFailed(
      db().send(
        new UpdateCommand({
          TableName: tableName(),
          Key,
          UpdateExpression,
          ConditionExpression,
          ExpressionAttributeValues: { ...stamp, ...values },
          ReturnValues: 'UPDATED_NEW',
        }),
      ),
      undefined,
    );
  for (let round = 0; round < 4; round++) {
    const added = await update(`ADD hits :one SET lastAtMs = :now, ${windowSet.assignments}`, 'lastAtMs > :cutoff AND hits < :free', {
      ':one': 1,
      ':cutoff': cutoff,
      ':free': policy.free,
    });
    if (added) return { allowed: true, count: added.Attributes?.hits as number };
    const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key, ConsistentRead: true }));
    const window = Item && rateWindowEntity.fromItem(Item);
    const lastAtMs = window?.lastAtMs;
    if (!window || lastAtMs === undefined || lastAtMs <= cutoff) {
      const started = await update(
        `SET hits = :one, lastAtMs = :now, ${windowSet.assignments}`,
        'attribute_not_exists(lastAtMs) OR lastAtMs <= :cutoff',
        { ':one': 1, ':cutoff': cutoff },
      );
      if (started) return { allowed: true, count: 1 };
      continue;
    }
    const hits = window.hits;
    if (hits < policy.free) continue;
    const waitUntil = lastAtMs + slowingDelayMs(hits, policy);
    if (nowMs < waitUntil) return { allowed: false, retryAfterMs: waitUntil - nowMs };
    const taken = await update(`SET hits = :next, lastAtMs = :now, ${windowSet.assignments}`, 'hits = :hits AND lastAtMs = :last', {
      ':next': hits + 1,
      ':hits': hits,
      ':last': lastAtMs,
    });
    if (taken) return { allowed: true, count: hits + 1 };
  }
  // Still contended after four rounds: others are taking the steps; this one waits the shortest delay.
  return { allowed: false, retryAfterMs: policy.baseDelayMs };
}

/** Gives one attempt back (it turned out a success that must not count), never below zero. */
export async function giveBackAttempt(key: string): Promise<void> {
  await ifCondition(
    db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.rateWindow(key),
        UpdateExpression: 'ADD hits :minus',
        ConditionExpression: 'hits > :zero',
        ExpressionAttributeValues: { ':minus': -1, ':zero': 0 },
      }),
    ),
  );
}
