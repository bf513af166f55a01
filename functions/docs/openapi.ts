// The OpenAPI 3.1 document of the API, generated from the route table and its zod schemas (shared/routes.ts):
// what GET /api/openapi.json answers, what the API tests check real responses against, and what a mobile
// client can be generated from. `npm run generate:client` writes it to openapi.generated.json, which the docs
// Lambda serves: this builder runs at build time only.
import * as z from 'zod';
import { PRODUCT_NAME } from '../../shared/brand';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_HOURS,
  IDEMPOTENCY_KEY_PATTERN,
  IDEMPOTENT_REPLAYED_HEADER,
} from '../../shared/idempotency';
import type { OtherBody } from '../../shared/contracts/contract';
import { routes, type Route } from '../../shared/routes';
import { ZONE_NAME } from '../../shared/schemas/formats';
import { entrySchema, sentTimestamp, userInputSchema } from '../../shared/schemas/entries';
import { measuresSchema } from '../../shared/schemas/measures';
import { nutritionSourceSchema } from '../../shared/schemas/nutrition';
import { reminderResponse } from '../../shared/schemas/reminder-routes';
import { logPromptSchema, reminderSchema } from '../../shared/schemas/reminders';
import { answerHeaders, refusalResponses, requestHeaders, sharedResponses } from './openapi-responses';
import { operationDescription, SERVERS, tagOf, TAGS } from './openapi-tags';

type JsonSchema = Record<string, unknown>;
export type OpenApiDocument = {
  openapi: string;
  info: { title: string; version: string; description: string };
  servers: JsonSchema[];
  tags: JsonSchema[];
  paths: Record<string, Record<string, JsonSchema>>;
  components: Record<string, Record<string, JsonSchema>>;
};

const MEDIA: Record<Exclude<OtherBody, 'empty'>, { type: string; schema: JsonSchema }> = {
  binary: { type: 'image/*', schema: { type: 'string', contentMediaType: 'image/*' } },
  csv: { type: 'text/csv', schema: { type: 'string' } },
  html: { type: 'text/html', schema: { type: 'string' } },
};

/** A zod schema as JSON Schema 2020-12 (OpenAPI 3.1's dialect), as sent (`input`) or as answered (`output`). */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

/** The error bodies of docs/PRODUCT.md "Error shapes", each named in the document: Error is one of them. */
const ERROR_SHAPES: Record<string, JsonSchema> = {
  ErrorDetail: {
    type: 'object',
    description: 'A general error, with a `code` where a client must tell cases apart.',
    properties: { detail: { type: 'string' }, code: { type: 'string' } },
    required: ['detail'],
  },
  ErrorMessage: {
    type: 'object',
    description: 'An error under `error`, where the web app reads it.',
    properties: { error: { type: 'string' } },
    required: ['error'],
  },
  FieldErrors: {
    type: 'object',
    description: 'Bad input: the messages of each field (the first offending field first); `non_field_errors` for the body as a whole.',
    additionalProperties: { type: 'array', items: { type: 'string' } },
    minProperties: 1,
    propertyNames: { not: { enum: ['detail', 'error'] } },
  },
};

/** The error bodies: a detail (with a code), the `error` the web app reads, or messages per field (the tests' check). */
export const errorSchema: JsonSchema = { oneOf: Object.values(ERROR_SHAPES) };

/**
 * Schemas many operations carry, named once in `components`: the measures object (2 KB, in 38 places) and a food's
 * nutrition source, sent and answered; an entry and a user input as answered (each collection's list, create and
 * change); a time zone and a timestamp as sent; a reminder sent and answered. Also what keeps the docs Lambda's bundle small (docs/API.md).
 */
const NAMED: { name: string; schema: z.ZodType; io: 'both' | 'input' | 'output' }[] = [
  { name: 'Measures', schema: measuresSchema, io: 'both' },
  { name: 'NutritionSource', schema: nutritionSourceSchema, io: 'both' },
  { name: 'Entry', schema: entrySchema, io: 'output' },
  { name: 'UserInput', schema: userInputSchema, io: 'output' },
  { name: 'TimeZone', schema: z.string().max(64).meta(ZONE_NAME), io: 'input' },
  { name: 'Timestamp', schema: sentTimestamp, io: 'input' },
  // A reminder as sent (create, change) and as answered (five routes), and the times, days and zone both kinds carry.
  { name: 'ReminderTimes', schema: logPromptSchema.shape.times, io: 'both' },
  { name: 'Weekdays', schema: logPromptSchema.shape.days, io: 'both' },
  { name: 'ReminderTimeZone', schema: logPromptSchema.shape.timezone, io: 'both' },
  { name: 'ReminderRequest', schema: reminderSchema, io: 'input' },
  { name: 'Reminder', schema: reminderResponse, io: 'output' },
];

/** The schema with each subschema equal to a named one replaced by a reference to it (`top` itself is kept: it is being named). */
function withReferences(schema: unknown, named: Map<string, string>, top = false): unknown {
  if (Array.isArray(schema)) return schema.map((item) => withReferences(item, named));
  if (!schema || typeof schema !== 'object') return schema;
  const name = top ? undefined : named.get(JSON.stringify(schema));
  if (name) return { $ref: `#/components/schemas/${name}` };
  return Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, withReferences(value, named)]));
}

