// The record_items tool: its input schema is generated from the zod item schema, so the model and the review screen agree.
import * as z from 'zod';
import type { ToolConfiguration, ToolInputSchema } from '@aws-sdk/client-bedrock-runtime';
import { extractionSchema } from '../../../../shared/schemas/ai';

export const RECORD_ITEMS = 'record_items';

type JsonDocument = ToolInputSchema.JsonMember['json'];

/** Draft 2020-12 JSON Schema of the items, without `$schema` (Bedrock wants the schema object only). */
export function recordItemsInputSchema(): { [key: string]: JsonDocument } {
  const { $schema: _ignored, ...schema } = z.toJSONSchema(extractionSchema, { io: 'input' }) as { [key: string]: JsonDocument };
  return schema;
}

let cached: ToolConfiguration | undefined;

/** One tool, and the model must call it: extraction never answers in free text. */
export function recordItemsTool(): ToolConfiguration {
  cached ??= {
    tools: [
      {
        toolSpec: {
          name: RECORD_ITEMS,
          description: "Record the health items found in the person's entry, each with its category, details and time.",
          inputSchema: { json: recordItemsInputSchema() },
        },
      },
    ],
    toolChoice: { tool: { name: RECORD_ITEMS } },
  };
  return cached;
}
