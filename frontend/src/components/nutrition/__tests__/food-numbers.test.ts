// The arithmetic of a food's numbers in a form: an amount scales from the numbers the item arrived with (so 2 → 3 → 2
// comes back exactly), a picked food keeps the portion's unit or starts at its usual portion, typed numbers are the
// person's own, a typed weight rescales, and the source line of a table row.
import { NO_MATCH_MESSAGE } from '@shared/nutrition';
import type { FoodResult } from '@/lib/api-contract.generated';
import { kcalPerPortion, nutritionDraft, portionFor, withAmount, withFood, withTypedMeasure } from '../food-numbers';
import { nutritionSourceText } from '../source-text';
import { EGGS_SOURCE } from '@/testing/nutrition-fixtures';

const eggs = EGGS_SOURCE;
const measures = { servings: '2', grams: '100', energy_kcal: '143', protein_g: '12.6', caffeine_mg: '0', alcohol_g: '0' };
const bread: FoodResult = {
  table: 'fndds',
  code: '51301620',
  description: 'Bread, whole wheat, toasted',
  category: 'Yeast breads',
  per100g: { energy_kcal: 306, protein_g: 12.5 },
  portions: [
    { words: '1 slice', grams: 30 },
    { words: 'Quantity not specified', grams: 60 },
  ],
  default_portion: 1,
};

test('an amount scales every number from the first ones, so going back gives them exactly', () => {
  const start = nutritionDraft(eggs, measures);
  const three = withAmount(measures, start, 3);
  expect(three.measures).toMatchObject({
    servings: '3',
    grams: '150',
    energy_kcal: '215',
    protein_g: '18.9',
    caffeine: 'no',
    alcohol_units: '0',
  });
  expect(three.nutrition.source).toMatchObject({ amount: 3, grams: 150, edited: false });
  expect(three.nutrition.changed).toBe(true);
  const back = withAmount(three.measures, three.nutrition, 2);
  expect(back.measures).toMatchObject({ grams: '100', energy_kcal: '143', protein_g: '12.6' });
});

test('a picked food keeps the unit of the portion said, else starts at its usual portion', () => {
  expect(portionFor(bread, { ...eggs, portion: '2 slices', amount: 2 })).toEqual({ words: '1 slice', grams: 30, amount: 2 });
  expect(portionFor(bread, eggs)).toEqual({ words: 'Quantity not specified', grams: 60, amount: 1 });
  expect(portionFor({ ...bread, default_portion: null }, null)).toEqual({ words: '100 g', grams: 100, amount: 1 });
  expect(kcalPerPortion(bread)).toEqual({ kcal: 184, portion: 'Quantity not specified' });
  const picked = withFood(measures, nutritionDraft(eggs, measures), bread, 'toast');
  expect(picked.nutrition.source).toMatchObject({ food_code: '51301620', portion: 'Quantity not specified', amount: 1, grams: 60 });
  // Nutrients the picked food does not have are cleared, not kept from the food before.
  expect(picked.measures).toMatchObject({ energy_kcal: '184', protein_g: '7.5', caffeine_mg: '' });
});

test("typed nutrients are the person's own; a typed weight of a matched food rescales its numbers", () => {
  const start = nutritionDraft(eggs, measures);
  const typed = withTypedMeasure({ ...measures, energy_kcal: '180' }, start, 'energy_kcal', '2 eggs');
  expect(typed.nutrition.source).toMatchObject({ edited: true, table: 'fndds', matched: true });
  const weighed = withTypedMeasure({ ...measures, grams: '150' }, start, 'grams', '2 eggs');
  expect(weighed.nutrition.source).toMatchObject({ edited: false, grams: 150, amount: 3 });
  expect(weighed.measures).toMatchObject({ energy_kcal: '215', servings: '3' });
  const unmatched = withTypedMeasure({ energy_kcal: '400' }, nutritionDraft(null, {}), 'energy_kcal', 'grandma special');
  expect(unmatched.nutrition.source).toMatchObject({ matched: false, table: 'label', edited: true, query: 'grandma special' });
  expect(withTypedMeasure(measures, start, 'servings', '2 eggs').nutrition).toBe(start);
});

test("a row's source line: the food, the table and the amount; own numbers; no match", () => {
  expect(nutritionSourceText(eggs)).toBe('Egg, whole, boiled or poached · USDA FNDDS 2017–2018 · 2 × 1 large (100 g)');
  expect(nutritionSourceText({ ...eggs, portion: 'Quantity not specified', amount: 1, grams: 50 })).toBe(
    'Egg, whole, boiled or poached · USDA FNDDS 2017–2018 · 1 × usual portion (50 g)',
  );
  expect(nutritionSourceText({ ...eggs, edited: true })).toBe('Your own numbers');
  expect(nutritionSourceText({ ...eggs, matched: false })).toBe(NO_MATCH_MESSAGE);
  expect(nutritionSourceText(null)).toBe('');
});
