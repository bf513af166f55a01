// A stored log as the API answers it: the docs/PRODUCT.md §3 fields of its collection, and nothing internal.
import type { LogEntry, UserInput } from '../../shared/schemas/logs';
import type { StoredLog } from '../data/entries';

const ENTRY_FIELDS = [
  'id',
  'utc_time',
  'calculated_timestamp',
  'notes',
  'image_url',
  'user_input_log',
  'created_at',
  'updated_at',
  'device_timezone',
  'device_offset_minutes',
  'version',
] as const;
const DETAIL_FIELDS = ['details'] as const;
const RELATED_FIELDS = ['item_name', 'item_type', 'data_details'] as const;
/** image_url: the photo a user input came from (its raw_text may then be empty), else null. */
const USER_INPUT_FIELDS = ['id', 'raw_text', 'utc_time', 'created_at', 'updated_at', 'timezone', 'version', 'image_url'] as const;

/** Every field a detail entry, a related-data entry and a user input show, in their order (one list each, made once). */
const DETAIL_ENTRY_FIELDS = [...ENTRY_FIELDS, ...DETAIL_FIELDS];
const RELATED_ENTRY_FIELDS = [...ENTRY_FIELDS, ...RELATED_FIELDS];

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
