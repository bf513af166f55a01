// The fuzzer's requests (R14): for each route of the route table, its path with junk or other people's ids, its
// query and body generated from its zod schemas (as JSON Schema) and then broken, sent anonymous, signed in, or
// with a junk token. Slow routes (scrypt: sign-in, register, password) get a small share of the cases.
import fc from 'fast-check';
import { jsonSchemaOf } from '../../../../functions/docs/openapi';
import { routeId } from '../../../../shared/route-paths';
import { routes, type Route } from '../../../../shared/routes';
import { brokenJson, jsonText, mutated } from './junk';
import { multipartBody, type RawBody } from './multipart';
import { arbitraryOf, Pairs } from './schema-arbitrary';

type JsonSchema = Record<string, unknown>;

/** Ids the fuzzer aims at: the canary's (another user's) and the fuzz account's own. */
export interface Targets {
  foreignUserId: string;
  foreignIds: string[];
  foreignImagePath: string;
  ownUserId: string;
  ownIds: string[];
}

export interface FuzzCase {
  route: string;
  method: string;
  /** Path and query, sent byte for byte. */
  target: string;
  auth: 'anonymous' | 'signed-in' | 'junk-token';
  body?: RawBody;
}

/** Routes that hash a password when their payload is valid (~0.3 s each): a tenth of the weight of the others. */
const SLOW = new Set(['/api/auth/token/', '/api/auth/register/', '/api/auth/password/change/', '/api/auth/account/delete/']);
const URL_CAP = 4_000; // Node answers longer request lines with its own bare 431 before the app sees them.

const enc = (value: string) => encodeURIComponent(value).slice(0, URL_CAP);
const text = (value: unknown) => (typeof value === 'string' ? value : jsonText(value));

function pathValue(targets: Targets): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...targets.foreignIds, ...targets.ownIds) },
    fc.constantFrom('..', '.', '%2F', '..%2F..%2Fauth%2Fme', '%2e%2e', '%00', '%ZZ', '%', 'USER%23other', '%23x', '%3Av', '%20'),
    fc.constantFrom(`USER%23${targets.foreignUserId}`, enc(`${targets.foreignUserId}/../x`), 'x'.repeat(3_000)),
    fc.string({ unit: 'grapheme', maxLength: 30 }).map(enc),
    fc.ulid(),
  );
}

function imagePath(targets: Targets): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constant(targets.foreignImagePath),
    fc.constant(`images/${targets.ownUserId}/..%2F${targets.foreignImagePath.split('/').slice(1).join('%2F')}`),
    fc.constant(`images/${targets.ownUserId}/../../${targets.foreignImagePath}`),
    pathValue(targets).map((value) => `images/${value}`),
    pathValue(targets),
  );
}

function cursorFor(targets: Targets): fc.Arbitrary<string> {
  const forged = (key: object) => Buffer.from(JSON.stringify(key)).toString('base64url');
  return fc.oneof(
    fc.constant(forged({ PK: `USER#${targets.foreignUserId}`, SK: 'LOG#x', GSI1PK: `USER#${targets.foreignUserId}#sleep`, GSI1SK: 'x' })),
    fc.constant(forged({ PK: { S: 'x' } })),
    fc.string({ maxLength: 40 }).map((s) => Buffer.from(s).toString('base64url')),
    fc.string({ maxLength: 40 }),
  );
}

function queryOf(route: Route, targets: Targets): fc.Arbitrary<string> {
  const junkQuery = fc.constantFrom(
    '',
    '?',
    '?&&',
    '?=',
    '?%',
    '?a=%ZZ',
    '?limit=1&limit=2',
    '?days=7&days=x',
    '?__proto__[x]=1',
    '?limit[]=1',
  );
  if (!route.query) return fc.oneof({ weight: 4, arbitrary: fc.constant('') }, junkQuery);
  const valid = arbitraryOf(jsonSchemaOf(route.query, 'input'));
  const broken = valid.chain((value) => fc.oneof(fc.constant(value), mutated(value)));
  const serialised = fc.tuple(broken, cursorFor(targets)).map(([value, cursor]) => {
    if (!(value instanceof Pairs)) return `?q=${enc(text(value))}`;
    const pairs = value.pairs.map(([key, item]) => `${enc(key)}=${enc(key === 'cursor' ? cursor : text(item))}`);
    return pairs.length ? `?${pairs.join('&')}` : '';
  });
  const numbers = fc.tuple(
    fc.constantFrom('limit', 'days'),
    fc.constantFrom('-1', '0', '-0', '1e3', '99999999999999999999', 'NaN', '1.5', '0x10', ''),
  );
  return fc.oneof(
    serialised,
    numbers.map(([key, value]) => `?${key}=${value}`),
    junkQuery,
  );
}

const CONTENT_TYPES = [
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'application/json; charset=utf-16',
  'application/jsonx',
  'multipart/form-data',
];

/** The value with one field set to another user's id (S20, S21, S26): a user input, a chat, an entry of theirs. */
function withForeignId(value: unknown, targets: Targets): fc.Arbitrary<unknown> {
  if (!(value instanceof Pairs) || value.pairs.length === 0) return fc.constant(value);
  const ids = fc.constantFrom(...targets.foreignIds, `USER#${targets.foreignUserId}`, targets.foreignImagePath);
  return fc
    .tuple(fc.nat(value.pairs.length - 1), ids)
    .map(([at, id]) => new Pairs(value.pairs.map((pair, i): [string, unknown] => (i === at ? [pair[0], id] : pair))));
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
    { weight: 2, arbitrary: valid.chain((value) => withForeignId(value, targets)).map((value) => asBody(jsonText(value))) },
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
