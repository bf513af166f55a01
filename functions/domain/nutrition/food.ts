// A food of the project's derived table (docs/NUTRITION.md "The data"): what the build script (scripts/build-nutrition.ts)
// writes, the loader (load-table.ts) reads, and the matcher searches.
import type { NutrientValues } from '../../../shared/nutrition';

export type FoodTableName = 'fndds' | 'sr28';

/** A household portion of a food with its weight: "1 large" 50 g, "1 cup" 240 g, "Quantity not specified" 150 g. */
export interface Portion {
  words: string;
  grams: number;
}

export interface Food {
  table: FoodTableName;
  /** FNDDS food code ("31105005") or SR Legacy NDB number ("01123"). */
  code: string;
  /** The table's main description ("Egg, whole, fried with oil"). */
  description: string;
  /** FNDDS additional descriptions and SR common names, lower case ("fried egg"). */
  synonyms: string[];
  /** The WWEIA category (FNDDS) or food group (SR Legacy) in words ("Eggs and omelets"). */
  category: string;
  /** Nutrients per 100 g; a nutrient the table does not give for this food is absent, never 0. */
  per100g: NutrientValues;
  portions: Portion[];
  /** The portion the table assumes when no amount is said ("Quantity not specified"), as an index into portions. */
  defaultPortion: number | null;
}

/** `${table}:${code}`: one food's key. */
export const foodKey = (table: FoodTableName, code: string) => `${table}:${code}`;
