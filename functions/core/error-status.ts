// The one table from errors to answers: each domain error (platform/errors.ts) and each refusal of the edge
// (edge-errors.ts) gets its status, headers and JSON shape (docs/PRODUCT.md "Error shapes"), and the middleware that
// answers with it; nothing else of ours names an error status.
import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { logError } from '../platform/log';
import {
  Conflict,
  DomainError,
  EntryConflict,
  Invalid,
  InvalidFields,
  KeyReused,
  NotAllowed,
  NotFound,
  NotSignedIn,
  TimedOut,
  TooMany,
  Unavailable,
} from '../platform/errors';
import { MethodNotAllowed, PayloadTooLarge, UnsupportedMediaType } from './edge-errors';

export interface ErrorAnswer {
  status: number;
  body: Record<string, unknown>;
  headers: Record<string, string>;
}

/** AWS's names for throttling that outlived the SDK's retries: the service is busy, not broken. */
const THROTTLED = new Set([
  'ThrottlingException',
  'ProvisionedThroughputExceededException',
  'RequestLimitExceeded',
  'TooManyRequestsException',
  'SlowDown', // S3's
]);

const retryAfter = (seconds: number | null | undefined): Record<string, string> =>
  seconds == null ? {} : { 'Retry-After': String(seconds) };

/** The usual shape: the message under its key, then what the error adds. */
const detailOf = (error: DomainError) => ({ [error.messageKey]: error.detail, ...error.extra });

/** Each known error's status and headers, in one place; the body is detailOf unless the row says otherwise. */
const STATUSES: [new (...args: never[]) => Error, (error: never) => Partial<ErrorAnswer> & { status: number }][] = [
  [InvalidFields, (error: InvalidFields) => ({ status: 400, body: error.fields })],
  [Invalid, () => ({ status: 400 })],
  [NotSignedIn, () => ({ status: 401, headers: { 'WWW-Authenticate': 'Bearer realm="api"' } })],
  [NotAllowed, () => ({ status: 403 })],
  [NotFound, () => ({ status: 404 })],
  [MethodNotAllowed, (error: MethodNotAllowed) => ({ status: 405, headers: { Allow: error.allowed.join(', ') } })],
  [EntryConflict, () => ({ status: 409 })],
  [Conflict, (error: Conflict) => ({ status: 409, headers: retryAfter(error.retryAfterSeconds) })],
  [PayloadTooLarge, () => ({ status: 413 })],
  [UnsupportedMediaType, () => ({ status: 415 })],
  [KeyReused, () => ({ status: 422 })],
  [TooMany, (error: TooMany) => ({ status: 429, headers: retryAfter(error.retryAfterSeconds) })],
  [Unavailable, (error: Unavailable) => ({ status: 503, headers: retryAfter(error.retryAfterSeconds) })],
  [TimedOut, () => ({ status: 504 })],
];

/** The answer to a known error, or undefined for anything else (a 500 whose cause goes only to the log). */
export function answerOf(error: unknown): ErrorAnswer | undefined {
  if (error instanceof Error && THROTTLED.has(error.name)) return answerOf(new Unavailable());
  for (const [type, row] of STATUSES) {
    if (!(error instanceof type)) continue;
    const { status, body, headers } = row(error as never);
    const message = error instanceof DomainError ? detailOf(error) : { detail: (error as Error).message };
    return { status, body: body ?? message, headers: headers ?? {} };
  }
  return undefined;
}

/** Known errors become their JSON answer (error-status.ts); anything else a generic 500 with the request id, the cause only in the log (on every stage). */
export function errorResponses(): MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2> {
  return {
    onError: (request) => {
      const error = request.error as Error & { name?: string };
      const requestId = request.context.awsRequestId;
      const known = answerOf(error);
      if (!known) {
        logError({ requestId, route: request.event.routeKey, error: error?.name, message: error?.message, stack: error?.stack });
      }
      const status = known?.status ?? 500;
      const body = known ? known.body : { detail: 'A server error occurred. Please try again later.', request_id: requestId };
      request.response = {
        statusCode: status,
        headers: {
          'Content-Type': 'application/json',
          'Cache-Control': 'no-store',
          'X-Content-Type-Options': 'nosniff',
          ...known?.headers,
        },
        body: JSON.stringify(body),
      };
    },
  };
}
