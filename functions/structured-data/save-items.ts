// Saves reviewed AI items (SPEC.md §3 "Structured data save"): one user input, then one entry per item in its
// collection; every item is checked before anything is written, and the writes are all or nothing.
import { ulid } from 'ulid';
import * as z from 'zod';
import { LOG_TYPES, type EntryCollection } from '../../shared/log-types';
import { ITEM_NAME_MAX, RAW_TEXT_MAX } from '../../shared/log-limits';
import { extractedItemSchema, type ExtractedItem } from '../../shared/schemas/ai';
import { ValidationError } from '../core/http-error';
import { insertLogs, type StoredLog } from '../data/entries';
import type { UserRecord } from '../data/users';
import { resolveEntryTime, zoneOf } from '../logs/entry-time';

export const saveRequest = z.object({
  raw_text: z.string('This field is required.').trim().min(1, 'This field may not be blank.').max(RAW_TEXT_MAX),
  items: z.array(extractedItemSchema, 'Expected a list of items.').min(1, 'There is nothing to save.').max(50),
  timezone: z.string().max(64).nullable().optional(),
});
export type SaveRequest = z.infer<typeof saveRequest>;

function collectionOf(category: string): EntryCollection {
  return LOG_TYPES.find((type) => type.itemType === category)?.collection ?? 'related-data';
}

/** The entry fields of one item; any other category becomes related data of that type. */
function entryFieldsOf(item: ExtractedItem, zone: string, position: number) {
  let time;
  try {
    time = resolveEntryTime(item.calculated_time, zone);
  } catch (error) {
    const message = error instanceof ValidationError ? Object.values(error.fields)[0][0] : 'Enter a valid date and time.';
    throw ValidationError.field('items', `Item ${position + 1}: ${message}`);
  }
  const collection = collectionOf(item.category);
  const own = collection === 'related-data'
    ? { item_name: item.details.slice(0, ITEM_NAME_MAX), item_type: item.category, data_details: item.details }
    : { details: item.details };
  return { collection, fields: { ...time, notes: item.notes ?? '', ...own } };
}

export async function saveItems(user: UserRecord, input: SaveRequest, imageUrl: string | null) {
  const zone = zoneOf(input.timezone, 'timezone');
  const entries = input.items.map((item, i) => entryFieldsOf(item, zone, i));
  const now = new Date().toISOString();
  const base = { userId: user.userId, created_at: now, updated_at: now, version: 1 };
  const userInput: StoredLog = { ...base, collection: 'user-inputs', id: ulid(), utc_time: now, raw_text: input.raw_text, timezone: zone };
  const logs: StoredLog[] = entries.map(({ collection, fields }) => ({
    ...base, ...fields, collection, id: ulid(), user_input_log: userInput.id, image_url: imageUrl,
  }));
  await insertLogs([userInput, ...logs]);
  return {
    user_input_id: userInput.id,
    entries: logs.map((log) => ({ collection: log.collection, id: log.id })),
    image_url: imageUrl,
  };
}
