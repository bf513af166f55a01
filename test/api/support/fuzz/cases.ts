// The fuzzer's requests (R14): for each route of the route table, its path with junk or other people's ids, its
// query and body generated from its zod schemas (as JSON Schema) and then broken, sent anonymous, signed in, or
// with a junk token. Slow routes (scrypt: sign-in, register, password) get a small share of the cases.
import fc from 'fast-check';
import { jsonSchemaOf } from '../../../../functions/docs/openapi';
import { routeId } from '../../../../shared/route-paths';
import { routes, type Route } from '../../../../shared/routes';
import { brokenJson, jsonText, mutated } from './junk';
import { imagePath, pathValue, queryOf, type Targets } from './url';
import { multipartBody, type RawBody } from './multipart';
import { arbitraryOf, Pairs } from './schema-arbitrary';

type JsonSchema = Record<string, unknown>;

export type { Targets } from './url';

export interface FuzzCase {
  route: string;
  method: string;
  /** Path and query, sent byte for byte. */
  target: string;
  auth: 'anonymous' | 'signed-in' | 'junk-token';
  body?: RawBody;
}

/**
 * Routes that hash a password when their payload is valid (~0.3 s each), or answer no sooner than a floor (forgot
 * password, 1 s: functions/auth/forgot-password.ts): a tenth of the weight of the others.
 */
const SLOW = new Set([
  '/api/auth/token/',
  '/api/auth/register/',
  '/api/auth/password/change/',
  '/api/auth/account/delete/',
  '/api/auth/password/forgot/',
]);

const CONTENT_TYPES = [
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'application/json; charset=utf-16',
  'application/jsonx',
  'multipart/form-data',
];

/**
 * The value with one field set to a known id: another user's (S20, S21, S26: their user input, chat or entry), or the
 * fuzz account's own, so that some cases get past the references and into the saves.
 */
function withKnownId(value: unknown, targets: Targets): fc.Arbitrary<unknown> {
  if (!(value instanceof Pairs) || value.pairs.length === 0) return fc.constant(value);
  const ids = fc.constantFrom(...targets.foreignIds, ...targets.ownIds, `USER#${targets.foreignUserId}`, targets.foreignImagePath);
  const references = value.pairs.flatMap(([key], i) => (/(^id|_id|_log)$/.test(key) ? [i] : []));
  const at = references.length ? fc.constantFrom(...references) : fc.nat(value.pairs.length - 1);
  return fc.tuple(at, ids).map(([at, id]) => new Pairs(value.pairs.map((pair, i): [string, unknown] => (i === at ? [pair[0], id] : pair))));
}

function jsonBody(schema: JsonSchema, targets: Targets): fc.Arbitrary<RawBody | undefined> {
  const json = 'application/json';
  const valid = arbitraryOf(schema);
  const asBody = (body: string | Uint8Array, contentType: string | undefined = json): RawBody => ({
    contentType,
    bytes: typeof body === 'string' ? Buffer.from(body) : body,
  });
  return fc.oneof(
    { weight: 3, arbitrary: valid.map((value) => asBody(jsonText(value))) },
    { weight: 6, arbitrary: valid.chain(mutated).map((value) => asBody(jsonText(value))) },
    { weight: 2, arbitrary: valid.chain((value) => withKnownId(value, targets)).map((value) => asBody(jsonText(value))) },
    { weight: 2, arbitrary: valid.chain((value) => brokenJson(jsonText(value))).map((body) => asBody(body)) },
    valid.chain((value) => fc.constantFrom(...CONTENT_TYPES, undefined).map((type) => asBody(jsonText(value), type))),
    fc.constant(undefined),
  );
}

function bodyOf(route: Route, targets: Targets): fc.Arbitrary<RawBody | undefined> {
  if (!route.request) return fc.oneof({ weight: 4, arbitrary: fc.constant(undefined) }, jsonBody({}, targets));
  if ('json' in route.request) return jsonBody(jsonSchemaOf(route.request.json, 'input'), targets);
  const save = routes.find((r) => r.path === '/api/structured-data/save/')!.request as { json: Parameters<typeof jsonSchemaOf>[0] };
  const jsonFields = (jsonSchemaOf(save.json, 'input').properties ?? {}) as Record<string, JsonSchema>;
  return multipartBody(jsonSchemaOf(route.request.multipart, 'input'), jsonFields);
}

function caseOf(route: Route, targets: Targets): fc.Arbitrary<FuzzCase> {
  const names = [...route.path.matchAll(/\{(\w+)(\+?)\}/g)];
  const values = names.map(([, , greedy]) => (greedy ? imagePath(targets) : pathValue(targets)));
  const path = fc.tuple(...values).map((parts) => names.reduce((p, [whole], i) => p.replace(whole, parts[i]), route.path));
  const method = fc.oneof({ weight: 19, arbitrary: fc.constant(route.method) }, fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH'));
  const auth = fc.oneof(
    { weight: 6, arbitrary: fc.constant('signed-in' as const) },
    { weight: 3, arbitrary: fc.constant('anonymous' as const) },
    fc.constant('junk-token' as const),
  );
  return fc
    .record({ method, path, query: queryOf(route, targets), auth, body: bodyOf(route, targets) })
    .map(({ method: m, path: p, query, auth: a, body }) =>
      printable({ route: routeId(route), method: m, target: `${p}${query}`, auth: a, body }),
    );
}

/** A case as fast-check prints a counterexample: the request as text, its body's first 500 bytes. */
function printable(fuzz: FuzzCase): FuzzCase {
  const body = fuzz.body
    ? ` ${fuzz.body.contentType ?? '(no content-type)'} ${fuzz.body.bytes.length} B: ${JSON.stringify(Buffer.from(fuzz.body.bytes.subarray(0, 500)).toString('utf8'))}`
    : '';
  return Object.assign(fuzz, { [fc.toStringMethod]: () => `${fuzz.auth} ${fuzz.method} ${fuzz.target.slice(0, 500)}${body}` });
}

/** One fuzz case of any route, weighted so the slow password routes take few of them. */
export function fuzzCase(targets: Targets): fc.Arbitrary<FuzzCase> {
  return fc.oneof(...routes.map((route) => ({ weight: SLOW.has(route.path) ? 1 : 10, arbitrary: caseOf(route, targets) })));
}