/** The OpenAPI path: API Gateway's greedy `{path+}` is a plain parameter there. */
export const openApiPath = (path: string) => path.replace(/\{(\w+)\+\}/g, '{$1}');

/** The Idempotency-Key header of creates and saves (shared/idempotency.ts, docs/LOGS.md). */
const idempotencyKey: JsonSchema = {
  name: IDEMPOTENCY_KEY_HEADER,
  in: 'header',
  required: false,
  description:
    `One key per action, the same on each of its retries (a UUID): the action happens once, and a retry gets the first ` +
    `answer again with \`${IDEMPOTENT_REPLAYED_HEADER}: true\`. The same key with another request: 422; while the first ` +
    `still runs: 409, retry. Kept ${IDEMPOTENCY_KEY_HOURS} hours.`,
  schema: { type: 'string', pattern: IDEMPOTENCY_KEY_PATTERN.source },
};

function parameters(route: Route): JsonSchema[] {
  const inPath = [...route.path.matchAll(/\{(\w+)\+?\}/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  const inHeader = [...(route.idempotent ? [idempotencyKey] : []), ...requestHeaders(route)];
  if (!route.query) return [...inPath, ...inHeader];
  const query = jsonSchemaOf(route.query, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
  const inQuery = Object.entries(query.properties ?? {}).map(([name, schema]) => ({
    name,
    in: 'query',
    required: query.required?.includes(name) ?? false,
    schema,
  }));
  return [...inPath, ...inHeader, ...inQuery];
}

function requestBody(route: Route): JsonSchema | undefined {
  if (!route.request) return undefined;
  if ('json' in route.request)
    return { required: true, content: { 'application/json': { schema: jsonSchemaOf(route.request.json, 'input') } } };
  const form = jsonSchemaOf(route.request.multipart, 'input') as { properties?: Record<string, JsonSchema> };
  if (form.properties?.image) form.properties.image = { type: 'string', contentMediaType: 'image/*' };
  return { required: true, content: { 'multipart/form-data': { schema: form } } };
}

function response(route: Route, status: number, body: z.ZodType | OtherBody): JsonSchema {
  const description = status === 303 ? 'See the Location header.' : status === 204 || status === 304 ? 'No body.' : 'Success.';
  const headers = answerHeaders(route, status);
  const described = { description, ...(headers && { headers }) };
  if (body === 'empty') return described;
  if (typeof body === 'string') return { ...described, content: { [MEDIA[body].type]: { schema: MEDIA[body].schema } } };
  return { ...described, content: { 'application/json': { schema: jsonSchemaOf(body, 'output') } } };
}

function operation(route: Route): JsonSchema {
  const responses: Record<string, JsonSchema> = {};
  for (const [status, body] of Object.entries(route.responses)) responses[status] = response(route, Number(status), body!);
  Object.assign(responses, refusalResponses(route));
  responses.default = {
    description: 'Any other error: a 500 says only that it happened, with a request id (docs/PRODUCT.md "Error shapes").',
    content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
  };
  const signedIn = route.access === 'user' || route.access === 'staff';
  return {
    operationId: route.name,
    summary: route.summary,
    tags: [tagOf(route.group)],
    description: operationDescription(route),
    security: signedIn ? [{ bearer: [] }] : [],
    parameters: parameters(route),
    ...(requestBody(route) ? { requestBody: requestBody(route) } : {}),
    responses,
  };
}

let built: OpenApiDocument | undefined;

export function openApiDocument(): OpenApiDocument {
  if (built) return built;
  const paths: OpenApiDocument['paths'] = {};
  const schemas: Record<string, JsonSchema> = {
    Error: { oneOf: Object.keys(ERROR_SHAPES).map((name) => ({ $ref: `#/components/schemas/${name}` })) },
    ...ERROR_SHAPES,
  };
  const named = new Map<string, string>();
  const namedSchemas: Record<string, JsonSchema> = {};
  for (const { name, schema, io } of NAMED) {
    // One name when the schema reads the same sent and answered (the measures do), else <name>Input for the sent one.
    const [output, input] = [jsonSchemaOf(schema, 'output'), jsonSchemaOf(schema, 'input')];
    const first = io === 'input' ? input : output;
    namedSchemas[name] = first;
    named.set(JSON.stringify(first), name);
    if (io === 'both' && !named.has(JSON.stringify(input))) {
      namedSchemas[`${name}Input`] = input;
      named.set(JSON.stringify(input), `${name}Input`);
    }
  }
  // A named schema may hold another (an entry its measures).
  for (const [name, schema] of Object.entries(namedSchemas)) schemas[name] = withReferences(schema, named, true) as JsonSchema;
  for (const route of routes) {
    (paths[openApiPath(route.path)] ??= {})[route.method.toLowerCase()] = withReferences(operation(route), named) as JsonSchema;
  }
  built = {
    openapi: '3.1.0',
    info: {
      title: `${PRODUCT_NAME} API`,
      version: '1',
      description:
        'Generated from shared/routes.ts; times are ISO 8601, measures metric (docs/MEASURES.md). Errors answer the ' +
        'shapes of docs/PRODUCT.md "Error shapes"; each operation lists the refusals it can answer.',
    },
    servers: SERVERS,
    tags: TAGS,
    paths,
    components: {
      schemas,
      ...sharedResponses(),
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
  };
  return built;
}
