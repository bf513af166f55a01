// An import's entries (issue 14): which of a batch the account has already (an earlier import of the same file, or
// an interrupted run), and the new ones written. Ids are the import's own (deterministic), so a put of one already
// there would change nothing anyway; the read is what tells "added" from "already there".
import type { Collection } from '../../shared/entry-types';
import { putItems } from './batch';
import { getItems } from './batch-get';
import { itemOf, type StoredEntry } from './entries';
import { keys } from './keys';

/** The ids of `entries` already stored (by collection and id). */
export async function storedIds(userId: string, entries: readonly { collection: Collection; id: string }[]): Promise<Set<string>> {
  // A file may hold one fact twice (a day pasted twice): getItems asks each key once.
  const items = await getItems(
    entries.map((entry) => keys.entryItem(userId, entry.collection, entry.id)),
    'id',
  );
  return new Set(items.map((item) => item.id as string));
}

/** Writes new entries (puts; a run repeated after a failure writes the same items again). */
export const putImportedEntries = (entries: StoredEntry[]) => putItems(entries.map(itemOf));
