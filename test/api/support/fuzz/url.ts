// Where a fuzz case is sent (R14, S20, S26): path parameters as junk or as other people's ids (encoded slashes, dot
// segments, very long, unicode), and query strings from the route's query schema, broken (repeated keys, huge or
// negative limits, forged cursors naming another user's rows).
import fc from 'fast-check';
import { jsonSchemaOf } from '../../../../functions/docs/openapi';
import type { Route } from '../../../../shared/routes';
import { jsonText, mutated } from './junk';
import { arbitraryOf, Pairs } from './schema-arbitrary';

/** Ids the fuzzer aims at: the canary's (another user's) and the fuzz account's own. */
export interface Targets {
  foreignUserId: string;
  foreignIds: string[];
  foreignImagePath: string;
  ownUserId: string;
  ownIds: string[];
}

const URL_CAP = 4_000; // Node answers longer request lines with its own bare 431 before the app sees them.
/** Percent-encoded, lone surrogates first made U+FFFD (encodeURIComponent throws on them; a URL cannot carry them). */
const enc = (value: string) => encodeURIComponent(Buffer.from(value, 'utf8').toString('utf8')).slice(0, URL_CAP);
const text = (value: unknown) => (typeof value === 'string' ? value : jsonText(value));

export function pathValue(targets: Targets): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...targets.foreignIds, ...targets.ownIds) },
    fc.constantFrom('..', '.', '%2F', '..%2F..%2Fauth%2Fme', '%2e%2e', '%00', '%ZZ', '%', 'USER%23other', '%23x', '%3Av', '%20'),
    fc.constantFrom(`USER%23${targets.foreignUserId}`, enc(`${targets.foreignUserId}/../x`), 'x'.repeat(3_000)),
    fc.string({ unit: 'grapheme', maxLength: 30 }).map(enc),
    fc.ulid(),
  );
}

export function imagePath(targets: Targets): fc.Arbitrary<string> {
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

export function queryOf(route: Route, targets: Targets): fc.Arbitrary<string> {
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
