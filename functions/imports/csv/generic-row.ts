// One row of a generic CSV as an entry body (docs/IMPORT.md "CSV"): its date read in the person's zone, its type
// matched to a entry type (an unknown name makes related data of that name), its item name and details as its text,
// its value and unit as measures where one fits, else in the text; a row with nothing but a date is a problem. The
// caller validates the body and keys it.
import type { DetailEntryRequest, RelatedEntryRequest } from '../../../shared/schemas/entries';
import { typeKey, typeLabel, type EntryCollection } from '../../../shared/entry-types';
import { isFutureInstant } from '../../../shared/future-time';
import { toZonedIso } from '../../../shared/time';
import { noonOf, ordersOf, readDate } from './csv-dates';
import { collectionOfName, isGenericRelatedName, type CsvMapping } from './csv-mapping';
import { measuresOfValue } from './csv-measures';
import { isGenericValueHeader } from './csv-suggest';

export type RowResult = { collection: EntryCollection; entry: DetailEntryRequest | RelatedEntryRequest } | { problem: string };

export interface GenericContext {
  mapping: CsvMapping;
  /** Header name → cell index. */
  index: ReadonlyMap<string, number>;
  zone: string;
  now: number;
}

const cellOf = (cells: readonly string[], context: GenericContext, header: string | undefined) =>
  header === undefined ? '' : (cells[context.index.get(header) ?? -1] ?? '').trim();

/** The mapped columns that say what happened, by the names the page gives them. */
const CONTENT_FIELDS = [
  ['details', 'Details'],
  ['itemName', 'Item name'],
  ['value', 'Value'],
  ['type', 'Type'],
] as const;

/** A row with a date and nothing else to import is a problem, not an empty entry (docs/IMPORT.md "A generic CSV"). */
function nothingToImport(row: number, mapping: CsvMapping): string {
  const mapped = CONTENT_FIELDS.filter(([field]) => mapping[field] !== undefined).map(([, name]) => name);
  if (mapped.length === 0)
    return `Row ${row}: nothing to import: map a column that holds what happened (Details, Item name, Value or Type).`;
  const list = mapped.length === 1 ? mapped[0] : `${mapped.slice(0, -1).join(', ')} and ${mapped[mapped.length - 1]}`;
  return `Row ${row}: nothing to import: its ${list} ${mapped.length === 1 ? 'cell is' : 'cells are'} empty.`;
}

const ORDER_NAMES = { DMY: 'day/month/year', MDY: 'month/day/year', YMD: 'year/month/day' } as const;

function dateProblem(row: number, shown: string, problem: 'ambiguous' | 'not-a-date', mapping: CsvMapping): string {
  if (problem === 'ambiguous') return `Row ${row}: “${shown}” reads as two dates: choose day/month/year or month/day/year.`;
  const order = mapping.dateOrder && ordersOf(shown.split(/[ T]/)[0]).length > 0 ? ORDER_NAMES[mapping.dateOrder] : undefined;
  return `Row ${row}: “${shown}” is not a date${order ? ` in the order ${order}` : ''}.`;
}

export function genericRow(row: number, cells: readonly string[], context: GenericContext): RowResult {
  const { mapping, zone, now } = context;
  const cell = (header: string | undefined) => cellOf(cells, context, header);
  const dateText = cell(mapping.date);
  if (!dateText) return { problem: `Row ${row}: the date is empty.` };
  const reading = readDate(dateText, cell(mapping.time) || undefined, zone, mapping.dateOrder);
  if ('problem' in reading)
    return { problem: dateProblem(row, [dateText, cell(mapping.time)].filter(Boolean).join(' '), reading.problem, mapping) };
  const ms = reading.hasTime ? reading.ms : noonOf(reading.ms, zone, now);
  if (isFutureInstant(ms, now)) return { problem: `Row ${row}: “${dateText}” is in the future: a log is of the past.` };

  const [typeText, name, details, value] = [cell(mapping.type), cell(mapping.itemName), cell(mapping.details), cell(mapping.value)];
  if (!typeText && !name && !details && !value) return { problem: nothingToImport(row, mapping) };
  const collection = (typeText ? (collectionOfName(typeText) ?? 'related-data') : undefined) ?? mapping.defaultType ?? 'related-data';
  const unit = cell(mapping.unit) || (value ? (mapping.valueUnit ?? '') : '');
  const measures = value ? measuresOfValue(collection, value, unit, typeText.toLowerCase()) : undefined;
  const amount = [value, unit].filter(Boolean).join(' ');
  // A value column named for what it holds ("Weight", "Steps") names the rows that say nothing else.
  const valueName = value && mapping.value && !isGenericValueHeader(mapping.value) ? mapping.value : '';
  const said = [name, details].filter(Boolean).join(': ');
  const base = {
    calculated_timestamp: toZonedIso(ms, zone),
    device_timezone: zone,
    ...(measures ? { measures } : {}),
  };
  if (collection === 'related-data') {
    const kind = (typeText && !isGenericRelatedName(typeText) ? typeKey(typeText) : '') || typeKey(name || details || valueName) || 'other';
    const title = name || details || typeLabel(typeText && !isGenericRelatedName(typeText) ? typeText : valueName || kind);
    const text = [said || title, amount].filter(Boolean).join(': ');
    return { collection, entry: { ...base, item_name: title, item_type: kind, data_details: text } };
  }
  const label = typeText || valueName || typeLabel(collection);
  const text = said ? (measures || !amount ? said : `${said} (${amount})`) : [label, amount].filter(Boolean).join(': ');
  return { collection, entry: { ...base, details: text } };
}
