// PUT /api/<collection>/{id}/: replaces the editable fields, refusing a stale version (R02: no silent lost update).
// The router has parsed the body with the collection's schema.
import type { Collection, EntryCollection } from '../../shared/entry-types';
import type { Entry, UserInput } from '../../shared/schemas/entries';
import { NotFound } from '../platform/errors';
import { findEntry, replaceEntry, type StoredEntry } from '../data/entries';
import { versionConflict } from '../domain/entry-conflict';
import { checkedEntryFields, type EntryFields, type EntryRequest } from '../domain/entry-fields';
import { withFoodNumbers } from '../domain/nutrition/nutrition-rules';
import { ENTRY_ID } from '../domain/entry-id';
import { zoneOf } from '../domain/entry-time';
import type { UserInputRequest } from './create-entry';
import { presentAsEntry, presentAsUserInput } from './present';

async function replaced(
  userId: string,
  collection: Collection,
  id: string,
  edited: () => Promise<Pick<EntryFields, 'version'> & { fields: Record<string, unknown> }>,
): Promise<StoredEntry> {
  const existing = ENTRY_ID.test(id) ? await findEntry(userId, collection, id) : undefined;
  if (!existing) throw new NotFound();
  const { fields, version } = await edited();
  if (version !== undefined && version !== existing.version) throw versionConflict(existing);
  const expected = existing.version as number;
  // A food's numbers follow the change: new words re-match, more servings scale, typed numbers win (docs/LOGS.md).
  const settled = withFoodNumbers(collection, fields, existing);
  const next: StoredEntry = { ...existing, ...settled, updated_at: new Date().toISOString(), version: expected + 1 };
  if (!(await replaceEntry(next, expected))) {
    const current = await findEntry(userId, collection, id);
    throw current ? versionConflict(current) : new NotFound();
  }
  return next;
}

export async function updateUserInput(userId: string, id: string, request: UserInputRequest): Promise<UserInput> {
  const edited = async () => ({
    fields: { raw_text: request.raw_text, timezone: zoneOf(request.timezone, 'timezone') },
    version: request.version,
  });
  return presentAsUserInput(await replaced(userId, 'user-inputs', id, edited));
}

export async function updateEntry(userId: string, collection: EntryCollection, id: string, request: EntryRequest): Promise<Entry> {
  return presentAsEntry(await replaced(userId, collection, id, () => checkedEntryFields(request, userId)));
}
