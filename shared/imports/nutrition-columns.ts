// A food entry's nutrition source (shared/nutrition.ts NutritionSource) as CSV columns, and back (docs/EXPORT.md,
// docs/IMPORT.md "CSV"): the export writes these columns after the measures, the import of the app's own export reads
// them, so a round trip keeps where each number came from. The numbers themselves are measure columns (energy_kcal,
// protein_g, …). Shared because the export and the import are separate groups (docs/ARCHITECTURE.md).
import {
  GRAMS_MAX,
  NUTRIENTS,
  NUTRITION_TABLES,
  roundNutrient,
  type NutrientName,
  type NutritionSource,
  type NutritionTable,
} from '../nutrition';

/** One column per field of the source, named `nutrition_<field>`, in this order. */
export const NUTRITION_FIELDS = [
  'matched',
  'table',
  'food_code',
  'food',
  'query',
  'portion',
  'portion_grams',
  'amount',
  'grams',
  'edited',
  'note',
] as const satisfies readonly (keyof NutritionSource)[];

export const NUTRITION_COLUMNS = NUTRITION_FIELDS.map((field) => `nutrition_${field}` as const);
export type NutritionColumn = (typeof NUTRITION_COLUMNS)[number];

/** The cells of a source, in NUTRITION_COLUMNS' order; all empty when the entry has none. */
export function nutritionCells(source: NutritionSource | null | undefined): unknown[] {
  if (!source) return NUTRITION_FIELDS.map(() => null);
  return NUTRITION_FIELDS.map((field) => source[field]);
}

const TEXT_MAX: Readonly<Record<string, number>> = { food_code: 20, food: 300, query: 300, portion: 120, note: 300 };

/**
 * The source a row's nutrition cells describe; undefined when they are all empty (an entry without one), or a
 * problem naming the cell a person or a spreadsheet got wrong.
 */
export function nutritionOfCells(get: (column: NutritionColumn) => string): NutritionSource | undefined | { problem: string } {
  const cells = Object.fromEntries(NUTRITION_FIELDS.map((field) => [field, get(`nutrition_${field}`).trim()])) as Record<
    (typeof NUTRITION_FIELDS)[number],
    string
  >;
  if (Object.values(cells).every((cell) => cell === '')) return undefined;
  const yesNo = (field: 'matched' | 'edited') => {
    const cell = cells[field].toLowerCase();
    return cell === 'true' ? true : cell === 'false' || cell === '' ? false : undefined;
  };
  const number = (field: 'portion_grams' | 'amount' | 'grams', max: number) => {
    if (cells[field] === '') return null;
    const value = Number(cells[field]);
    return Number.isFinite(value) && value >= 0 && value <= max ? value : undefined;
  };
  const matched = yesNo('matched');
  const edited = yesNo('edited');
  if (matched === undefined || edited === undefined) return { problem: 'nutrition_matched and nutrition_edited must be true or false' };
  const table = cells.table === '' ? null : NUTRITION_TABLES.find((t) => t === cells.table);
  if (table === undefined) return { problem: `nutrition_table must be one of: ${NUTRITION_TABLES.join(', ')}` };
  const portionGrams = number('portion_grams', GRAMS_MAX);
  const amount = number('amount', 1000);
  const grams = number('grams', GRAMS_MAX);
  if (portionGrams === undefined || amount === undefined || grams === undefined)
    return {
      problem: `nutrition_portion_grams and nutrition_grams must be numbers from 0 to ${GRAMS_MAX}, nutrition_amount from 0 to 1000`,
    };
  for (const [field, max] of Object.entries(TEXT_MAX))
    if (cells[field as keyof typeof cells].length > max) return { problem: `nutrition_${field} has more than ${max} characters` };
  const text = (field: 'food_code' | 'food' | 'portion' | 'note') => cells[field] || null;
  return {
    matched,
    table: table as NutritionTable | null,
    food_code: text('food_code'),
    food: text('food'),
    query: cells.query,
    portion: text('portion'),
    portion_grams: portionGrams,
    amount,
    grams,
    edited,
    note: text('note'),
  };
}

/** A nutrient amount from another app, rounded as stored and kept within the measure's range. */
export function clampedNutrient(name: NutrientName, value: number): number {
  return Math.min(roundNutrient(name, value), NUTRIENTS[name].max);
}
