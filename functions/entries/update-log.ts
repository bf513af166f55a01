// PUT /api/<collection>/{id}/: replaces the editable fields, refusing a stale version (R02: no silent lost update).
// The router has parsed the body with the collection's schema.
import type { Collection, EntryCollection } from '../../shared/log-types';
import type { LogEntry, UserInput } from '../../shared/schemas/logs';
import { NotFound } from '../platform/errors';
import { findLog, replaceLog, type StoredLog } from '../data/entries';
import { versionConflict } from '../domain/entry-conflict';
import { checkedEntryFields, type EntryFields, type EntryRequest } from '../domain/entry-fields';
import { withFoodNumbers } from '../domain/nutrition/nutrition-rules';
import { LOG_ID } from '../domain/log-id';
import { zoneOf } from '../domain/entry-time';
import type { UserInputRequest } from './create-log';
import { presentEntry, presentUserInput } from './present';

async function replaced(
  userId: string,
  collection: Collection,
  id: string,
  edited: () => Promise<Pick<EntryFields, 'version'> & { fields: Record<string, unknown> }>,
): Promise<StoredLog> {
  const existing = LOG_ID.test(id) ? await findLog(userId, collection, id) : undefined;
  if (!existing) throw new NotFound();
  const { fields, version } = await edited();
  if (version !== undefined && version !== existing.version) throw versionConflict(existing);
  const expected = existing.version as number;
  // A food's numbers follow the change: new words re-match, more servings scale, typed numbers win (docs/LOGS.md).
  const settled = withFoodNumbers(collection, fields, existing);
  const next: StoredLog = { ...existing, ...settled, updated_at: new Date().toISOString(), version: expected + 1 };
  if (!(await replaceLog(next, expected))) {
    const current = await findLog(userId, collection, id);
    throw current ? versionConflict(current) : new NotFound();
  }
  return next;
}

export async function updateUserInput(userId: string, id: string, request: UserInputRequest): Promise<UserInput> {
  const edited = async () => ({
    fields: { raw_text: request.raw_text, timezone: zoneOf(request.timezone, 'timezone') },
    version: request.version,
  });
  return presentUserInput(await replaced(userId, 'user-inputs', id, edited));
}

export async function updateEntry(userId: string, collection: EntryCollection, id: string, request: EntryRequest): Promise<LogEntry> {
  return presentEntry(await replaced(userId, collection, id, () => checkedEntryFields(request, userId)));
}
