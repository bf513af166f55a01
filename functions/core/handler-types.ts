// What the router hands an action and what an action answers: the request, the result, an action's settings, and the
// action typed by its route's contract (`RouteActions<typeof contract>`: tsc checks each action's input and answer).
// Types only, beneath the router (http-handler.ts), the caller's run (run-for-caller.ts) and the idempotency key
// (idempotency-key.ts), so none of them imports another to learn a shape (no import cycle, docs/ARCHITECTURE.md).
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type * as z from 'zod';
import type { GroupContract, RouteContract } from '../../shared/contracts/contract';
import type { NamedRoute } from '../../shared/route-paths';
import type { UserRecord } from '../data/users';
import type { IdempotentWork } from './idempotency-key';
import type { MultipartForm, parseMultipart } from './multipart';
import type { BodyKind } from './request-body';

/** A `readsOnly` action's caller: the id the verified token names (the user item is read alongside, run-for-caller.ts). */
export type TokenCaller = Pick<UserRecord, 'userId'>;

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
  /**
   * The caller on every signed-in route, absent on public ones: the user item, or for a `readsOnly` action only the
   * token's user id (it starts before the item is read).
   */
  user?: UserRecord | TokenCaller;
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
  /**
   * What an empty body (no bytes at all) means to the `json` schema, for a route whose every field is optional; without
   * it, a field error. A JSON `null` is not empty: it is refused as a body that is not an object.
   */
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
   * The action writes nothing (no table item, no object, no charge) and needs only the caller's id (`user.userId`):
   * it runs alongside the caller's user read instead of after it (run-for-caller.ts). Never set it on an action that
   * writes.
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

/** The names in a route's path (`{id}`, `{path+}` as `path`), from its `METHOD /path/` key. */
type ParamNames<K> = K extends `${string}{${infer Name}}${infer Rest}`
  ? (Name extends `${infer Greedy}+` ? Greedy : Name) | ParamNames<Rest>
  : never;
/** A route's path parameters, each present once the route matched (API Gateway names them from the same path). */
type ParamsOf<K> = { [Name in ParamNames<K>]: string };

/** The input of a typed action: the request parsed with its route's schemas, its path's parameters, its caller as `user`. */
type TypedRequest<C extends RouteContract, K, Caller> = Omit<ApiRequest<QueryOf<C>, BodyOf<C>>, 'params'> & {
  params: ParamsOf<K>;
  user: Caller;
};

/**
 * How an action is run, one shape for both: `{ user, params, query, body }`. An action that may write gets the
 * caller's user item; a `readsOnly` one (it starts alongside that item's read) gets only the token's id, so tsc refuses
 * a `readsOnly` action that reads more of the user than `user.userId`.
 */
type RunOf<C extends RouteContract, K> =
  | { readsOnly?: false; run(request: TypedRequest<C, K, UserRecord>): Promise<AnswerOf<C>> }
  | { readsOnly: true; run(request: TypedRequest<C, K, TokenCaller>): Promise<AnswerOf<C>> };

/**
 * An action typed by its route's contract and key: it declares the schemas the contract names, gets the parameters its
 * path names, and answers what the contract says.
 */
export type TypedAction<C extends RouteContract, K = string> = Omit<RouteAction, 'run' | 'query' | 'json' | 'readsOnly'> &
  (C extends { query: z.ZodType } ? { query: z.ZodType<QueryOf<C>> } : unknown) &
  // A 'raw' route (a signed webhook) reads its bytes itself: the contract's JSON is what they say, not parsed here.
  (C extends { request: { json: z.ZodType } } ? { json: z.ZodType<BodyOf<C>> } | { body: 'raw' } : unknown) &
  RunOf<C, K>;

/**
 * Keyed `METHOD /path/` exactly as in shared/route-paths.ts; a test checks every group covers its routes. Given the
 * group's contract (a type-only import: no schema of another route loads at cold start), every action is typed by it.
 */
export type RouteActions<G extends GroupContract | undefined = undefined> = G extends GroupContract
  ? { [K in keyof G]: TypedAction<G[K], K> }
  : Record<string, RouteAction | RouteAction['run']>;
