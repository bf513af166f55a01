// Valid-shaped values from a route's request or query schema (its JSON Schema, as the OpenAPI document has it): what
// the fuzzer (R14) starts from before it breaks a payload. Covers the keywords the zod schemas produce.
import fc from 'fast-check';

type JsonSchema = Record<string, unknown>;
const STRING_CAP = 60;

/** Objects are kept as ordered key/value pairs, so a mutation can duplicate a key or add `__proto__` as plain data. */
export class Pairs {
  constructor(readonly pairs: [string, unknown][]) {}
}

function stringOf(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = (schema.minLength as number | undefined) ?? 0;
  const maxLength = Math.max(minLength, Math.min((schema.maxLength as number | undefined) ?? STRING_CAP, STRING_CAP));
  if (typeof schema.pattern === 'string') return fc.stringMatching(new RegExp(schema.pattern), { maxLength: Math.max(maxLength, 30) });
  return fc.oneof(fc.string({ minLength, maxLength }), fc.string({ minLength, maxLength, unit: 'grapheme' }));
}

function numberOf(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const low = (schema.minimum as number | undefined) ?? (schema.exclusiveMinimum as number | undefined);
  const high = (schema.maximum as number | undefined) ?? (schema.exclusiveMaximum as number | undefined);
  if (integer) return fc.integer({ min: Math.ceil(low ?? -1e6), max: Math.floor(high ?? 1e6) });
  return fc.double({ min: low ?? -1e6, max: high ?? 1e6, noNaN: true, noDefaultInfinity: true });
}

function objectOf(schema: JsonSchema): fc.Arbitrary<Pairs> {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  const fields = Object.entries(properties).map(([key, property]) => {
    const field = arbitraryOf(property).map((value): [string, unknown] => [key, value]);
    return required.has(key) ? field : fc.option(field, { nil: undefined, freq: 3 });
  });
  const extra =
    schema.additionalProperties && typeof schema.additionalProperties === 'object'
      ? fc.array(
          fc.tuple(
            schema.propertyNames ? stringOf(schema.propertyNames as JsonSchema) : fc.string(),
            arbitraryOf(schema.additionalProperties as JsonSchema),
          ),
          { maxLength: 3 },
        )
      : fc.constant([] as [string, unknown][]);
  return fc.tuple(fc.tuple(...fields), extra).map(([own, more]) => new Pairs([...own.filter((f) => f !== undefined), ...more]));
}

/** An arbitrary of values the schema accepts (or nearly: patterns and lengths are respected, cross-field rules are not). */
export function arbitraryOf(schema: JsonSchema): fc.Arbitrary<unknown> {
  const options = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (options) return fc.oneof(...options.map(arbitraryOf));
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.type)) return fc.oneof(...(schema.type as string[]).map((type) => arbitraryOf({ ...schema, type })));
  switch (schema.type) {
    case 'string':
      return stringOf(schema);
    case 'integer':
      return numberOf(schema, true);
    case 'number':
      return numberOf(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(arbitraryOf((schema.items ?? {}) as JsonSchema), {
        minLength: (schema.minItems as number | undefined) ?? 0,
        maxLength: Math.max((schema.minItems as number | undefined) ?? 0, Math.min((schema.maxItems as number | undefined) ?? 3, 3)),
      });
    case 'object':
      return objectOf(schema);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}
