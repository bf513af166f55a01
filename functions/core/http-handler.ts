// Turns a group's route actions into one Lambda handler: route on event.routeKey, authorise, parse the request with the
// route's schemas (the same ones its contract in shared/contracts/<group>.ts names; `RouteActions<typeof contract>` lets
// tsc check each action's input and answer against it), run the action, answer JSON; errors through error-status.ts.
// The shapes of a request, an answer and an action are in handler-types.ts (re-exported here for the groups).
import middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type * as z from 'zod';
import { matchRoute } from '../../shared/match-route';
import { FALLBACK_ROUTE_KEY, routeId, routeKey, routesOf, type ResourceGroup } from '../../shared/route-paths';
import { config } from '../platform/config';
import { withIdempotencyKey } from './idempotency-key';
import { inInvocation } from '../platform/invocation';
import { InvalidFields, NotFound } from '../platform/errors';
import { MethodNotAllowed, PayloadTooLarge } from './edge-errors';
import { compressAnswers } from './compress-answer';
import { errorResponses } from './error-status';
import { requestLog, responseHeaders } from './middleware';
import { checkOrigin, readOriginSecretEarly } from './origin-check';
import type { ApiRequest, ApiResult, RouteAction, RouteActions } from './handler-types';
import { readBody } from './request-body';
import { runForCaller } from './run-for-caller';
import { parseBody } from '../platform/validate';

export type { ApiRequest, ApiResult, RouteAction, RouteActions, TypedAction } from './handler-types';

export const actionKey = routeId;

const DEFAULT_MAX_BODY_BYTES = 2 * 1024 * 1024;

/** The request's parts parsed with the action's schemas and its form read: what a typed action is handed. */
async function parsed(action: RouteAction, request: ApiRequest): Promise<ApiRequest> {
  const query = action.query ? (parseBody(action.query, request.query) as ApiRequest['query']) : request.query;
  // Only a request without a body is empty: a JSON `null` is a body, and the schema refuses it as any non-object.
  const body = action.json ? parseJson(action, action.json, request.body === undefined ? action.whenEmpty : request.body) : request.body;
  const form =
    action.multipart && action.readForm
      ? await action.readForm(request.rawBody, request.headers['content-type'], action.multipart)
      : undefined;
  return { ...request, query, body, form };
}

function parseJson(action: RouteAction, schema: z.ZodType, body: unknown): unknown {
  try {
    return parseBody(schema, body);
  } catch (error) {
    throw action.refusal && error instanceof InvalidFields ? action.refusal() : error;
  }
}

/** Any group's actions, typed by its contract or not (each typed action checked where its map is declared). */
type AnyActions = RouteActions | Record<string, Omit<RouteAction, 'run'> & { run(request: never): Promise<ApiResult> }>;

export function createApiHandler(group: ResourceGroup, actions: AnyActions) {
  // At cold start, not on the first request: a missing or invalid variable fails the init, naming it.
  config();
  readOriginSecretEarly();
  const byRouteKey = new Map(routesOf(group).map((route) => [routeKey(route), route]));

  async function dispatch(event: APIGatewayProxyEventV2, context: Context): Promise<APIGatewayProxyStructuredResultV2> {
    // Only CloudFront may call: the execute-api URL would go around its WAF (origin-check.ts).
    await checkOrigin(event.headers ?? {});
    if (event.routeKey === FALLBACK_ROUTE_KEY) throw unmatched(event);
    const route = byRouteKey.get(event.routeKey);
    const entry = route && (actions as Record<string, RouteAction | RouteAction['run']>)[actionKey(route)];
    if (!route || !entry) throw new NotFound();
    const plain: RouteAction = typeof entry === 'function' ? { run: entry } : entry;
    const run = async (request: ApiRequest) => plain.run(await parsed(plain, request));
    // Creates and saves answer a repeated Idempotency-Key with their first answer (idempotency-key.ts), which is
    // fingerprinted on the request as sent, before parsing.
    const action = { ...plain, run: route.idempotent ? (request: ApiRequest) => withIdempotencyKey(request, run) : run };
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
    .use(compressAnswers())
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
