// Gives entries saved before measures existed their measures and subjects, read from their own words
// (docs/MEASURES.md "Backfill"). Page by page over the table, so memory stays bounded at any size; each write
// only fills what is still missing (if_not_exists), so a rerun, or a run racing a person's edit, changes nothing
// that is already there. A one-off maintenance job: the table is scanned only for it and backfill-nutrition.ts
// (both through functions/data/entry-backfills.ts).
import { entryTypeOf, type EntryCollection } from '../../shared/entry-types';
import type { Measures } from '../../shared/measures';
import type { StoredEntry } from '../data/entries';
import { fillNumbers, entriesWithoutNumbers } from '../data/entry-backfills';
import { backfillPages, type BackfillReport } from './scan-pages';

/** What a stored entry says, as the reader needs it. */
export interface EntryWords {
  collection: string;
  /** The item type: the collection's, or related data's item_type. */
  category: string;
  text: string;
}

export type ReadNumbers = (words: EntryWords) => { measures: Measures; subjects: string[] };

function wordsOf(item: StoredEntry): EntryWords {
  const related = item.collection === 'related-data';
  return {
    collection: String(item.collection),
    category: related ? String(item.item_type ?? '') : String(entryTypeOf(item.collection as EntryCollection).itemType),
    text: String((related ? `${item.item_name ?? ''}: ${item.data_details ?? ''}` : item.details) ?? ''),
  };
}

export function backfillNumbers(read: ReadNumbers, onPage?: (report: BackfillReport) => void): Promise<BackfillReport> {
  return backfillPages(entriesWithoutNumbers(), (entry) => fillNumbers(entry, read(wordsOf(entry))), onPage);
}
