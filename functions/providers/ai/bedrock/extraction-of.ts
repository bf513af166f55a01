// What the model sent to the record_items tool, checked against the extraction schema. Loaded by the adapter on its first
// extraction only: a group that only writes reports (insights) never builds the extraction schemas.
import { AiProviderError, type ExtractionRequest, type ExtractionResult } from '../ai-port';
import { withoutTableNumbers as measuresWithoutTableNumbers } from '../../../../shared/nutrition';
import { extractionSchema } from '../../../../shared/schemas/ai';
import { RECORD_ITEMS } from './record-items-tool';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Measures without the weight and nutrients: the tool never asks for them, and any the model still sends are dropped. */
function withoutNumbers(measures: unknown): unknown {
  return isObject(measures) ? measuresWithoutTableNumbers(measures) : measures;
}

/** The tool input without what only the food table gives (docs/AI-BEDROCK.md): nutrient values, grams and a nutrition source. */
export function withoutTableNumbers(toolInput: unknown): unknown {
  if (!isObject(toolInput)) return toolInput;
  const items = Array.isArray(toolInput.items)
    ? toolInput.items.map((item) => {
        if (!isObject(item)) return item;
        const { nutrition: _nutrition, ...rest } = item;
        return 'measures' in rest ? { ...rest, measures: withoutNumbers(rest.measures) } : rest;
      })
    : toolInput.items;
  const changes = Array.isArray(toolInput.changes)
    ? toolInput.changes.map((change) =>
        isObject(change) && isObject(change.set) && 'measures' in change.set
          ? { ...change, set: { ...change.set, measures: withoutNumbers(change.set.measures) } }
          : change,
      )
    : toolInput.changes;
  return { ...toolInput, items, changes };
}

/** The items, changes and unmatched requests of a valid tool input; changes only to entries the request listed. */
export function extractionOf(toolInput: unknown, request: ExtractionRequest): Omit<ExtractionResult, 'usage'> {
  const parsed = extractionSchema.safeParse(withoutTableNumbers(toolInput));
  if (!parsed.success) {
    throw new AiProviderError('invalid-output', `Bedrock's ${RECORD_ITEMS} input does not match the item schema: ${parsed.error.message}`);
  }
  // Only entries the request listed can be changed: an id the model made up is dropped.
  const listed = new Set((request.recent ?? []).map((entry) => `${entry.collection}#${entry.id}`));
  const changes = parsed.data.changes.filter((change) => listed.has(`${change.collection}#${change.id}`));
  return { items: parsed.data.items, changes, unmatched: parsed.data.unmatched };
}
