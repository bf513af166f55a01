// Saves reviewed AI items (SPEC.md §3 "Structured data save"): one user input, then one entry per item in its
// collection, and the proposed changes to saved entries the person kept; every item and change is checked
// before anything is written, and the writes are all or nothing.
import { ulid } from 'ulid';
import { collectionOfCategory, typeLabel } from '../../shared/log-types';
import { ITEM_NAME_MAX } from '../../shared/log-limits';
import type { ExtractedItem } from '../../shared/schemas/ai';
import type { SaveRequest } from '../../shared/schemas/save';
import { ValidationError } from '../core/http-error';
import { insertLogs, removeLogs, type StoredLog } from '../data/entries';
import type { UserRecord } from '../data/users';
import { resolveEntryTime, zoneOf } from '../domain/entry-time';
import { applyChanges, planChanges, undoChanges } from './apply-changes';

/** The entry fields of one item; any other category becomes related data of that type. */
function entryFieldsOf(item: ExtractedItem, zone: string, position: number) {
  let time;
  try {
    time = resolveEntryTime(item.calculated_time, zone);
  } catch (error) {
    const message = error instanceof ValidationError ? Object.values(error.fields)[0][0] : 'Enter a valid date and time.';
    throw ValidationError.field('items', `Item ${position + 1}: ${message}`);
  }
  const collection = collectionOfCategory(item.category);
  // Related data is named by its type ("Blood pressure"), its words are the details: never the same text twice.
  const own =
    collection === 'related-data'
      ? { item_name: typeLabel(item.category).slice(0, ITEM_NAME_MAX), item_type: item.category, data_details: item.details }
      : { details: item.details };
  const numbers = { measures: item.measures ?? {}, subjects: item.subjects ?? [] };
  return { collection, fields: { ...time, notes: item.notes ?? '', ...own, ...numbers } };
}

/**
 * `settle` runs once everything is written (the photo save's counting); should it fail, the save is taken back
 * like a failed write, so a save is never half-visible.
 */
export async function saveItems(user: UserRecord, input: SaveRequest, imageUrl: string | null, settle = async () => undefined) {
  if (!input.raw_text && !imageUrl) throw ValidationError.field('raw_text', 'This field may not be blank.');
  const zone = zoneOf(input.timezone, 'timezone');
  const entries = input.items.map((item, i) => entryFieldsOf(item, zone, i));
  const planned = await planChanges(user.userId, input.changes);
  const now = new Date().toISOString();
  const base = { userId: user.userId, created_at: now, updated_at: now, version: 1 };
  // A photo saved alone records where it came from: the user input points at the photo.
  const userInput: StoredLog = {
    ...base,
    collection: 'user-inputs',
    id: ulid(),
    utc_time: now,
    raw_text: input.raw_text,
    timezone: zone,
    image_url: imageUrl,
  };
  const logs: StoredLog[] = entries.map(({ collection, fields }) => ({
    ...base,
    ...fields,
    collection,
    id: ulid(),
    user_input_log: userInput.id,
    image_url: imageUrl,
  }));
  const applied = await applyChanges(planned);
  try {
    await insertLogs([userInput, ...logs]);
    await settle().catch(async (error: unknown) => {
      await removeLogs([userInput, ...logs]).catch(() => undefined);
      throw error;
    });
  } catch (error) {
    await undoChanges(applied);
    throw error;
  }
  return {
    user_input_id: userInput.id,
    entries: logs.map((log) => ({ collection: log.collection, id: log.id })),
    changed: planned.map(({ before, after }) => ({ collection: before.collection, id: before.id, action: after ? 'update' : 'delete' })),
    image_url: imageUrl,
  };
}
