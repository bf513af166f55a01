// The 409 of a stale version (R02: no silent lost update): the entries API's update and delete and the save's
// proposed changes answer the same text with the entry as it is now.
import { EntryConflict } from '../platform/errors';
import type { StoredEntry } from '../data/entries';
import { presentEntry } from './present-entry';

export const CONFLICT_TEXT = 'This entry was changed in another window. Review the latest version and save again.';

export function versionConflict(current: StoredEntry): EntryConflict {
  return new EntryConflict(CONFLICT_TEXT, presentEntry(current));
}
