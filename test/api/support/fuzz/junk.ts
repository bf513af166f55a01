// Bad values and broken payloads for the fuzzer (R14, S25, S26): junk in place of a field, a valid-shaped body
// mutated (a field dropped, wrong types, extra and prototype keys, duplicated keys, deep nesting), raw texts that
// are not JSON, and the JSON text of any of them (numbers like -0 and 1e999 written as such).
import fc from 'fast-check';
import { Pairs } from './schema-arbitrary';

/** Text written as is into the JSON: numbers JSON.stringify would change (-0 → 0, 1e999 → null), deep nesting. */
export class RawJson {
  constructor(readonly text: string) {}
}

/** 2 MB is the default body cap (functions/core/http-handler.ts): strings reach it and pass it. */
const HUGE_SIZES = [1_000, 10_000, 100_000, 1_100_000, 2_200_000];

const nastyStrings = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u202eevil\u202c',
  '\u200f\u05e9\u05dc\u05d5\u05dd',
  '😀👩‍👩‍👧‍👦🏳️‍🌈',
  '\ud800',
  'Ω≈ç√∫',
  'USER#other',
  '#x',
  ':v',
  'PROFILE',
  '../x',
  '..%2F..%2Fx',
  'images/other/x.png',
  '<script>alert(1)</script>',
  'NaN',
  'Infinity',
  '-Infinity',
  '-0',
  '1e308',
  '1e999',
  '0x1f',
  ' 12 ',
  '１２',
  'null',
  'true',
  '[]',
  '{}',
  '2026-02-30',
  '2026-13-01T25:61:00',
  '9999-12-31T23:59:59Z',
  '0000-00-00',
  'Europe/Nowhere',
  'UTC',
  '+99:00',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  '%00',
  '%ZZ',
  '\r\nX-Injected: 1',
];

const rawNumbers = [
  '-0',
  '1e308',
  '-1e308',
  '1e999',
  '-1e999',
  '1.0',
  '0.1e-400',
  '9007199254740993',
  '123456789012345678901234567890',
  '1.5',
];

/** `{"a":{"a":…1…}}` or `[[…1…]]`, as text: too deep for a recursive serialiser here, not for the server. */
const deep = (depth: number, asArray: boolean) =>
  new RawJson(asArray ? `${'['.repeat(depth)}1${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`);

/** A value of the wrong type, shape or size for wherever it is put. */
export const junkValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom<unknown>(null, true, false, 0, -1, 2 ** 31, -(2 ** 53), 1.5, 1e308, Number.MIN_VALUE, [], {}) },
  { weight: 3, arbitrary: fc.constantFrom(...rawNumbers).map((text) => new RawJson(text)) },
  { weight: 6, arbitrary: fc.constantFrom(...nastyStrings) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom(...HUGE_SIZES), fc.constantFrom('x', '😀', '\u0000', 'é'))
      .map(([size, unit]) => unit.repeat(Math.ceil(size / Buffer.byteLength(unit)))),
  },
  { weight: 1, arbitrary: fc.tuple(fc.integer({ min: 20, max: 200_000 }), fc.boolean()).map(([depth, asArray]) => deep(depth, asArray)) },
  { weight: 1, arbitrary: fc.integer({ min: 100, max: 20_000 }).map((n) => Array.from({ length: n }, (_, i) => i)) },
);

/** Keys nobody should be able to set: prototype keys and privileges (S23), and ones the schema does not know. */
const extraKeys = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'is_staff', 'credits', 'groups', 'user_id', 'PK', 'SK', 'id'),
  fc.string({ maxLength: 12 }),
);

/** One mutation of a valid-shaped value; objects and arrays may be mutated deeper down. */
export function mutated(value: unknown): fc.Arbitrary<unknown> {
  const replaced = junkValue;
  if (value instanceof Pairs && value.pairs.length > 0) {
    const { pairs } = value;
    const at = fc.nat(pairs.length - 1);
    return fc.oneof(
      at.map((i) => new Pairs(pairs.filter((_, j) => j !== i))),
      fc.tuple(at, junkValue).map(([i, junk]) => new Pairs(pairs.map((pair, j): [string, unknown] => (j === i ? [pair[0], junk] : pair)))),
      fc.tuple(at, junkValue).map(([i, junk]) => new Pairs([...pairs, [pairs[i][0], junk]])),
      fc.array(fc.tuple(extraKeys, junkValue), { minLength: 1, maxLength: 4 }).map((more) => new Pairs([...pairs, ...more])),
      at.chain((i) =>
        mutated(pairs[i][1]).map((inner) => new Pairs(pairs.map((pair, j): [string, unknown] => (j === i ? [pair[0], inner] : pair)))),
      ),
      fc.constant([value]),
      replaced,
    );
  }
  if (Array.isArray(value) && value.length > 0) {
    const at = fc.nat(value.length - 1);
    return fc.oneof(
      fc.tuple(at, junkValue).map(([i, junk]) => value.map((item, j) => (j === i ? junk : item))),
      at.chain((i) => mutated(value[i]).map((inner) => value.map((item, j) => (j === i ? inner : item)))),
      fc.constant(Array.from({ length: 2000 }, () => value[0])),
      replaced,
    );
  }
  return replaced;
}

/** The JSON text of a value made of plain JSON, Pairs and RawJsons. */
export function jsonText(value: unknown): string {
  if (value instanceof Pairs) return `{${value.pairs.map(([key, item]) => `${JSON.stringify(key)}:${jsonText(item)}`).join(',')}}`;
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(jsonText).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.entries(value)
      .map(([key, item]) => `${JSON.stringify(key)}:${jsonText(item)}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

/** Body texts that are not JSON at all, or not quite: each is sent as application/json. */
export const brokenJson = (valid: string): fc.Arbitrary<string | Uint8Array> =>
  fc.oneof(
    fc.constantFrom('', ' ', '{', '}', '[', 'null', '0', '"x"', 'undefined', "{'a':1}", '{"a":}', '{"a":1,}', 'NaN', '\u0000', '\ufeff{}'),
    fc.nat(Math.max(valid.length - 1, 0)).map((cut) => valid.slice(0, cut)),
    fc.constantFrom(`\ufeff${valid}`, `${valid}garbage`, `${valid}${valid}`, `${valid}\u0000`),
    fc.uint8Array({ minLength: 1, maxLength: 64 }).map((bytes) => Uint8Array.from([0x7b, ...bytes])),
  );
