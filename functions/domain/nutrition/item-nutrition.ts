// A food or drink's numbers from the food table (docs/NUTRITION.md "Where a number comes from"): the AI providers
// give names and amounts, the matcher (index.ts) finds the food and the portion, and this file turns its match into
// the item's measures (grams, the nutrients, servings, the caffeine and alcohol units that follow from them) and its
// nutrition source. A mixed item ("oatmeal with blueberries and honey") becomes one item per food.
import type { Measures } from '../../../shared/measures';
import {
  derivedFlags,
  GRAMS_MAX,
  isTableMeasure,
  NUTRIENT_NAMES,
  NUTRIENTS,
  sumNutrients,
  type NutrientName,
  type NutrientValues,
  type NutritionSource,
  unmatchedSource,
  withoutTableNumbers,
} from '../../../shared/nutrition';
import type { ExtractedItem } from '../../../shared/schemas/ai';
import { matchMeal, sourceOf, type FoodMatch } from './index';

const FOOD_CATEGORY = 'food_drinks';
/** The measures only the table gives: the weight and every nutrient. */
/** A portion in units of volume or weight, not a count of things ("1 cup", "100 g", "1 fl oz"). */
const MEASURED_PORTION =
  /\b(?:cups?|tbsp|tablespoons?|tsp|teaspoons?|oz|ounces?|fl|g|grams?|kg|ml|l|lit(?:er|re)s?|lbs?|pounds?|pints?|quarts?|gallons?|quantity not specified)\b/i;

/** "1 large", "1 slice", "1 egg" are counts; servings is then the amount. */
export const isCountPortion = (words: string) => !MEASURED_PORTION.test(words);

export { withoutTableNumbers };

/** Only the table's numbers of a measures object (grams and the nutrients). */
export function tableNumbers(measures: Measures | null | undefined): Measures {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(measures ?? {})) if (isTableMeasure(name) && typeof value === 'number') out[name] = value;
  return out as Measures;
}

/** Only the nutrients of a measures object. */
export function nutrientsOf(measures: Measures | null | undefined): NutrientValues {
  const out: NutrientValues = {};
  for (const name of NUTRIENT_NAMES) {
    const value = measures?.[name];
    if (typeof value === 'number') out[name] = value;
  }
  return out;
}

/** The source's texts cut to what the schema takes back, so a reviewed item can always be saved as it was shown. */
export function fitted(source: NutritionSource): NutritionSource {
  const cut = (text: string | null, max: number) => (text === null ? null : text.slice(0, max));
  return {
    ...source,
    query: source.query.slice(0, 300),
    food: cut(source.food, 300),
    portion: cut(source.portion, 120),
    note: cut(source.note, 300),
    food_code: cut(source.food_code, 20),
  };
}

/** Nutrients within their measures' bounds (a 10 kg portion of oil is refused nowhere else). */
export function bounded(nutrients: NutrientValues): NutrientValues {
  const out: NutrientValues = {};
  for (const name of Object.keys(nutrients) as NutrientName[]) out[name] = Math.min(NUTRIENTS[name].max, nutrients[name]!);
  return out;
}

/** The measures a weight and its nutrients give; the yes/no caffeine and the alcohol units follow from mg and g when known. */
export function numbersMeasures(words: Measures, grams: number, nutrients: NutrientValues): Measures {
  const values = bounded(nutrients);
  return { ...withoutTableNumbers(words), grams: Math.min(GRAMS_MAX, grams), ...values, ...derivedFlags(values) };
}

/** The measures and source of one matched food: servings is the amount when the portion is a count. */
export function matchedNumbers(words: Measures, match: FoodMatch): { measures: Measures; nutrition: NutritionSource } {
  const measures = numbersMeasures(words, match.grams, match.nutrients);
  if (isCountPortion(match.portion.words) && match.amount > 0 && match.amount <= 50) measures.servings = match.amount;
  return { measures, nutrition: fitted(sourceOf(match)) };
}

/** No match: no nutrient numbers, and the source says so (NO_MATCH_MESSAGE). */
export function unmatchedNumbers(words: Measures, text: string): { measures: Measures; nutrition: NutritionSource } {
  return { measures: withoutTableNumbers(words), nutrition: fitted(unmatchedSource(text)) };
}

type Parts = ReturnType<typeof matchMeal>;

/**
 * One entry's numbers from its words as a whole (a manual entry, an edited description): one food as matched; several
 * foods summed, the source naming each (an entry cannot be split once saved).
 */
export function wordsNumbers(words: Measures, details: string, parts: Parts = matchMeal(details)) {
  if (parts.length <= 1) {
    const match = parts[0]?.match;
    return match ? matchedNumbers(words, match) : unmatchedNumbers(words, details);
  }
  const matched = parts.filter((part) => part.match).map((part) => part.match!);
  if (matched.length === 0) return unmatchedNumbers(words, details);
  const grams = Math.min(GRAMS_MAX, Math.round(matched.reduce((sum, match) => sum + match.grams, 0) * 10) / 10);
  const nutrients = sumNutrients(matched.map((match) => match.nutrients));
  const missed = parts.filter((part) => !part.match).map((part) => `"${part.words}"`);
  const nutrition: NutritionSource = {
    matched: true,
    table: matched[0].food.table,
    food_code: null,
    food: matched.map((match) => match.food.description).join(' + '),
    query: details,
    portion: null,
    portion_grams: null,
    amount: null,
    grams,
    edited: false,
    note: missed.length
      ? `${parts.length} foods added up; no match for ${missed.join(', ')}: not counted.`
      : `${parts.length} foods added up: ${parts.map((part) => part.words).join(', ')}.`,
  };
  return { measures: numbersMeasures(words, grams, nutrients), nutrition: fitted(nutrition) };
}

/** A subject of the whole item that the part's words name ("blueberry" in "blueberries"). */
function subjectsOf(subjects: string[] | undefined, words: string): string[] | undefined {
  if (!subjects) return undefined;
  const text = words.toLowerCase();
  return subjects.filter((subject) => text.includes(subject.replace(/(?:ies|es|s)$/, '')));
}

function foodItems(item: ExtractedItem): ExtractedItem[] {
  // What the model may still have sent of the table's numbers is dropped: the numbers come from the table only.
  const words = withoutTableNumbers(item.measures);
  // A provider that read nothing to match (the local provider's photo) says so itself: nothing is guessed from its words.
  if (item.nutrition?.matched === false) return [{ ...item, measures: words, nutrition: fitted(item.nutrition) }];
  const parts = matchMeal(item.details);
  if (parts.length <= 1) return [{ ...item, ...wordsNumbers(words, item.details, parts) }];
  // The words' servings, volume, caffeine and alcohol were read from the whole text: each food's come from its own match.
  const { servings: _servings, volume_ml: _volume, caffeine: _caffeine, alcohol_units: _alcohol, ...shared } = words;
  return parts.map((part, i) => {
    const numbers = part.match ? matchedNumbers(shared, part.match) : unmatchedNumbers(shared, part.words);
    const subjects = subjectsOf(item.subjects, part.words);
    return {
      ...item,
      details: part.words.slice(0, 5000),
      notes: i === 0 ? item.notes : '',
      ...(subjects && { subjects }),
      ...numbers,
    };
  });
}

/**
 * The extracted items with their numbers: each food or drink matched (a mixed one split into one item per food, at the
 * same time, its notes on the first), every other item unchanged.
 */
export function withNutrition(items: ExtractedItem[]): ExtractedItem[] {
  return items.flatMap((item) => (item.category === FOOD_CATEGORY ? foodItems(item) : [item])).slice(0, 50);
}
