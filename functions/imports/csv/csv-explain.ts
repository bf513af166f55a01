// What a CSV preview says the file will become (docs/IMPORT.md "A generic CSV", issue 25): each column's use under the
// mapping ("ActivityDate → the entry’s date, read month first", "Notes → not imported") and the first rows as they will
// be saved (type, time, text, measures in words), so a person sees a wrong mapping before anything is written.
import { ENTRY_TYPES, type EntryCollection } from '../../../shared/entry-types';
import type { ImportedEntry } from '../../../shared/imports/imported-entry';
import { summariseMeasures } from '../../../shared/measures';
import type { CsvMapping } from './csv-mapping';

/** Rows the preview shows as examples. */
export const EXAMPLE_ROWS = 3;

export interface ColumnUse {
  column: string;
  use: string;
}

export interface CsvExample {
  /** The file's row (the header is row 1). */
  row: number;
  /** The entry type's title ("Physical Activities"). */
  type: string;
  /** The entry's time with its offset in the import's zone. */
  time: string;
  text: string;
  /** Its measures in words ("steps 13,162", "72.5 kg"); '' without. */
  measures: string;
}

const ORDER_WORDS = { DMY: 'day first', MDY: 'month first', YMD: 'year first' } as const;

/** What each of the file's columns becomes under `mapping`, in the file's order. */
export function columnUses(headers: readonly string[], mapping: CsvMapping): ColumnUse[] {
  const unit = mapping.unit ? `, with its unit from ${mapping.unit}` : mapping.valueUnit ? `, in ${mapping.valueUnit}` : '';
  const uses: [string | undefined, string][] = [
    [mapping.date, `the entry’s date${mapping.dateOrder ? `, read ${ORDER_WORDS[mapping.dateOrder]}` : ''}`],
    [mapping.time, 'the entry’s time'],
    [mapping.type, 'the entry’s type'],
    [mapping.itemName, 'the item’s name'],
    [mapping.details, 'the entry’s text'],
    [mapping.value, `the value${unit}`],
    [mapping.unit, 'the value’s unit'],
  ];
  return headers.map((column) => ({ column, use: uses.find(([header]) => header === column)?.[1] ?? 'not imported' }));
}

const TITLES = new Map<EntryCollection, string>(ENTRY_TYPES.map((type) => [type.collection, type.title]));

/** An entry of the file as the preview shows it. */
export function exampleOf(row: number, imported: ImportedEntry): CsvExample {
  const entry = imported.entry as { details?: string; data_details?: string; item_name?: string; measures?: object };
  return {
    row,
    type: TITLES.get(imported.collection) ?? imported.collection,
    time: imported.entry.calculated_timestamp,
    text: entry.details ?? entry.data_details ?? entry.item_name ?? '',
    measures: summariseMeasures(entry.measures as Parameters<typeof summariseMeasures>[0]),
  };
}
