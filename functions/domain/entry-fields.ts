// Validates an entry request of a collection into the fields to store (docs/PRODUCT.md §5 required fields on the server).
import type * as z from 'zod';
import type { EntryCollection } from '../../shared/entry-types';
import type { Measures } from '../../shared/measures';
import type { NutritionSource } from '../../shared/nutrition';
import { entryRequestSchema } from '../../shared/schemas/entries';
import { InvalidFields } from '../platform/errors';
import { parseBody } from '../platform/validate';
import { findEntry, type StoredEntry } from '../data/entries';
import { refuseFuture, resolveEntryTime, type EntryTime } from './entry-time';
import { ENTRY_ID } from './entry-id';

export interface EntryFields {
  fields: EntryTime & Record<string, unknown> & { user_input_log?: string | null };
  version?: number;
}

/**
 * Measures, subjects and a food's nutrition source: absent keeps what is saved (an older client's PUT loses nothing),
 * null clears. Whether a food's numbers are recomputed is the use case's (domain/nutrition/item-nutrition.ts).
 */
function numbersOf(input: { measures?: Measures | null; subjects?: string[] | null; nutrition?: NutritionSource | null }) {
  return {
    ...(input.measures !== undefined && { measures: input.measures ?? {} }),
    ...(input.subjects !== undefined && { subjects: input.subjects ?? [] }),
    ...(input.nutrition !== undefined && { nutrition: input.nutrition }),
  };
}

/** Each collection's request schema, built once (an import validates thousands of entries in a row). */
const schemas = new Map<EntryCollection, ReturnType<typeof entryRequestSchema>>();
const schemaOf = (collection: EntryCollection) => {
  let schema = schemas.get(collection);
  if (!schema) schemas.set(collection, (schema = entryRequestSchema(collection)));
  return schema;
};

/** An entry request as its collection's schema parses it (the entries routes get it parsed by the router). */
export type EntryRequest = z.output<ReturnType<typeof entryRequestSchema>>;

/** The fields to store of a valid entry request, its user input as sent (not checked here), and its version. */
export function validEntryFields(collection: EntryCollection, body: unknown): EntryFields & { userInputLog: string | null } {
  return fieldsOfRequest(parseBody(schemaOf(collection), body));
}

function fieldsOfRequest(input: EntryRequest): EntryFields & { userInputLog: string | null } {
  const time = resolveEntryTime(input.calculated_timestamp, input.device_timezone);
  const userInputLog = input.user_input_log || null;
  const own =
    'details' in input
      ? { details: input.details }
      : { item_name: input.item_name, item_type: input.item_type, data_details: input.data_details };
  return {
    fields: { ...time, notes: input.notes ?? '', user_input_log: userInputLog, ...own, ...numbersOf(input) },
    version: input.version,
    userInputLog,
  };
}

/** A saved entry's fields as a request would set them (what it has, or null/empty): the start of a change to it. */
function savedRequestFields(saved: StoredEntry): Record<string, unknown> {
  const own: (keyof StoredEntry)[] = saved.collection === 'related-data' ? ['item_name', 'item_type', 'data_details'] : ['details'];
  const fields: Record<string, unknown> = {};
  for (const field of ['calculated_timestamp', 'notes', 'user_input_log', ...own] as const) fields[field] = saved[field] ?? null;
  fields.device_timezone = saved.device_timezone;
  fields.measures = saved.measures ?? {};
  fields.subjects = saved.subjects ?? [];
  if (saved.collection === 'food-drinks') fields.nutrition = saved.nutrition ?? null;
  return fields;
}

/**
 * A change to a saved entry (a change kept in a save): the saved fields with `set` over them, checked as an update of
 * the entries API checks its entry, straight from the stored item.
 */
export function changedEntryFields(saved: StoredEntry, set: Record<string, unknown>, userId: string): Promise<EntryFields> {
  return entryFields(saved.collection as EntryCollection, { ...savedRequestFields(saved), ...set, version: saved.version }, userId);
}

/**
 * An entry the entries API writes (create, update, a change kept in a save): valid, its user input the caller's own, and
 * not more than an hour ahead (shared/future-time.ts). Imports check their own dates (docs/IMPORT.md).
 */
export async function entryFields(collection: EntryCollection, body: unknown, userId: string): Promise<EntryFields> {
  return checkedEntryFields(parseBody(schemaOf(collection), body), userId);
}

/** entryFields of a request already parsed with its collection's schema. */
export async function checkedEntryFields(input: EntryRequest, userId: string): Promise<EntryFields> {
  const { fields, version, userInputLog } = fieldsOfRequest(input);
  refuseFuture(fields);
  // The originating user input must be one of the caller's own.
  if (userInputLog && (!ENTRY_ID.test(userInputLog) || !(await findEntry(userId, 'user-inputs', userInputLog)))) {
    throw InvalidFields.field('user_input_log', 'Unknown user input.');
  }
  return { fields, version };
}
