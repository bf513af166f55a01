// Turns a group's route actions into one Lambda handler: route on event.routeKey, parse, authorise, answer JSON.
import middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { matchRoute } from '../../shared/match-route';
import { FALLBACK_ROUTE_KEY, routeId, routeKey, routesOf, type NamedRoute, type ResourceGroup } from '../../shared/route-paths';
import type { UserRecord } from '../data/users';
import { config } from '../platform/config';
import { withIdempotencyKey, type IdempotentWork } from './idempotency-key';
import { inInvocation } from '../platform/invocation';
import { NotFound } from '../platform/errors';
import { MethodNotAllowed, PayloadTooLarge } from './edge-errors';
import { errorResponses, requestLog, responseHeaders } from './middleware';
import { checkOrigin, readOriginSecretEarly } from './origin-check';
import { readBody, type BodyKind } from './request-body';
import { runForCaller } from './run-for-caller';

export interface ApiRequest {
  route: NamedRoute;
  params: Record<string, string>;
  query: Record<string, string>;
  headers: Record<string, string | undefined>;
  /** Parsed JSON for 'json' routes; undefined when the request had no body. */
  body: unknown;
  /** The exact bytes received, for 'raw' routes (signatures) and 'multipart' routes. */
  rawBody: Buffer;
  /** The caller's user item; absent on public routes and for `readsOnly` actions (they start before it is read). */
  user?: UserRecord;
  /** The caller's id (from the verified token) on every signed-in route. */
  userId?: string;
  requestId: string;
  event: APIGatewayProxyEventV2;
  /** On an `idempotent` route called with an Idempotency-Key (idempotency-key.ts): ids and the answer's write. */
  idempotency?: IdempotentWork;
}

export interface ApiResult {
  statusCode: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** Binary answers (images): sent base64-encoded as API Gateway expects. */
  binary?: Buffer;
}

export interface RouteAction {
  run: (request: ApiRequest) => Promise<ApiResult>;
  body?: BodyKind;
  maxBodyBytes?: number;
  /**
   * The action writes nothing (no table item, no object, no charge) and needs only `request.userId`: it runs
   * alongside the caller's user read instead of after it (run-for-caller.ts). Never set it on an action that writes.
   */
  readsOnly?: boolean;
}

/** Keyed `METHOD /path/` exactly as in shared/route-paths.ts; a test checks every group covers its routes. */
export type RouteActions = Record<string, RouteAction | RouteAction['run']>;

export const actionKey = routeId;

const DEFAULT_MAX_BODY_BYTES = 2 * 1024 * 1024;

export function createApiHandler(group: ResourceGroup, actions: RouteActions) {
  // At cold start, not on the first request: a missing or invalid variable fails the init, naming it.
  config();
  readOriginSecretEarly();
  const byRouteKey = new Map(routesOf(group).map((route) => [routeKey(route), route]));

  async function dispatch(event: APIGatewayProxyEventV2, context: Context): Promise<APIGatewayProxyStructuredResultV2> {
    // Only CloudFront may call: the execute-api URL would go around its WAF (origin-check.ts).
    await checkOrigin(event.headers ?? {});
    if (event.routeKey === FALLBACK_ROUTE_KEY) throw unmatched(event);
    const route = byRouteKey.get(event.routeKey);
    const entry = route && actions[actionKey(route)];
    if (!route || !entry) throw new NotFound();
    const plain = typeof entry === 'function' ? { run: entry } : entry;
    // Creates and saves answer a repeated Idempotency-Key with their first answer (idempotency-key.ts).
    const action = route.idempotent ? { ...plain, run: (request: ApiRequest) => withIdempotencyKey(request, plain.run) } : plain;
    const headers = event.headers ?? {};
    const rawBody = Buffer.from(event.body ?? '', event.isBase64Encoded ? 'base64' : 'utf8');
    const limit = action.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
    if (rawBody.length > limit) throw new PayloadTooLarge(limit);
    const request = {
      route,
      params: (event.pathParameters as Record<string, string>) ?? {},
      query: (event.queryStringParameters as Record<string, string>) ?? {},
      headers,
      rawBody,
      requestId: context.awsRequestId,
      event,
    };
    const result = await runForCaller(route, action, request, () => readBody(action.body ?? 'json', rawBody, headers['content-type']));
    return toResponse(result);
  }

  const handler = middy<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2>(dispatch)
    .use(requestLog())
    .use(responseHeaders())
    .use(errorResponses());
  // Each invocation in its own scope (invocation.ts), for its log line and metrics; the first one is the cold start.
  let coldStart = true;
  return (event: APIGatewayProxyEventV2, context: Context): Promise<APIGatewayProxyStructuredResultV2> => {
    const first = coldStart;
    coldStart = false;
    return inInvocation({ group, coldStart: first }, () => handler(event, context));
  };
}

/** What API Gateway's catch-all route answers: 405 for a known path with another method, else 404. */
function unmatched(event: APIGatewayProxyEventV2): NotFound | MethodNotAllowed {
  const method = event.requestContext.http.method;
  const match = matchRoute(method, event.rawPath);
  return match.kind === 'method-not-allowed' ? new MethodNotAllowed(method, match.allow) : new NotFound();
}

function toResponse(result: ApiResult): APIGatewayProxyStructuredResultV2 {
  if (result.binary) {
    return { statusCode: result.statusCode, headers: result.headers, body: result.binary.toString('base64'), isBase64Encoded: true };
  }
  if (result.body === undefined) return { statusCode: result.statusCode, headers: result.headers, body: '' };
  const headers = { 'Content-Type': 'application/json', ...result.headers };
  const body = typeof result.body === 'string' ? result.body : JSON.stringify(result.body);
  return { statusCode: result.statusCode, headers, body };
}
