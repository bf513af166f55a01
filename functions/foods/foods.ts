// GET /api/foods/?q= and GET /api/foods/{table}/{code}/: the review's picker reads the same table and the same search
// as the matcher (functions/domain/nutrition), so what a person picks is what the matcher could have found.
import type { FoodResult } from '../../shared/schemas/foods';
import { NotFound } from '../platform/errors';
import { foodOf, searchFoods } from '../domain/nutrition';
import type { Food, FoodTableName } from '../domain/nutrition/food';

const TABLES: readonly FoodTableName[] = ['fndds', 'sr28'];
/** FNDDS food codes are 8 digits, SR Legacy NDB numbers 5: anything else names no food. */
const CODE = /^\d{1,10}$/;

/** A food as the API answers it: its numbers per 100 g and its portions, without the search's synonyms. */
export function foodResult(food: Food): FoodResult {
  return {
    table: food.table,
    code: food.code,
    description: food.description,
    category: food.category,
    per100g: { ...food.per100g },
    portions: food.portions.map(({ words, grams }) => ({ words, grams })),
    default_portion: food.defaultPortion,
  };
}

/** The foods the search finds for the words, best first. */
export function searchFoodResults(q: string, limit: number | undefined): FoodResult[] {
  return searchFoods(q, limit).map(foodResult);
}

/** One food of a table by its code; a table or code that names none is a 404. */
export function getFood(table: string, code: string): FoodResult {
  const known = TABLES.find((name) => name === table);
  const food = known && CODE.test(code) ? foodOf(known, code) : undefined;
  if (!food) throw new NotFound('No such food in the food table.');
  return foodResult(food);
}
