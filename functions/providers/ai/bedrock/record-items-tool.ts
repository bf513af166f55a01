// The record_items tool. Its input schema is the model-facing zod extraction schema (shared/schemas/ai.ts: names and
// amounts, never nutrient values, which come from the food table) as JSON Schema, written beside
// this file by `npm run generate:client` (scripts/generated-json.ts): the model and the review screen agree, and no Lambda
// converts the schema while it runs.
import type { ToolConfiguration, ToolInputSchema } from '@aws-sdk/client-bedrock-runtime';
import inputSchema from './record-items-schema.generated.json';

export const RECORD_ITEMS = 'record_items';

type JsonDocument = ToolInputSchema.JsonMember['json'];

/** One tool, and the model must call it: extraction never answers in free text. */
export const recordItemsTool: ToolConfiguration = {
  tools: [
    {
      toolSpec: {
        name: RECORD_ITEMS,
        description: "Record the health items found in the person's entry, each with its category, details and time.",
        inputSchema: { json: inputSchema as JsonDocument },
      },
    },
  ],
  toolChoice: { tool: { name: RECORD_ITEMS } },
};
