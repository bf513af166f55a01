// The export's columns, fixed and in this order (docs/EXPORT.md): the one list the CSV is written from.
import { NUTRITION_COLUMNS, nutritionCells, type NutritionColumn } from '../../shared/imports/nutrition-columns';
import { MEASURE_NAMES, type MeasureName } from '../../shared/measures';
import type { NutritionSource } from '../../shared/nutrition';
import type { StoredEntry } from '../data/entries';
import { presentEntry } from '../domain/present-entry';

/**
 * The columns docs/PRODUCT.md's fields fill, in the order a first export had them (spreadsheets built on it keep working);
 * their names are the file format's (`user_input_log` keeps the API's word).
 */
const ENTRY_COLUMNS = [
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

/**
 * Then what an entry is about ("coffee; oat milk"), one column per measure in canonical units (docs/MEASURES.md:
 * the nutrients are measures, energy_kcal, protein_g, …), and last where a food's numbers came from (nutrition_table,
 * nutrition_food_code, …: docs/EXPORT.md), empty for other entries.
 */
export const CSV_COLUMNS = [...ENTRY_COLUMNS, 'subjects', ...MEASURE_NAMES, ...NUTRITION_COLUMNS] as const;
export const SUBJECT_SEPARATOR = '; ';
/** The stored attributes the columns are made from: an export reads these alone from the table. */
export const CSV_FIELDS = [...ENTRY_COLUMNS, 'timezone', 'subjects', 'measures', 'nutrition'] as const;

export type CsvColumn = (typeof ENTRY_COLUMNS)[number] | 'subjects' | MeasureName | NutritionColumn;
const MEASURE_COLUMNS: ReadonlySet<string> = new Set(MEASURE_NAMES);

/**
 * An entry as the API shows it (so nothing internal can reach the file), in the export's columns. A user
 * input's `timezone` is the zone its device was in, so it fills `device_timezone`.
 */
export function csvValues(entry: StoredEntry): unknown[] {
  const shown = presentEntry(entry) as unknown as Record<string, unknown>;
  const measures = (shown.measures ?? {}) as Record<string, unknown>;
  const values = new Array<unknown>(CSV_COLUMNS.length);
  const nutritionAt = CSV_COLUMNS.length - NUTRITION_COLUMNS.length;
  const source = entry.collection === 'food-drinks' ? (entry.nutrition as NutritionSource | null | undefined) : undefined;
  const nutrition = nutritionCells(source);
  for (let i = 0; i < CSV_COLUMNS.length; i++) {
    const column = CSV_COLUMNS[i];
    if (i >= nutritionAt) values[i] = nutrition[i - nutritionAt];
    else if (MEASURE_COLUMNS.has(column)) values[i] = measures[column];
    else if (column === 'collection') values[i] = entry.collection;
    else if (column === 'device_timezone' && entry.collection === 'user-inputs') values[i] = shown.timezone;
    else if (column === 'subjects' && Array.isArray(shown.subjects)) values[i] = shown.subjects.join(SUBJECT_SEPARATOR);
    else values[i] = shown[column];
  }
  return values;
}
