// What the OpenAPI document says about each operation beyond its schemas (functions/docs/openapi.ts): the refusals it
// can answer, each a shared response of `components.responses` in the error shapes of docs/PRODUCT.md "Error shapes"
// (core/error-status.ts gives each error its status), and the headers: Retry-After, WWW-Authenticate, Location on a
// 303, Idempotent-Replayed, Stripe-Signature on the webhook, and those a route's contract names (X-Next-Cursor, ETag, If-None-Match).
// The refusals come from the route's shape (a body, a query, who may call it, an Idempotency-Key) plus those its
// contract lists (shared/contracts/<group>.ts `refusals`): nothing here names a route.
import type { HeaderNote } from '../../shared/contracts/contract';
import { IDEMPOTENT_REPLAYED_HEADER } from '../../shared/idempotency';
import type { Route } from '../../shared/routes';

type JsonSchema = Record<string, unknown>;

const ERROR = { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } };
const RETRY_AFTER = { 'Retry-After': { $ref: '#/components/headers/Retry-After' } };

/** Each refusal's shared response, by status: its name in `components.responses`, what it means, its headers. */
const REFUSALS: Record<number, { name: string; description: string; headers?: JsonSchema }> = {
  400: {
    name: 'BadRequest',
    description:
      'Refused before anything is written: field errors (`{"field": ["message"]}`, a body that is not a JSON object ' +
      'under `non_field_errors`), or a `detail` (or `error`) saying what is wrong and what to do.',
  },
  401: {
    name: 'Unauthorized',
    description: 'Not signed in: no bearer token, or one that no longer counts (signed out, expired, account gone).',
    headers: { 'WWW-Authenticate': { description: 'Bearer realm="api"', schema: { type: 'string' } } },
  },
  403: { name: 'Forbidden', description: 'Not allowed: staff only, an unverified e-mail address, or no credits left (`code` says which).' },
  404: { name: 'NotFound', description: 'No such item of the caller (another person\'s is "not found" too).' },
  409: {
    name: 'Conflict',
    description:
      'The state changed meanwhile (a stale `version`: the item as it is now comes with it), or the same action is ' +
      'still running (Retry-After says when to try again).',
    headers: RETRY_AFTER,
  },
  413: { name: 'PayloadTooLarge', description: 'The body is larger than the route takes.' },
  415: { name: 'UnsupportedMediaType', description: 'The body is not of the type the route reads (JSON, or a multipart form).' },
  422: { name: 'IdempotencyKeyReused', description: 'The Idempotency-Key was used with another request.' },
  429: {
    name: 'TooManyRequests',
    description:
      "Too many calls: the route's throttle (every caller together), the person's window of writes or AI calls, or a " +
      'sign-in, sign-up or e-mail throttle (docs/DEPLOY.md "Request limits"). Retry-After, when sent, says when to retry.',
    headers: RETRY_AFTER,
  },
  503: {
    name: 'ServiceUnavailable',
    description: 'A service the API depends on is busy or not set up; Retry-After, when sent, says when to retry.',
    headers: RETRY_AFTER,
  },
  504: { name: 'GatewayTimeout', description: 'The AI model took too long; nothing was charged. Try again.' },
};

/**
 * A public GET without path parameters answers data built at build time or cold start (this document, its page, the
 * time zone mappings): it reads no table, so no service of ours can be busy for it.
 */
const servesBuiltData = (route: Route) => route.access === 'public' && route.method === 'GET' && !route.path.includes('{');

/** The statuses an operation can refuse with, derived from its route's shape and its contract's own refusals. */
export function refusalsOf(route: Route): number[] {
  const statuses = new Set<number>(route.refusals ?? []);
  const takesBody = route.request !== undefined;
  if (takesBody || route.query || route.access === 'stripe-signature') statuses.add(400);
  if (route.access === 'user' || route.access === 'staff') statuses.add(401);
  if (route.access === 'staff') statuses.add(403);
  if (route.idempotent) statuses.add(409).add(422);
  if (takesBody) statuses.add(413).add(415);
  // API Gateway throttles every route (shared/traffic-limits.ts routeThrottles).
  statuses.add(429);
  if (!servesBuiltData(route)) statuses.add(503);
  return [...statuses].sort((a, b) => a - b);
}

/** `components.responses` and `components.headers`: each refusal once, operations refer to them. */
export function sharedResponses(): { responses: Record<string, JsonSchema>; headers: Record<string, JsonSchema> } {
  const responses = Object.fromEntries(
    Object.values(REFUSALS).map(({ name, description, headers }) => [name, { description, ...(headers && { headers }), content: ERROR }]),
  );
  const headers = {
    'Retry-After': { description: 'Seconds to wait before trying again.', schema: { type: 'integer', minimum: 1 } },
  };
  return { responses, headers };
}

/** An operation's refusals, each a reference to its shared response. */
export function refusalResponses(route: Route): Record<string, JsonSchema> {
  return Object.fromEntries(
    refusalsOf(route).map((status) => {
      const refusal = REFUSALS[status];
      if (!refusal) throw new Error(`${route.name}: no shared response for status ${status} (functions/docs/openapi-responses.ts)`);
      return [String(status), { $ref: `#/components/responses/${refusal.name}` }];
    }),
  );
}

const headerOf = ({ description, required }: HeaderNote): JsonSchema => ({
  description,
  ...(required && { required }),
  schema: { type: 'string' },
});

/**
 * The headers a success answer carries: Location on a 303, the replay mark of an idempotent route, and those its
 * contract names for the status.
 */
export function answerHeaders(route: Route, status: number): JsonSchema | undefined {
  const notes = [...(route.headers?.answer?.[status] ?? [])];
  if (status === 303) notes.unshift({ name: 'Location', description: 'Where the answer is (a signed, short-lived URL or a page).' });
  if (route.idempotent && status < 300)
    notes.push({
      name: IDEMPOTENT_REPLAYED_HEADER,
      description: '`true` when this is the first answer again, for a repeated Idempotency-Key.',
    });
  if (notes.length === 0) return undefined;
  return Object.fromEntries(notes.map((note) => [note.name, headerOf(note)]));
}

/** The request headers an operation reads: Stripe's signature on the webhook, and those its contract names. */
export function requestHeaders(route: Route): JsonSchema[] {
  const notes = [...(route.headers?.request ?? [])];
  if (route.access === 'stripe-signature')
    notes.push({
      name: 'Stripe-Signature',
      description: "Stripe's signature of the exact bytes of the body (docs/PAYMENTS.md).",
      required: true,
    });
  return notes.map((note) => ({ name: note.name, in: 'header', required: note.required ?? false, ...headerOf(note) }));
}
