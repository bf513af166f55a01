// The food matcher (docs/NUTRITION.md "Matching"): words → a food of the USDA table, an amount and its
// nutrients. One matcher for every path: both AI providers name foods and amounts, manual entries type them,
// and this turns them into numbers from the table (never numbers a model made up). No match is null, never a guess.
import { GRAMS_MAX, nutrientsFor, type NutrientValues, type NutritionSource } from '../../../shared/nutrition';
import { readAmount } from './amounts';
import { findBrand } from './brands';
import { foodKey, type Food, type FoodTableName, type Portion } from './food';
import { loadFoodTable } from './load-table';
import { foodIndex } from './index-file';
import { choosePortion } from './portion';
import { rank } from './search';
import { splitMeal } from './split-foods';

export interface FoodMatch {
  query: string;
  food: Food;
  portion: Portion;
  amount: number;
  grams: number;
  nutrients: NutrientValues;
  note: string | null;
}

/** The least share of a query's words a food must hold to be its match (below it: no match, not a guess). */
export const MIN_COVERAGE = 0.5;

const round = (n: number, places = 1) => Math.round(n * 10 ** places) / 10 ** places;

const capitalised = (words: string) => words.replace(/\b[a-z]/g, (c) => c.toUpperCase());

/** Finds the food that words (without an amount) name; null when the table holds none. */
export type FoodFinder = (words: string) => Food | null;

/** The best food of the table for words that name one food (no amount); null below MIN_COVERAGE. */
export const findFood: FoodFinder = (words) => {
  const [best] = rank(foodIndex(), words, 1);
  return best && best.coverage >= MIN_COVERAGE ? best.food : null;
};

/**
 * When a food was eaten is not what it is: "for lunch", "at dinner", "as a snack" leave the words before they are
 * searched, so "quuxberry flumps for lunch" is no match rather than the table's school-lunch pretzel. The meal word
 * stays where it names the food ("breakfast burrito", "a lunch wrap").
 */
const OCCASION =
  /\s*\b(?:for|at|during|after|before|with)\s+(?:my\s+|our\s+|a\s+|the\s+)?(?:late\s+|early\s+)?(?:breakfast|brunch|lunch|lunchtime|dinner|dinnertime|supper)\b|\s*\bas\s+an?\s+(?:snack|treat|dessert|starter)\b/gi;
const withoutOccasion = (words: string) => words.replace(OCCASION, ' ').replace(/\s+/g, ' ').trim();

/**
 * Words that say a meal happened but not what it was: "lunch", "a big meal", "my dinner", "food", "meal 3". The
 * table has foods named by them (a school lunch, a meal replacement bar, a frozen beef dinner), so a search would
 * give a confident wrong answer; they are no match, and the person names the food or picks it.
 */
const GENERIC_MEAL =
  /^(?:(?:a|an|the|my|our|some|big|small|large|little|light|heavy|quick|late|early|full|proper|hot|cold|\d+)\s+)*(?:meals?|food|foods|something|stuff|snacks?|breakfast|brunch|lunch|lunchtime|dinner|supper)(?:\s+\d+)?$/i;
const namesNoFood = (words: string) => GENERIC_MEAL.test(words.trim());

/** One food with its amount: "2 large eggs", "a 12 oz latte", "150 g rice", "banana" (the default portion). */
export function matchFood(words: string, find: FoodFinder = findFood): FoodMatch | null {
  const text = words.trim();
  const food = withoutOccasion(text);
  if (!food || namesNoFood(food)) return null;
  const brand = findBrand(food);
  let amount = readAmount(brand ? brand.words : food);
  if (!amount.food) return null;
  const saidNone = amount.count === null && amount.measure === null && amount.quantity === null && amount.ambiguousOz === null;
  if (brand?.brand.amount && (saidNone || (amount.count === 1 && amount.measure === null && amount.quantity === null))) {
    amount = { ...readAmount(`${brand.brand.amount} ${amount.food}`), count: amount.count };
  }
  const found = find(amount.food);
  if (!found) return null;
  const chosen = choosePortion(found, amount);
  let count = chosen.amount;
  let grams = round(chosen.portion.grams * count);
  const notes = [
    brand ? `${capitalised(brand.name)}: not in the table; matched ${brand.brand.label} (${found.description}).` : null,
    chosen.note,
  ];
  if (grams > GRAMS_MAX) {
    count = round((count * GRAMS_MAX) / grams, 3);
    grams = GRAMS_MAX;
    notes.push(`More than ${GRAMS_MAX / 1000} kg in one entry: kept to ${GRAMS_MAX / 1000} kg.`);
  }
  return {
    query: text,
    food: found,
    portion: chosen.portion,
    amount: count,
    grams,
    nutrients: nutrientsFor(found.per100g, grams),
    note: notes.filter(Boolean).join(' ') || null,
  };
}

/**
 * A description of a meal split into its foods ("oatmeal with blueberries and a spoon of honey" → three),
 * keeping a dish the table holds whole ("pepperoni pizza", "latte with oat milk"); one element for one food.
 */
export function matchMeal(words: string, find: FoodFinder = findFood): { words: string; match: FoodMatch | null }[] {
  return splitMeal(words).map((part) => ({ words: part, match: matchFood(part, find) }));
}

/** Foods for the picker, best first: the last word may be a beginning ("oat" lists oat foods). */
export function searchFoods(query: string, limit = 20): Food[] {
  const brand = findBrand(query);
  const text = readAmount(brand ? brand.words : query).food || query;
  return rank(foodIndex(), text, Math.max(1, Math.min(limit, 100)), true).map((r) => r.food);
}

export function foodOf(table: FoodTableName, code: string): Food | undefined {
  return loadFoodTable().byKey.get(foodKey(table, code));
}

/** The portion and amount the words say for a chosen food ("3 slices", "200 g"; nothing: the default portion). */
export function portionFor(food: Food, words: string): { portion: Portion; amount: number } {
  const { portion, amount } = choosePortion(food, readAmount(`${words} ${food.description.split(',')[0]}`));
  return { portion, amount };
}

/** Where a match's numbers came from, as a food entry keeps it. */
export function sourceOf(match: FoodMatch): NutritionSource {
  return {
    matched: true,
    table: match.food.table,
    food_code: match.food.code,
    food: match.food.description,
    query: match.query,
    portion: match.portion.words,
    portion_grams: match.portion.grams,
    amount: match.amount,
    grams: match.grams,
    edited: false,
    note: match.note,
  };
}
