// The Idempotency-Key header on every create and save (the routes marked `idempotent` in shared/route-paths.ts;
// issue 21, S50; docs/LOGS.md), as Stripe's and the IETF draft's: the key is claimed for the caller before the work
// (functions/data/idempotency.ts); a repeat of the same request gets the first answer again with
// `Idempotent-Replayed: true`; the same key with another request is a 422; a repeat while the first still runs is a
// 409 to retry. Work that fails gives the key up (it wrote nothing), so its retry runs again. Without the header a
// route works as before.
import { createHash, randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { encodeTime } from 'ulid';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_HOURS,
  IDEMPOTENCY_KEY_PATTERN,
  IDEMPOTENT_REPLAYED_HEADER,
} from '../../shared/idempotency';
import { apiMessages } from '../../shared/messages';
import type { TransactItem } from '../data/batch';
import { answerKey, answerKeyAction, claimKey, releaseKey } from '../data/idempotency';
import { Conflict, Invalid, KeyReused } from '../platform/errors';

/** Longer than the longest request (29 s, API Gateway's limit): only a Lambda killed mid-way leaves a claim this old. */
export const LEASE_MS = 60_000;

/**
 * What the key needs of a request and of its answer: the router's ApiRequest and ApiResult (handler-types.ts) have
 * these parts; named here so that file can name IdempotentWork without a cycle between the two.
 */
interface KeyedRequest {
  event: APIGatewayProxyEventV2;
  headers: Record<string, string | undefined>;
  body: unknown;
  rawBody: Buffer;
  user?: { userId: string };
}
interface Answer {
  statusCode: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** What the work of a request with a key may use to be done exactly once. */
export interface IdempotentWork {
  /**
   * The next new id of this request: a ULID of the first claim's time and a random part drawn from the key, so a
   * retry that finishes a killed request writes the same items again instead of new ones.
   */
  newId(): string;
  /** The key's answer as an action of the work's own transaction: the work and its answer land together. */
  answerAction(result: Answer): TransactItem;
}

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

function idsOf(userId: string, key: string, startedAtMs: number): () => string {
  let n = 0;
  return () => {
    const digest = createHash('sha256').update(`${userId}\n${key}\n${n++}`).digest();
    let random = '';
    for (let i = 0; i < 16; i += 1) random += CROCKFORD[digest[i] & 31];
    return encodeTime(startedAtMs, 10) + random;
  };
}

/** JSON with every object's keys sorted: two serialisations of one body read the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([name, item]) => `${JSON.stringify(name)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The request as a hash: method, path and body (JSON read canonically; a form's bytes with its boundary set aside). */
export function fingerprintOf(request: KeyedRequest): string {
  const hash = createHash('sha256').update(`${request.event.requestContext.http.method} ${request.event.rawPath}\n`);
  if (request.body !== undefined) return hash.update(canonical(request.body)).digest('hex');
  // A browser draws a new multipart boundary for each send of one form: it is not part of what was sent.
  const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(request.headers['content-type'] ?? '');
  const raw = request.rawBody.toString('latin1');
  const text = boundary ? raw.split(boundary[1] ?? boundary[2]).join('') : raw;
  return hash.update(text, 'latin1').digest('hex');
}

const answerText = (result: Answer) => JSON.stringify({ body: result.body ?? null, headers: result.headers ?? {} });

function headerOf(headers: KeyedRequest['headers'], name: string): string | undefined {
  const wanted = name.toLowerCase();
  return Object.entries(headers).find(([header]) => header.toLowerCase() === wanted)?.[1];
}

export async function withIdempotencyKey<R extends KeyedRequest, A extends Answer>(
  request: R,
  run: (request: R & { idempotency?: IdempotentWork }) => Promise<A>,
): Promise<A | Answer> {
  const key = headerOf(request.headers, IDEMPOTENCY_KEY_HEADER);
  if (key === undefined) return run(request);
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) throw new Invalid(apiMessages.idempotencyKeyInvalid, 'detail', { code: 'idempotencyKeyInvalid' });
  const userId = request.user!.userId;
  const claim = randomUUID();
  const outcome = await claimKey(
    {
      userId,
      key,
      fingerprint: fingerprintOf(request),
      nowMs: Date.now(),
      leaseMs: LEASE_MS,
      lifetimeMs: IDEMPOTENCY_KEY_HOURS * 3_600_000,
    },
    claim,
  );
  if (outcome.kind === 'other-request') throw new KeyReused(apiMessages.idempotencyKeyReused, { code: 'idempotencyKeyReused' });
  if (outcome.kind === 'in-progress')
    throw new Conflict(apiMessages.idempotencyKeyInProgress, { extra: { code: 'idempotencyKeyInProgress' }, retryAfterSeconds: 1 });
  if (outcome.kind === 'answered') {
    const first = JSON.parse(outcome.answer) as { body: unknown; headers: Record<string, string> };
    return {
      statusCode: outcome.statusCode,
      body: first.body ?? undefined,
      headers: { ...first.headers, [IDEMPOTENT_REPLAYED_HEADER]: 'true' },
    };
  }
  let answered = false;
  const work: IdempotentWork = {
    newId: idsOf(userId, key, outcome.startedAtMs),
    answerAction: (result) => {
      answered = true;
      return answerKeyAction(userId, key, claim, result.statusCode, answerText(result));
    },
  };
  let result: A;
  try {
    result = await run({ ...request, idempotency: work });
  } catch (error) {
    await releaseKey(userId, key, claim).catch(() => undefined);
    throw error;
  }
  if (!answered) await answerKey(userId, key, claim, result.statusCode, answerText(result));
  return result;
}
