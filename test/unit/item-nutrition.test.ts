// withNutrition and the recompute rules (issue 22, docs/NUTRITION.md "Where a number comes from", "When you change
// it"): food items get the table's numbers (a mixed one split), nutrients the model sends are dropped, caffeine and
// alcohol units follow from mg and g, and an edit re-matches, scales or keeps the person's own numbers.
import { NO_MATCH_MESSAGE, type NutritionSource } from '../../shared/nutrition';
import type { ExtractedItem } from '../../shared/schemas/ai';
import { withNutrition } from '../../functions/domain/nutrition/item-nutrition';
import { foodNumbers } from '../../functions/domain/nutrition/nutrition-rules';
import { extractionOf } from '../../functions/providers/ai/bedrock/extraction-of';

const at = '2026-11-21T08:00:00-05:00';
const food = (details: string, extra: Partial<ExtractedItem> = {}): ExtractedItem => ({
  category: 'food_drinks',
  details,
  calculated_time: at,
  notes: '',
  ...extra,
});

describe('withNutrition', () => {
  it("gives a food the table's weight, nutrients and source, and replaces nutrients the model made up", () => {
    const [eggs] = withNutrition([food('2 eggs', { measures: { servings: 2, energy_kcal: 999, grams: 1 } })]);
    expect(eggs.nutrition).toMatchObject({ matched: true, query: '2 eggs', amount: 2, edited: false });
    expect(eggs.measures!.energy_kcal).not.toBe(999);
    expect(eggs.measures!.energy_kcal).toBeGreaterThan(100);
    expect(eggs.measures!.grams).toBe(eggs.nutrition!.grams);
    expect(eggs.measures).toMatchObject({ servings: 2, caffeine: false, alcohol_units: 0 });
  });

  it('takes caffeine and alcohol units from the matched mg and g, so nothing says two things', () => {
    const [latte, beer] = withNutrition([
      food('a latte', { measures: { caffeine: false } }),
      food('a pint of beer', { measures: { alcohol_units: 9 } }),
    ]);
    expect(latte.measures!.caffeine_mg).toBeGreaterThan(0);
    expect(latte.measures!.caffeine).toBe(true);
    expect(beer.measures!.alcohol_g).toBeGreaterThan(0);
    expect(beer.measures!.alcohol_units).toBeCloseTo(beer.measures!.alcohol_g! / 7.89, 1);
  });

  it('splits a mixed item into one per food at the same time, its notes on the first; other items unchanged', () => {
    const sleep: ExtractedItem = { category: 'sleep', details: 'slept 7 hours', calculated_time: at, notes: '' };
    const items = withNutrition([food('oatmeal with blueberries and a spoon of honey', { notes: 'at home' }), sleep]);
    expect(items.at(-1)).toBe(sleep);
    const foods = items.slice(0, -1);
    expect(foods.length).toBeGreaterThanOrEqual(2);
    expect(foods.map((item) => item.notes)).toEqual(['at home', ...foods.slice(1).map(() => '')]);
    expect(foods.every((item) => item.calculated_time === at && item.nutrition?.matched)).toBe(true);
  });

  it('gives a food without a match no numbers and the no-match note', () => {
    const [unknown] = withNutrition([food('qwzx blorft', { measures: { energy_kcal: 500 } })]);
    expect(unknown.nutrition).toMatchObject({ matched: false, food: null, grams: null, note: NO_MATCH_MESSAGE });
    expect(unknown.measures).toEqual({});
  });
});

describe('the recompute rules', () => {
  const [eggs] = withNutrition([food('2 eggs')]);
  const saved = { details: eggs.details, measures: eggs.measures!, nutrition: eggs.nutrition! };
  const kcal = saved.measures.energy_kcal!;

  it('keeps what is saved when the entry comes back unchanged', () => {
    expect(foodNumbers({ ...saved }, saved)).toEqual({ measures: saved.measures, nutrition: saved.nutrition });
  });

  it('scales by weight when the servings change, and re-matches new words', () => {
    const three = foodNumbers({ details: '2 eggs', measures: { ...saved.measures, servings: 3 } }, saved);
    expect(three.nutrition).toMatchObject({ food_code: saved.nutrition.food_code, amount: 3, edited: false });
    expect(three.measures.energy_kcal).toBeCloseTo(kcal * 1.5, -1);
    const toast = foodNumbers({ details: 'a slice of toast', measures: saved.measures }, saved);
    expect(toast.nutrition).toMatchObject({ query: 'a slice of toast', edited: false });
    expect(toast.nutrition!.food_code).not.toBe(saved.nutrition.food_code);
  });

  it("keeps typed numbers as the person's own, through later changes of the words", () => {
    const typed = foodNumbers({ details: '2 eggs', measures: { ...saved.measures, energy_kcal: 150 } }, saved);
    expect(typed.measures.energy_kcal).toBe(150);
    expect(typed.nutrition).toMatchObject({ food_code: saved.nutrition.food_code, edited: true });
    const after = { details: '2 eggs', measures: typed.measures, nutrition: typed.nutrition };
    expect(foodNumbers({ details: 'two eggs, scrambled', measures: typed.measures }, after).measures.energy_kcal).toBe(150);
  });

  it('gives a table match sent with a new amount the numbers of its food at that weight', () => {
    const source: NutritionSource = { ...saved.nutrition, amount: 4, grams: saved.nutrition.portion_grams! * 4 };
    const four = foodNumbers({ details: '2 eggs', measures: { servings: 4 }, nutrition: source });
    expect(four.measures.energy_kcal).toBeCloseTo(kcal * 2, -1);
    expect(four.nutrition).toMatchObject({ amount: 4, edited: false });
  });
});

describe('Bedrock extraction', () => {
  it('drops nutrient values, grams and a nutrition source the model still sends', () => {
    const input = {
      items: [
        {
          category: 'food_drinks',
          details: '2 large eggs',
          calculated_time: at,
          measures: { servings: 2, energy_kcal: 5000, protein_g: 1, grams: 3 },
          nutrition: { matched: true },
        },
      ],
    };
    const { items } = extractionOf(input, { text: '2 eggs', zone: 'America/New_York', now: new Date() });
    expect(items[0].measures).toEqual({ servings: 2 });
    expect(items[0]).not.toHaveProperty('nutrition');
  });
});
