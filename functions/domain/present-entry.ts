// A stored entry as the API answers it: the docs/PRODUCT.md §3 fields of its collection, and nothing internal. The
// fields and their order are the response schemas' (shared/schemas/entry-answers.ts), so the answer and its schema cannot drift.
import { detailAnswer, entryAnswer, relatedAnswer, userInputSchema, type Entry, type UserInput } from '../../shared/schemas/entry-answers';
import type { StoredEntry } from '../data/entries';

/** The schemas' keys are the stored entry's own field names (a stored entry holds every field it answers). */
const fieldsOf = (...schemas: { shape: object }[]) => schemas.flatMap((schema) => Object.keys(schema.shape)) as (keyof StoredEntry)[];

/** Every field a detail entry, a related-data entry and a user input show, in their order (one list each, made once). */
const DETAIL_ENTRY_FIELDS = fieldsOf(entryAnswer, detailAnswer);
const RELATED_ENTRY_FIELDS = fieldsOf(entryAnswer, relatedAnswer);
const USER_INPUT_FIELDS = fieldsOf(userInputSchema);

/** A loop, not fromEntries over a map: an export presents 100,000 entries in a row (docs/PERFORMANCE.md). */
function pick(entry: StoredEntry, fields: readonly (keyof StoredEntry)[]): Record<string, unknown> {
  const shown: Record<string, unknown> = {};
  for (const field of fields) shown[field] = entry[field] ?? null;
  return shown;
}

export function presentEntry(entry: StoredEntry): Entry | UserInput {
  if (entry.collection === 'user-inputs') return pick(entry, USER_INPUT_FIELDS) as unknown as UserInput;
  const shown = pick(entry, entry.collection === 'related-data' ? RELATED_ENTRY_FIELDS : DETAIL_ENTRY_FIELDS);
  // Always answered, so a client never tells "none" from "not sent".
  shown.measures = entry.measures ?? {};
  shown.subjects = entry.subjects ?? [];
  // A food or drink says where its nutrient numbers came from (docs/NUTRITION.md), null when it has none.
  if (entry.collection === 'food-drinks') shown.nutrition = entry.nutrition ?? null;
  return shown as unknown as Entry;
}
