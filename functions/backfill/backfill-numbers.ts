// Gives entries saved before measures existed their measures and subjects, read from their own words
// (docs/MEASURES.md "Backfill"). Page by page over the table, so memory stays bounded at any size; each write
// only fills what is still missing (if_not_exists), so a rerun, or a run racing a person's edit, changes nothing
// that is already there. A one-off maintenance job: the table is scanned only for it and backfill-nutrition.ts
// (both through functions/data/log-backfills.ts).
import { logTypeOf, type EntryCollection } from '../../shared/log-types';
import type { Measures } from '../../shared/measures';
import type { StoredLog } from '../data/entries';
import { fillNumbers, logsWithoutNumbers } from '../data/log-backfills';
import { backfillPages, type BackfillReport } from './scan-pages';

/** What a stored log says, as the reader needs it. */
export interface LogWords {
  collection: string;
  /** The item type: the collection's, or related data's item_type. */
  category: string;
  text: string;
}

export type ReadNumbers = (words: LogWords) => { measures: Measures; subjects: string[] };

function wordsOf(item: StoredLog): LogWords {
  const related = item.collection === 'related-data';
  return {
    collection: String(item.collection),
    category: related ? String(item.item_type ?? '') : String(logTypeOf(item.collection as EntryCollection).itemType),
    text: String((related ? `${item.item_name ?? ''}: ${item.data_details ?? ''}` : item.details) ?? ''),
  };
}

export function backfillNumbers(read: ReadNumbers, onPage?: (report: BackfillReport) => void): Promise<BackfillReport> {
  return backfillPages(logsWithoutNumbers(), (log) => fillNumbers(log, read(wordsOf(log))), onPage);
}
