// Turns a group's route actions into one Lambda handler: route on event.routeKey, authorise, parse the request with the
// route's schemas (the same ones its contract in shared/contracts/<group>.ts names; `RouteActions<typeof contract>` lets
// tsc check each action's input and answer against it), run the action, answer JSON; errors through error-status.ts.
import middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type * as z from 'zod';
import type { GroupContract, RouteContract } from '../../shared/contracts/contract';
import { matchRoute } from '../../shared/match-route';
import { FALLBACK_ROUTE_KEY, routeId, routeKey, routesOf, type NamedRoute, type ResourceGroup } from '../../shared/route-paths';
import type { UserRecord } from '../data/users';
import { config } from '../platform/config';
import { withIdempotencyKey, type IdempotentWork } from './idempotency-key';
import { inInvocation } from '../platform/invocation';
import { InvalidFields, NotFound } from '../platform/errors';
import { MethodNotAllowed, PayloadTooLarge } from './edge-errors';
import { errorResponses } from './error-status';
import { requestLog, responseHeaders } from './middleware';
import { checkOrigin, readOriginSecretEarly } from './origin-check';
import type { MultipartForm, parseMultipart } from './multipart';
import { readBody, type BodyKind } from './request-body';
import { runForCaller } from './run-for-caller';
import { parseBody } from '../platform/validate';

export interface ApiRequest<Query = Record<string, string>, Body = unknown> {
  route: NamedRoute;
  params: Record<string, string>;
  /** Parsed with the action's `query` schema when it has one. */
  query: Query;
  headers: Record<string, string | undefined>;
  /** Parsed JSON for 'json' routes (with the action's `json` schema when it has one); undefined when the request had no body. */
  body: Body;
  /** A 'multipart' route's text fields and file, read within the action's `multipart` limits. */
  form?: MultipartForm;
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
  // A method, so an action typed by its contract (TypedAction) is one too.
  run(request: ApiRequest): Promise<ApiResult>;
  body?: BodyKind;
  maxBodyBytes?: number;
  /** The route's schemas: the router parses the query and the JSON body with them before the action runs. */
  query?: z.ZodType;
  json?: z.ZodType;
  /** What an empty body means to the `json` schema (a route whose every field is optional); without it, a field error. */
  whenEmpty?: object;
  /** What a route answers for a body its `json` schema refuses, when not field errors (payments' `{"error": …}`). */
  refusal?: () => Error;
  /** A 'multipart' route's limits: the router reads the form before the action runs. */
  multipart?: { fileBytes: number; fieldBytes: number };
  /**
   * The form reader (multipart.ts's parseMultipart), given by the groups that take forms: busboy stays out of the
   * other groups' bundles (it is a package beside the photo groups' bundles, cdk/bundling.ts).
   */
  readForm?: typeof parseMultipart;
  /**
   * The action writes nothing (no table item, no object, no charge) and needs only `request.userId`: it runs
   * alongside the caller's user read instead of after it (run-for-caller.ts). Never set it on an action that writes.
   */
  readsOnly?: boolean;
}

type Output<S> = S extends z.ZodType ? z.output<S> : never;
type QueryOf<C extends RouteContract> = C extends { query: z.ZodType } ? Output<C['query']> : Record<string, string>;
type BodyOf<C extends RouteContract> = C extends { request: { json: z.ZodType } } ? Output<C['request']['json']> : unknown;
/** What the contract says each success status answers (a JSON schema's input: what the action may hand over). */
type AnswerOf<C extends RouteContract> = {
  [S in keyof C['responses'] & number]: Omit<ApiResult, 'statusCode' | 'body'> & {
    statusCode: S;
    body?: C['responses'][S] extends z.ZodType ? z.input<C['responses'][S]> : unknown;
  };
}[keyof C['responses'] & number];

/** An action typed by its route's contract: it declares the schemas the contract names, and answers what it says. */
export type TypedAction<C extends RouteContract> = Omit<RouteAction, 'run' | 'query' | 'json'> &
  (C extends { query: z.ZodType } ? { query: z.ZodType<QueryOf<C>> } : unknown) &
  // A 'raw' route (a signed webhook) reads its bytes itself: the contract's JSON is what they say, not parsed here.
  (C extends { request: { json: z.ZodType } } ? { json: z.ZodType<BodyOf<C>> } | { body: 'raw' } : unknown) & {
    run(request: ApiRequest<QueryOf<C>, BodyOf<C>> & { user: UserRecord; userId: string }): Promise<AnswerOf<C>>;
  };

/**
 * Keyed `METHOD /path/` exactly as in shared/route-paths.ts; a test checks every group covers its routes. Given the
 * group's contract (a type-only import: no schema of another route loads at cold start), every action is typed by it.
 */
export type RouteActions<G extends GroupContract | undefined = undefined> = G extends GroupContract
  ? { [K in keyof G]: TypedAction<G[K]> }
  : Record<string, RouteAction | RouteAction['run']>;

export const actionKey = routeId;

const DEFAULT_MAX_BODY_BYTES = 2 * 1024 * 1024;

/** The request's parts parsed with the action's schemas and its form read: what a typed action is handed. */
async function parsed(action: RouteAction, request: ApiRequest): Promise<ApiRequest> {
  const query = action.query ? (parseBody(action.query, request.query) as ApiRequest['query']) : request.query;
  const body = action.json ? parseJson(action, action.json, request.body ?? action.whenEmpty) : request.body;
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
