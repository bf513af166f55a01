// A food app's row as a food and drink entry with its numbers (docs/IMPORT.md "Other apps' exports", docs/NUTRITION.md
// "Export and import"): the app's nutrient columns read into the nutrient measures, and a nutrition source of table
// `import` saying the numbers are the app's, as Apple Health's meals do (functions/imports/apple-health/meals.ts).
import { clampedNutrient } from '../../../shared/imports/nutrition-columns';
import type { Measures } from '../../../shared/measures';
import {
  derivedFlags,
  HEADLINE_NUTRIENTS,
  nutritionLine,
  type NutrientName,
  type NutrientValues,
  type NutritionSource,
} from '../../../shared/nutrition';
import type { AppContext, AppEntry, AppRow } from './app-format';
import { timeFields } from './app-rows';
import { cellNumber } from './fitness-rows';

/** A nutrient column: which measure it fills, and the factor from the column's unit to the measure's. */
export type NutrientColumns = Readonly<Record<string, readonly [NutrientName, number]>>;

const HEADLINE: ReadonlySet<NutrientName> = new Set(HEADLINE_NUTRIENTS);

/**
 * The nutrients a row gives. A 0 is kept for energy and the macros only: the apps write 0 for a micronutrient they
 * did not track, and a nutrient not known is absent, never 0 (docs/MEASURES.md).
 */
export function nutrientsOf(row: AppRow, columns: NutrientColumns, headers: readonly string[]): NutrientValues {
  const values: NutrientValues = {};
  for (const header of headers) {
    const column = columns[header];
    if (!column) continue;
    const value = cellNumber(row.get(header));
    if (value === undefined || value < 0 || (value === 0 && !HEADLINE.has(column[0]))) continue;
    values[column[0]] = (values[column[0]] ?? 0) + value * column[1];
  }
  return values;
}

export interface FoodFields {
  details: string;
  /** The app's name of the food, when it gives one. */
  food?: string;
  /** The amount as the app wrote it ("150.00 g", "1 cup"). */
  portion?: string;
  grams?: number;
  volumeMl?: number;
  values: NutrientValues;
  app: string;
  notes?: string;
}

export function foodEntry(ms: number, context: AppContext, key: string, fields: FoodFields): AppEntry {
  const measures: Measures = {};
  for (const [name, value] of Object.entries(fields.values) as [NutrientName, number][]) measures[name] = clampedNutrient(name, value);
  Object.assign(measures, derivedFlags(measures));
  if (fields.grams !== undefined && fields.grams > 0 && fields.grams <= 10_000) measures.grams = Math.round(fields.grams * 10) / 10;
  if (fields.volumeMl !== undefined && fields.volumeMl > 0 && fields.volumeMl <= 10_000) measures.volume_ml = Math.round(fields.volumeMl);
  const line = nutritionLine(measures);
  const nutrition: NutritionSource = {
    matched: true,
    table: 'import',
    food_code: null,
    food: fields.food?.slice(0, 300) ?? null,
    query: fields.details.slice(0, 300),
    portion: fields.portion?.slice(0, 120) ?? null,
    portion_grams: null,
    amount: null,
    grams: measures.grams ?? null,
    edited: false,
    note: `Numbers as ${fields.app} exported them${line ? `: ${line}` : ''}.`.slice(0, 300),
  };
  return {
    collection: 'food-drinks',
    key,
    entry: {
      ...timeFields(ms, context),
      details: fields.details,
      measures,
      ...(fields.notes ? { notes: fields.notes } : {}),
      subjects: fields.food ? [fields.food.toLowerCase().slice(0, 60)] : [],
      nutrition,
    },
  };
}

const GRAMS: Readonly<Record<string, number>> = { g: 1, gram: 1, grams: 1, kg: 1000, oz: 28.349523125, lb: 453.59237, lbs: 453.59237 };
const MILLILITRES: Readonly<Record<string, number>> = { ml: 1, l: 1000, 'fl oz': 29.5735 };

/** The weight or volume an amount names ("150.00 g", "8.00 fl oz", "500 ml"); nothing for "2 large". */
export function amountOf(text: string): { grams?: number; volumeMl?: number } {
  const match = /^(\d+(?:[.,]\d+)?)\s*([a-z ]+)$/i.exec(text.trim());
  if (!match) return {};
  const [value, unit] = [Number(match[1].replace(',', '.')), match[2].trim().toLowerCase()];
  if (GRAMS[unit]) return { grams: value * GRAMS[unit] };
  if (MILLILITRES[unit]) return { volumeMl: value * MILLILITRES[unit] };
  return {};
}
