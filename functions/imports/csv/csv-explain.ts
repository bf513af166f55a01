// What a CSV preview says the file will become (docs/IMPORT.md "A generic CSV", issue 25): each column's use under the
// mapping ("ActivityDate → the entry’s date, read month first", "Notes → not imported") and the first rows as they will
// be saved (type, time, text, measures in words), so a person sees a wrong mapping before anything is written.
import { ENTRY_TYPES, type EntryCollection } from '../../../shared/entry-types';
import type { ImportedEntry } from '../../../shared/imports/imported-entry';
import { MEASURES, summariseMeasures, type MeasureName } from '../../../shared/measures';
import type { CsvMapping } from './csv-mapping';
import { measuresOfValue } from './csv-measures';

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

const TITLES = new Map<EntryCollection, string>(ENTRY_TYPES.map((type) => [type.collection, type.title]));

/** What the value column becomes: with one type and unit for every row, the measure it makes ("steps (a measure)"). */
function valueUse(mapping: CsvMapping): string {
  const unit = mapping.valueUnit ? `, in ${mapping.valueUnit}` : '';
  if (mapping.type || mapping.unit) {
    return `a measure where the row’s ${mapping.type ? 'type' : 'unit'} takes one${unit}, else part of its text`;
  }
  const type = mapping.defaultType ?? 'related-data';
  const measures = measuresOfValue(type, '1', mapping.valueUnit ?? '', '') as Record<string, unknown> | undefined;
  const name = Object.keys(measures ?? {}).find((key) => key !== 'unit' && key !== 'dose_unit') as MeasureName | undefined;
  if (!measures || !name) {
    const without = mapping.valueUnit ? `“${mapping.valueUnit}”` : 'a value without a unit';
    return `part of the entry’s text (no measure of ${TITLES.get(type)} takes ${without})`;
  }
  const label = MEASURES[name].label.replace(/\s*\(.*\)$/, '').toLowerCase();
  const stored = String(('unit' in MEASURES[name] ? MEASURES[name].unit : undefined) ?? measures.unit ?? measures.dose_unit ?? '');
  const given = mapping.valueUnit && mapping.valueUnit.toLowerCase() !== label ? ` in ${mapping.valueUnit}` : '';
  const saved = stored && stored !== mapping.valueUnit ? `, saved in ${stored}` : '';
  return `${label} (a measure${given}${saved})`;
}

/** What each of the file's columns becomes under `mapping`, in the file's order. */
export function columnUses(headers: readonly string[], mapping: CsvMapping): ColumnUse[] {
  const uses: [string | undefined, string][] = [
    [mapping.date, `the entry’s date${mapping.dateOrder ? `, read ${ORDER_WORDS[mapping.dateOrder]}` : ''}`],
    [mapping.time, 'the entry’s time'],
    [mapping.type, 'the entry’s type'],
    [mapping.itemName, 'the item’s name'],
    [mapping.details, 'the entry’s text'],
    [mapping.value, valueUse(mapping)],
    [mapping.unit, 'the value’s unit'],
  ];
  return headers.map((column) => ({ column, use: uses.find(([header]) => header === column)?.[1] ?? 'not imported' }));
}

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
