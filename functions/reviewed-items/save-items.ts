// Saves reviewed AI items (docs/PRODUCT.md "Structured data save"): one user input, then one entry per item in its
// collection, and the proposed changes to saved entries the person kept; every item and change is checked
// before anything is written, and the writes are all or nothing: one DynamoDB transaction (up to 100 actions,
// docs/LOGS.md), so even a Lambda killed mid-save leaves the whole save or none of it. With an Idempotency-Key the
// key's answer is written in that transaction too, and the ids come from the key.
import { ulid } from 'ulid';
import { collectionOfCategory, typeLabel } from '../../shared/entry-types';
import { ITEM_NAME_MAX } from '../../shared/entry-limits';
import { FUTURE_TIME_MESSAGE } from '../../shared/future-time';
import { apiMessages } from '../../shared/messages';
import type { ExtractedItem } from '../../shared/schemas/ai';
import type { SaveRequest } from '../../shared/schemas/save';
import { Conflict, InvalidFields } from '../platform/errors';
import type { IdempotentWork } from '../core/idempotency-key';
import { undoIfFails } from '../data/all-or-nothing';
import { ConditionsFailed, writeInTransactions } from '../data/batch';
import { putEntryAction, removeEntries, type StoredEntry } from '../data/entries';
import type { UserRecord } from '../data/users';
import { isFutureEntry, resolveEntryTime, zoneOf } from '../domain/entry-time';
import { foodNumbers } from '../domain/nutrition/nutrition-rules';
import { changeAction, conflictOf, planChanges, undoChanges } from './apply-changes';

/**
 * The entry fields of one item; any other category becomes related data of that type. Without a zone (`timezone` not
 * sent), an item written with an offset keeps it (domain/entry-time.ts).
 */
function entryFieldsOf(item: ExtractedItem, zone: string | undefined, position: number) {
  let time;
  try {
    time = resolveEntryTime(item.calculated_time, zone);
  } catch (error) {
    const message = error instanceof InvalidFields ? error.first[1] : 'Enter a valid date and time.';
    throw InvalidFields.field('items', `Item ${position + 1}: ${message}`);
  }
  const collection = collectionOfCategory(item.category);
  // Related data is named by its type ("Blood pressure"), its words are the details: never the same text twice.
  const own =
    collection === 'related-data'
      ? { item_name: typeLabel(item.category).slice(0, ITEM_NAME_MAX), item_type: item.category, data_details: item.details }
      : { details: item.details };
  // A food keeps its numbers and their source as reviewed: the table's match at the amount shown, or the person's own.
  const numbers =
    collection === 'food-drinks'
      ? foodNumbers({ details: item.details, measures: item.measures ?? {}, nutrition: item.nutrition })
      : { measures: item.measures ?? {} };
  return { collection, fields: { ...time, notes: item.notes ?? '', ...own, ...numbers, subjects: item.subjects ?? [] } };
}

/**
 * An entry is of the past (shared/future-time.ts): items timed more than an hour ahead are refused, all of them named,
 * before anything is written: `{"items": ["Item 2: …"], "items[1].calculated_time": ["…"]}` (docs/AI.md).
 */
function refuseFutureItems(entries: { fields: { utc_time: string } }[]): void {
  const now = Date.now();
  const future = entries.flatMap(({ fields }, i) => (isFutureEntry(fields, now) ? [i] : []));
  if (future.length === 0) return;
  throw new InvalidFields({
    items: future.map((i) => `Item ${i + 1}: ${FUTURE_TIME_MESSAGE}`),
    ...Object.fromEntries(future.map((i) => [`items[${i}].calculated_time`, [FUTURE_TIME_MESSAGE]])),
  });
}

export interface SaveOptions {
  /** The request's Idempotency-Key work (core/idempotency-key.ts), when it sent one. */
  work?: IdempotentWork;
  /**
   * Runs once everything is written (the photo save's counting); should it fail, the save is taken back like a
   * failed write, so a save is never half-visible.
   */
  settle?: () => Promise<void>;
}

export async function saveItems(user: UserRecord, input: SaveRequest, imageUrl: string | null, options: SaveOptions = {}) {
  if (!input.raw_text && !imageUrl) throw InvalidFields.field('raw_text', 'This field may not be blank.');
  const zone = zoneOf(input.timezone, 'timezone');
  const entries = input.items.map((item, i) => entryFieldsOf(item, input.timezone ? zone : undefined, i));
  refuseFutureItems(entries);
  const planned = await planChanges(user.userId, input.changes);
  const newId = () => options.work?.newId() ?? ulid();
  const now = new Date().toISOString();
  const base = { userId: user.userId, created_at: now, updated_at: now, version: 1 };
  // A photo saved alone records where it came from: the user input points at the photo.
  const userInput: StoredEntry = {
    ...base,
    collection: 'user-inputs',
    id: newId(),
    utc_time: now,
    raw_text: input.raw_text,
    timezone: zone,
    image_url: imageUrl,
  };
  const stored: StoredEntry[] = entries.map(({ collection, fields }) => ({
    ...base,
    ...fields,
    collection,
    id: newId(),
    user_input_log: userInput.id,
    image_url: imageUrl,
  }));
  const body = {
    user_input_id: userInput.id,
    entries: stored.map((entry) => ({ collection: entry.collection, id: entry.id })),
    changed: planned.map(({ before, after }) => ({
      collection: before.collection,
      id: before.id,
      action: after ? ('update' as const) : ('delete' as const),
    })),
    image_url: imageUrl,
  };
  const written = [userInput, ...stored];
  const changes = planned.map(changeAction);
  // The key's answer lands with the writes, unless a settling step follows: then the key answers only once it has
  // succeeded (core/idempotency-key.ts writes it), so no repeat is told of a save that is then taken back.
  const answer = options.work && !options.settle ? [options.work.answerAction({ statusCode: 201, body })] : [];
  try {
    await writeInTransactions(
      written.map((entry) => putEntryAction(entry)),
      [...changes, ...answer],
    );
  } catch (error) {
    if (!(error instanceof ConditionsFailed)) throw error;
    const change = planned[error.positions[0] - written.length];
    // Not a change: the key's answer, whose claim a retry took over (this request outlived its lease).
    throw change ? await conflictOf(change) : new Conflict(apiMessages.idempotencyKeyInProgress);
  }
  if (options.settle) {
    await undoIfFails(options.settle, async () => {
      await removeEntries(written).catch(() => undefined);
      await undoChanges(planned);
    });
  }
  return body;
}
