// The export's columns, fixed and in this order (docs/EXPORT.md): the one list the CSV is written from.
import type { StoredLog } from '../data/entries';
import { presentLog } from '../logs/present-log';

export const CSV_COLUMNS = [
  'collection',
  'id',
  'utc_time',
  'calculated_timestamp',
  'device_timezone',
  'device_offset_minutes',
  'details',
  'item_name',
  'item_type',
  'data_details',
  'notes',
  'raw_text',
  'image_url',
  'user_input_log',
  'created_at',
  'updated_at',
] as const;

export type CsvColumn = (typeof CSV_COLUMNS)[number];

/**
 * A log as the API shows it (so nothing internal can reach the file), in the export's columns. A user
 * input's `timezone` is the zone its device was in, so it fills `device_timezone`.
 */
export function csvValues(log: StoredLog): unknown[] {
  const shown = presentLog(log) as unknown as Record<string, unknown>;
  const row: Record<string, unknown> = { ...shown, collection: log.collection };
  if (log.collection === 'user-inputs') row.device_timezone = shown.timezone;
  return CSV_COLUMNS.map((column) => row[column]);
}
