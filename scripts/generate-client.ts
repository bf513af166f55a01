// `npm run generate:client`: writes the web app's typed API contract (frontend/src/lib/api-contract.generated.ts)
// from the route table: each operation's method and path, and the TypeScript types of its path parameters,
// query, body and answer, converted from the same JSON Schema the OpenAPI document carries; and the JSON files
// the Lambdas serve instead of converting schemas at cold start (scripts/generated-json.ts). `--check` only
// compares, failing when a file is stale (npm test runs it).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { compile } from 'json-schema-to-typescript';
import { jsonSchemaOf } from '../functions/docs/openapi';
import type * as z from 'zod';
import { changeRequestSchema, extractedItemSchema } from '../shared/schemas/ai';
import { duplicateOfSchema, extractionAnswerSchema, proposedChangeSchema, reviewItemSchema } from '../shared/schemas/ai-routes';
import { currentUserResponse } from '../shared/schemas/auth';
import { foodSchema } from '../shared/schemas/foods';
import { intakeAverageSchema, intakeSummarySchema, intakeTargetSchema } from '../shared/schemas/insights-intake';
import { entrySchema, timezoneMappingsSchema, userInputSchema } from '../shared/schemas/entries';
import { measuresSchema } from '../shared/schemas/measures';
import { nutritionSourceSchema } from '../shared/schemas/nutrition';
import { routes, type Route } from '../shared/routes';
import { API_PREFIX } from '../shared/app-paths';
import { generatedJson } from './generated-json';

export const CLIENT_FILE = path.join(__dirname, '..', 'frontend', 'src', 'lib', 'api-contract.generated.ts');
const OPERATIONS_DIR = path.join(path.dirname(CLIENT_FILE), 'operations');

type JsonSchema = Record<string, unknown>;

/**
 * The shapes the web app names (docs/FRONTEND.md "API calls"): each is declared once under its name, and every part
 * of an operation equal to it (in JSON Schema) is that name. Answers as answered; ExtractedItem and ChangeRequest as
 * Confirm & Save takes them. The measures object is shared/measures.ts' `Measures` (built from its table, zod-free).
 */
const NAMED: { name: string; schema: z.ZodType; io: 'input' | 'output' }[] = [
  { name: 'NutritionSource', schema: nutritionSourceSchema, io: 'output' },
  { name: 'Entry', schema: entrySchema, io: 'output' },
  { name: 'UserInput', schema: userInputSchema, io: 'output' },
  { name: 'TimezoneMappings', schema: timezoneMappingsSchema, io: 'output' },
  { name: 'CurrentUser', schema: currentUserResponse, io: 'output' },
  { name: 'FoodResult', schema: foodSchema, io: 'output' },
  { name: 'DuplicateOf', schema: duplicateOfSchema, io: 'output' },
  { name: 'ReviewItem', schema: reviewItemSchema, io: 'output' },
  { name: 'ProposedChange', schema: proposedChangeSchema, io: 'output' },
  { name: 'ExtractionAnswer', schema: extractionAnswerSchema, io: 'output' },
  { name: 'ExtractedItem', schema: extractedItemSchema, io: 'input' },
  { name: 'ChangeRequest', schema: changeRequestSchema, io: 'input' },
  { name: 'IntakeTarget', schema: intakeTargetSchema, io: 'output' },
  { name: 'IntakeAverage', schema: intakeAverageSchema, io: 'output' },
  { name: 'IntakeSummary', schema: intakeSummarySchema, io: 'output' },
];

/** Each named shape by its JSON; the measures object (input and output) is `Measures`. */
const namedByJson = new Map<string, string>([
  [JSON.stringify(jsonSchemaOf(measuresSchema, 'output')), 'Measures'],
  [JSON.stringify(jsonSchemaOf(measuresSchema, 'input')), 'Measures'],
  ...NAMED.map(({ name, schema, io }) => [JSON.stringify(jsonSchemaOf(schema, io)), name] as [string, string]),
]);

/** The schema with each part equal to a named shape replaced by its name (`top` itself is kept: it is being declared). */
function withNames(schema: unknown, top = false): unknown {
  if (Array.isArray(schema)) return schema.map((item) => withNames(item));
  if (!schema || typeof schema !== 'object') return schema;
  const name = top ? undefined : namedByJson.get(JSON.stringify(schema));
  if (name) return { tsType: name };
  return Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, withNames(value)]));
}

const pascal = (name: string) => name[0].toUpperCase() + name.slice(1);

const compileOptions = { bannerComment: '', additionalProperties: false, format: false, ignoreMinAndMaxItems: true } as const;

/** Schemas already declared, by their JSON: a repeat (every collection's entry) is an alias of the first. */
const declared = new Map<string, string>();

async function declare(schema: JsonSchema, name: string): Promise<string> {
  const key = JSON.stringify(schema);
  const first = declared.get(key) ?? namedByJson.get(key);
  if (first) return `export type ${name} = ${first};`;
  declared.set(key, name);
  const source = await compile(withNames(schema) as never, name, compileOptions);
  return source.trim();
}

