// A stored log as the API answers it: the docs/PRODUCT.md §3 fields of its collection, and nothing internal. The
// fields and their order are the response schemas' (shared/schemas/log-answers.ts), so the answer and its schema cannot drift.
import { detailAnswer, entryAnswer, relatedAnswer, userInputSchema, type LogEntry, type UserInput } from '../../shared/schemas/log-answers';
import type { StoredLog } from '../data/entries';

/** The schemas' keys are the stored entry's own field names (a stored entry holds every field it answers). */
const fieldsOf = (...schemas: { shape: object }[]) => schemas.flatMap((schema) => Object.keys(schema.shape)) as (keyof StoredLog)[];

/** Every field a detail entry, a related-data entry and a user input show, in their order (one list each, made once). */
const DETAIL_ENTRY_FIELDS = fieldsOf(entryAnswer, detailAnswer);
const RELATED_ENTRY_FIELDS = fieldsOf(entryAnswer, relatedAnswer);
const USER_INPUT_FIELDS = fieldsOf(userInputSchema);

/** A loop, not fromEntries over a map: an export presents 100,000 logs in a row (docs/PERFORMANCE.md). */
function pick(log: StoredLog, fields: readonly (keyof StoredLog)[]): Record<string, unknown> {
  const shown: Record<string, unknown> = {};
  for (const field of fields) shown[field] = log[field] ?? null;
  return shown;
}

export function presentLog(log: StoredLog): LogEntry | UserInput {
  if (log.collection === 'user-inputs') return pick(log, USER_INPUT_FIELDS) as unknown as UserInput;
  const shown = pick(log, log.collection === 'related-data' ? RELATED_ENTRY_FIELDS : DETAIL_ENTRY_FIELDS);
  // Always answered, so a client never tells "none" from "not sent".
  shown.measures = log.measures ?? {};
  shown.subjects = log.subjects ?? [];
  // A food or drink says where its nutrient numbers came from (docs/NUTRITION.md), null when it has none.
  if (log.collection === 'food-drinks') shown.nutrition = log.nutrition ?? null;
  return shown as unknown as LogEntry;
}
