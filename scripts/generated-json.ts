// The JSON files `npm run generate:client` writes beside the code that serves them, so no Lambda converts zod schemas to
// JSON Schema at cold start: the OpenAPI document (functions/docs serves it) and the Bedrock record_items tool's input
// schema. Each comes from its one source, the zod schemas; `--check` fails when a file is stale.
import path from 'node:path';
import * as z from 'zod';
import { openApiDocument } from '../functions/docs/openapi';
import { modelExtractionSchema } from '../shared/schemas/ai';

const repoRoot = path.join(__dirname, '..');

/**
 * Draft 2020-12 JSON Schema of the extracted items as the model sends them (names and amounts: no nutrient values, grams
 * or nutrition source, which come from the food table), without `$schema` (Bedrock wants the schema only).
 */
export function recordItemsInputSchema(): Record<string, unknown> {
  const { $schema: _dialect, ...schema } = z.toJSONSchema(modelExtractionSchema, { io: 'input' }) as Record<string, unknown>;
  return schema;
}

const asJson = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** Each generated JSON file and its text. */
export const generatedJson: { file: string; source: () => string }[] = [
  { file: path.join(repoRoot, 'functions', 'docs', 'openapi.generated.json'), source: () => asJson(openApiDocument()) },
  {
    file: path.join(repoRoot, 'functions', 'providers', 'ai', 'bedrock', 'record-items-schema.generated.json'),
    source: () => asJson(recordItemsInputSchema()),
  },
];
