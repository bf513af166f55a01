// The answer types of the two kinds of entry: presentEntry (domain/present-entry.ts) answers by the stored entry's collection,
// so a user input's route answers a UserInput and an entry's route a Entry, as their contracts say.
import type { Entry, UserInput } from '../../shared/schemas/entries';
import type { StoredEntry } from '../data/entries';
import { presentEntry } from '../domain/present-entry';

export const presentAsUserInput = (entry: StoredEntry) => presentEntry(entry) as UserInput;
export const presentAsEntry = (entry: StoredEntry) => presentEntry(entry) as Entry;
