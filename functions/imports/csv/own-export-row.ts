// A row of this app's own CSV export (GET /api/export/csv/, docs/EXPORT.md) back into the entry body it was written
// from: the formula-injection `'` is taken off again, measures come back typed from their canonical columns (the
// nutrients among them), subjects from their `; ` list, a food's nutrition source from its nutrition_* columns. User inputs are counted but not imported (ImportedEntry holds entries; docs/IMPORT.md).
import { isEntryCollection } from '../../../shared/entry-types';
import { nutritionOfCells } from '../../../shared/imports/nutrition-columns';
import { MEASURES, MEASURES_OF, type Measures } from '../../../shared/measures';
import type { DetailEntryRequest } from '../../../shared/schemas/entries';
import type { RowResult } from './generic-row';

/** The export's first columns, in its order: a header that starts with them is this app's export. */
const OWN_HEAD = ['collection', 'id', 'utc_time', 'calculated_timestamp', 'device_timezone'];
const SUBJECT_SEPARATOR = '; ';

export const isOwnExport = (headers: readonly string[]) => OWN_HEAD.every((name, i) => headers[i] === name);

/** csvCell's escape reversed: it puts `'` before a text that starts with = + - @ TAB or CR, and before nothing else. */
export const unescapeCell = (text: string) => (/^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text);

function measureOf(name: keyof typeof MEASURES, text: string): unknown {
  const kind = MEASURES[name].kind;
  if (kind === 'integer' || kind === 'number') return Number(text);
  if (kind === 'yes-no') return text === 'true' ? true : text === 'false' ? false : text;
  return text;
}

export type OwnRow = RowResult | { userInput: true } | { problem: string };

export function ownExportRow(row: number, cells: readonly string[], index: ReadonlyMap<string, number>): OwnRow & { id?: string } {
  const get = (name: string) => unescapeCell(cells[index.get(name) ?? -1] ?? '');
  const collection = get('collection');
  if (collection === 'user-inputs') return { userInput: true };
  if (!isEntryCollection(collection)) return { problem: `Row ${row}: “${collection}” is not a log type of this app.` };
  const measures: Measures = {};
  for (const name of MEASURES_OF[collection]) {
    const text = get(name);
    if (text !== '') (measures as Record<string, unknown>)[name] = measureOf(name, text);
  }
  const nutrition = collection === 'food-drinks' ? nutritionOfCells(get) : undefined;
  if (nutrition && 'problem' in nutrition) return { problem: `Row ${row}: ${nutrition.problem}.` };
  const subjects = get('subjects');
  const offset = get('device_offset_minutes');
  const optional = {
    ...(get('notes') ? { notes: get('notes') } : {}),
    ...(get('user_input_log') ? { user_input_log: get('user_input_log') } : {}),
    ...(offset ? { device_offset_minutes: Number(offset) } : {}),
    ...(Object.keys(measures).length ? { measures } : {}),
    ...(subjects ? { subjects: subjects.split(SUBJECT_SEPARATOR) } : {}),
  };
  const base = { calculated_timestamp: get('calculated_timestamp'), device_timezone: get('device_timezone') || null, ...optional };
  const id = get('id') || undefined;
  if (collection === 'related-data') {
    const entry = { ...base, item_name: get('item_name'), item_type: get('item_type'), data_details: get('data_details') };
    return { collection, entry, id };
  }
  // `nutrition` rides along as the entries API takes it on a food entry (shared/schemas/entries.ts).
  const entry = { ...base, details: get('details'), ...(nutrition ? { nutrition } : {}) } as DetailEntryRequest;
  return { collection, entry, id };
}
