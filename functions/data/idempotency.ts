// An Idempotency-Key in the user's partition (issue 21, S50; docs/LOGS.md): claimed with a conditional put before the
// work, then holding the first answer, which each retry with the key gets again. It expires after 24 hours through
// the table's TTL attribute, and a record past that time counts as absent (DynamoDB deletes late; dynalite never).
// It goes with the account like everything in the partition.
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { TransactItem } from './batch';
import { db, nowSeconds, tableName } from './client';
import { ifCondition } from './conditional';
import { defineEntity, TTL_ATTRIBUTE } from './entity';
import { keys } from './keys';

/** What a claim needs to know of the request and of time. */
export interface KeyClaim {
  userId: string;
  key: string;
  /** A hash of the method, path and body: the same key with another request is refused. */
  fingerprint: string;
  nowMs: number;
  /** How long an unfinished claim is the first request's; past it (a Lambda killed mid-way), a retry takes over. */
  leaseMs: number;
  /** How long the key answers again. */
  lifetimeMs: number;
}

export type ClaimOutcome =
  /** This request does the work; `startedAtMs` is the first claim's, also when a retry took it over. */
  | { kind: 'claimed'; claim: string; startedAtMs: number }
  | { kind: 'answered'; statusCode: number; answer: string }
  | { kind: 'in-progress' }
  | { kind: 'other-request' };

interface KeyRecord {
  fingerprint: string;
  keyState: 'in-progress' | 'answered';
  claim: string;
  startedAtMs: number;
  leaseUntilMs: number;
  statusCode?: number;
  answer?: string;
}

export const idempotencyKeyEntity = defineEntity<KeyRecord>()({ name: 'idempotency-key', version: 1, expires: 'always' });

async function readRecord(userId: string, key: string): Promise<KeyRecord | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.idempotencyKey(userId, key), ConsistentRead: true }));
  return Item && idempotencyKeyEntity.fromItem(Item);
}

/** A fresh claim: only where there is no record, or one past its 24 hours. */
function putClaim(request: KeyClaim, claim: string): Promise<boolean> {
  const record: KeyRecord = {
    fingerprint: request.fingerprint,
    keyState: 'in-progress',
    claim,
    startedAtMs: request.nowMs,
    leaseUntilMs: request.nowMs + request.leaseMs,
  };
  return ifCondition(
    db().send(
      new PutCommand({
        TableName: tableName(),
        Item: idempotencyKeyEntity.toItem(
          keys.idempotencyKey(request.userId, request.key),
          record,
          nowSeconds(request.nowMs + request.lifetimeMs),
        ),
        ConditionExpression: 'attribute_not_exists(PK) OR #expires < :now',
        ExpressionAttributeNames: { '#expires': TTL_ATTRIBUTE },
        ExpressionAttributeValues: { ':now': nowSeconds(request.nowMs) },
      }),
    ),
  );
}

/** A claim whose lease ran out, taken over by one retry (the others see it in progress again). */
function takeOver(request: KeyClaim, record: KeyRecord, claim: string): Promise<boolean> {
  return ifCondition(
    db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.idempotencyKey(request.userId, request.key),
        UpdateExpression: 'SET #claim = :claim, leaseUntilMs = :lease',
        ConditionExpression: '#claim = :old AND #state = :progress',
        ExpressionAttributeNames: { '#claim': 'claim', '#state': 'keyState' },
        ExpressionAttributeValues: {
          ':claim': claim,
          ':lease': request.nowMs + request.leaseMs,
          ':old': record.claim,
          ':progress': 'in-progress',
        },
      }),
    ),
  );
}

/** Claims the key for this request, or says why not: answered before, another request's, or still in progress. */
export async function claimKey(request: KeyClaim, claim: string): Promise<ClaimOutcome> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    if (await putClaim(request, claim)) return { kind: 'claimed', claim, startedAtMs: request.nowMs };
    const record = await readRecord(request.userId, request.key);
    if (!record) continue; // released between the put and the read: claim it afresh
    if (record.fingerprint !== request.fingerprint) return { kind: 'other-request' };
    if (record.keyState === 'answered') return { kind: 'answered', statusCode: record.statusCode!, answer: record.answer! };
    if (record.leaseUntilMs > request.nowMs || !(await takeOver(request, record, claim))) return { kind: 'in-progress' };
    return { kind: 'claimed', claim, startedAtMs: record.startedAtMs };
  }
  return { kind: 'in-progress' };
}

const answerUpdate = (userId: string, key: string, claim: string, statusCode: number, answer: string) => ({
  TableName: tableName(),
  Key: keys.idempotencyKey(userId, key),
  UpdateExpression: 'SET #state = :answered, statusCode = :status, answer = :answer REMOVE leaseUntilMs',
  ConditionExpression: '#claim = :claim',
  ExpressionAttributeNames: { '#state': 'keyState', '#claim': 'claim' },
  ExpressionAttributeValues: { ':answered': 'answered', ':status': statusCode, ':answer': answer, ':claim': claim },
});

/** The answer kept with the key, as an action of the work's own transaction: the work and its answer land together. */
export const answerKeyAction = (userId: string, key: string, claim: string, statusCode: number, answer: string): TransactItem => ({
  Update: answerUpdate(userId, key, claim, statusCode, answer),
});

/** The answer kept with the key, on its own (work that wrote in no transaction); false when the claim was lost. */
export const answerKey = (userId: string, key: string, claim: string, statusCode: number, answer: string): Promise<boolean> =>
  ifCondition(db().send(new UpdateCommand(answerUpdate(userId, key, claim, statusCode, answer))));

/** Gives the key up after work that failed and left nothing (taken back, answer and all), so a retry runs it again. */
export async function releaseKey(userId: string, key: string, claim: string): Promise<void> {
  await ifCondition(
    db().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: keys.idempotencyKey(userId, key),
        ConditionExpression: '#claim = :claim',
        ExpressionAttributeNames: { '#claim': 'claim' },
        ExpressionAttributeValues: { ':claim': claim },
      }),
    ),
  );
}
