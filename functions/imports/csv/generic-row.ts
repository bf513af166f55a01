// One row of a generic CSV as an entry body (docs/IMPORT.md "CSV"): its date read in the person's zone, its type
// matched to a entry type (an unknown name makes related data of that name), its value and unit as measures where
// one fits, else in the text. The caller validates the body and keys it.
import type { DetailEntryRequest, RelatedEntryRequest } from '../../../shared/schemas/entries';
import { typeKey, typeLabel, type EntryCollection } from '../../../shared/entry-types';
import { isFutureInstant } from '../../../shared/future-time';
import { toZonedIso } from '../../../shared/time';
import { readDate } from './csv-dates';
import { collectionOfName, isGenericRelatedName, type CsvMapping } from './csv-mapping';
import { measuresOfValue } from './csv-measures';

export type RowResult = { collection: EntryCollection; entry: DetailEntryRequest | RelatedEntryRequest } | { problem: string };

/** A row with a date but no time is put at noon, or now when that is later than now (docs/IMPORT.md). */
const NOON_MS = 12 * 3600_000;

export interface GenericContext {
  mapping: CsvMapping;
  /** Header name → cell index. */
  index: ReadonlyMap<string, number>;
  zone: string;
  now: number;
}

const cellOf = (cells: readonly string[], context: GenericContext, header: string | undefined) =>
  header === undefined ? '' : (cells[context.index.get(header) ?? -1] ?? '').trim();

export function genericRow(row: number, cells: readonly string[], context: GenericContext): RowResult {
  const { mapping, zone, now } = context;
  const cell = (header: string | undefined) => cellOf(cells, context, header);
  const dateText = cell(mapping.date);
  if (!dateText) return { problem: `Row ${row}: the date is empty.` };
  const reading = readDate(dateText, cell(mapping.time) || undefined, zone, mapping.dateOrder);
  if ('problem' in reading) {
    const shown = [dateText, cell(mapping.time)].filter(Boolean).join(' ');
    return reading.problem === 'ambiguous'
      ? { problem: `Row ${row}: “${shown}” reads as two dates: choose day/month/year or month/day/year.` }
      : { problem: `Row ${row}: “${shown}” is not a date.` };
  }
  let ms = reading.hasTime ? reading.ms : reading.ms + NOON_MS;
  if (!reading.hasTime && ms > now && reading.ms <= now) ms = now;
  if (isFutureInstant(ms, now)) return { problem: `Row ${row}: “${dateText}” is in the future: a log is of the past.` };

  const typeText = cell(mapping.type);
  const collection = (typeText ? (collectionOfName(typeText) ?? 'related-data') : undefined) ?? mapping.defaultType ?? 'related-data';
  const details = cell(mapping.details);
  const [value, unit] = [cell(mapping.value), cell(mapping.unit)];
  const measures = value ? measuresOfValue(collection, value, unit, typeText.toLowerCase()) : undefined;
  const amount = [value, unit].filter(Boolean).join(' ');
  const base = {
    calculated_timestamp: toZonedIso(ms, zone),
    device_timezone: zone,
    ...(measures ? { measures } : {}),
  };
  if (collection === 'related-data') {
    const kind = typeText && !isGenericRelatedName(typeText) ? typeKey(typeText) : typeKey(details) || 'other';
    const name = details || typeLabel(kind);
    const text = [details || typeLabel(kind), amount].filter(Boolean).join(': ');
    return { collection, entry: { ...base, item_name: name, item_type: kind || 'other', data_details: text } };
  }
  const label = typeText || typeLabel(collection);
  const text = details ? (measures || !amount ? details : `${details} (${amount})`) : [label, amount].filter(Boolean).join(': ');
  return { collection, entry: { ...base, details: text } };
}