/** The named shapes' declarations, in NAMED's order. */
async function namedDeclarations(): Promise<string[]> {
  const sources: string[] = [];
  for (const { name, schema, io } of NAMED)
    sources.push((await compile(withNames(jsonSchemaOf(schema, io), true) as never, name, compileOptions)).trim());
  return sources;
}

interface Operation {
  declarations: string[];
  entry: string;
}

async function operationOf(route: Route): Promise<Operation> {
  const type = pascal(route.name);
  const declarations: string[] = [];
  const params = [...route.path.matchAll(/\{(\w+)\+?\}/g)].map(([, name]) => `${name}: string`);
  let query = 'never';
  if (route.query) {
    declarations.push(await declare(jsonSchemaOf(route.query, 'input'), `${type}Query`));
    query = `${type}Query`;
  }
  let body = 'never';
  if (route.request && 'json' in route.request) {
    declarations.push(await declare(jsonSchemaOf(route.request.json, 'input'), `${type}Body`));
    body = `${type}Body`;
  } else if (route.request) {
    body = 'FormData';
  }
  const success = Object.entries(route.responses).find(([status]) => Number(status) < 300) ?? Object.entries(route.responses)[0];
  const [, answer] = success;
  let response = 'void';
  if (answer === 'binary' || answer === 'csv') response = 'BlobResponse';
  else if (answer === 'html') response = 'string';
  else if (answer !== 'empty' && answer !== undefined) {
    declarations.push(await declare(jsonSchemaOf(answer, 'output'), `${type}Response`));
    response = `${type}Response`;
  }
  const apiPath = route.path.startsWith(API_PREFIX) ? route.path.slice(API_PREFIX.length) : route.path;
  const entry = `  ${route.name}: { method: '${route.method}'; path: '${apiPath}'; params: ${params.length ? `{ ${params.join('; ')} }` : 'never'}; query: ${query}; body: ${body}; response: ${response} };`;
  return { declarations, entry };
}

export async function clientSource(): Promise<string> {
  // One after another: which of two equal schemas is declared first (and the other aliases) stays the same.
  const operations: Operation[] = [];
  for (const route of routes) operations.push(await operationOf(route));
  return [
    '// Generated by `npm run generate:client` from shared/routes.ts (scripts/generate-client.ts): do not edit.',
    '// Every API call of the web app goes through these operations (frontend/src/lib/call-api.ts).',
    "import type { Measures } from '@shared/measures';",
    "import type { BlobResponse } from './blob-response';",
    '',
    "// Each operation's constant (method and path, its name in its type) lives in its group's module, which the app",
    "// imports (`import * as authOps from '@/lib/operations/auth.generated'`), so a chunk carries only the groups it calls",
    '// (docs/FRONTEND.md "API calls"); every operation is re-exported here for tests.',
    ...groupsOf().map((group) => `export * from './operations/${group}.generated';`),
    '',
    "/** Each operation's path parameters, query, body and answer. */",
    'export interface Operations {',
    ...operations.map((op) => op.entry),
    '}',
    '',
    '/** The shapes the web app names, each once; the operations above refer to them. */',
    ...(await namedDeclarations()).map((declaration) => `${declaration}\n`),
    ...operations.flatMap((op) => op.declarations.map((declaration) => `${declaration}\n`)),
  ].join('\n');
}

/** The groups with routes, in the route table's order. */
const groupsOf = () => [...new Set(routes.map((route) => route.group))];

/**
 * A group's operation constants: method and path (after the /api prefix; `{name}` a path parameter), the operation's
 * name only in the type, so no byte of the first page's JavaScript spells it.
 */
export function groupOperationsSource(group: string): string {
  const constants = routes
    .filter((route) => route.group === group)
    .map((route) => {
      const apiPath = route.path.startsWith(API_PREFIX) ? route.path.slice(API_PREFIX.length) : route.path;
      return `export const ${route.name}: Operation<'${route.name}'> = { method: '${route.method}', path: '${apiPath}' };`;
    });
  return [
    '// Generated by `npm run generate:client` from shared/routes.ts (scripts/generate-client.ts): do not edit.',
    `// The ${group} group's operations, re-exported by ../api-contract.generated.ts.`,
    "import type { Operation } from '../operation';",
    '',
    ...constants,
    '',
  ].join('\n');
}

async function main(): Promise<void> {
  const files = [
    { file: CLIENT_FILE, source: await clientSource() },
    ...groupsOf().map((group) => ({ file: path.join(OPERATIONS_DIR, `${group}.generated.ts`), source: groupOperationsSource(group) })),
    ...generatedJson.map(({ file, source }) => ({ file, source: source() })),
  ];
  const check = process.argv.includes('--check');
  for (const { file, source } of files) {
    const name = path.relative(process.cwd(), file);
    if (!check) {
      writeFileSync(file, source);
      console.log(`wrote ${name}`);
    } else if (!existsSync(file) || readFileSync(file, 'utf8') !== source) {
      console.error(`${name} is stale: run npm run generate:client`);
      process.exitCode = 1;
    }
  }
}

if (require.main === module) void main();
