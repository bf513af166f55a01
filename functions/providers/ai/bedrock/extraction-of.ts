// What the model sent to the record_items tool, checked against the extraction schema. Loaded by the adapter on its first
// extraction only: a group that only writes reports (insights) never builds the extraction schemas.
import { AiProviderError, type ExtractionRequest, type ExtractionResult } from '../ai-port';
import { extractionSchema } from '../../../../shared/schemas/ai';
import { RECORD_ITEMS } from './record-items-tool';

/** The items, changes and unmatched requests of a valid tool input; changes only to entries the request listed. */
export function extractionOf(toolInput: unknown, request: ExtractionRequest): Omit<ExtractionResult, 'usage'> {
  const parsed = extractionSchema.safeParse(toolInput);
  if (!parsed.success) {
    throw new AiProviderError('invalid-output', `Bedrock's ${RECORD_ITEMS} input does not match the item schema: ${parsed.error.message}`);
  }
  // Only entries the request listed can be changed: an id the model made up is dropped.
  const listed = new Set((request.recent ?? []).map((entry) => `${entry.collection}#${entry.id}`));
  const changes = parsed.data.changes.filter((change) => listed.has(`${change.collection}#${change.id}`));
  return { items: parsed.data.items, changes, unmatched: parsed.data.unmatched };
}
