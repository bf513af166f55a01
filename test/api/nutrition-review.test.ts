// Nutrition through the review (issue 22, docs/NUTRITION.md): process-input gives each food its weight, nutrients
// and source from the food table; Confirm & Save stores them as reviewed (a changed amount recomputed, typed numbers
// kept as the person's own); a food without a match has no numbers and says so; "make it two slices" recomputes.
import { NO_MATCH_MESSAGE, unmatchedSource, type NutritionSource } from '../../shared/nutrition';
import { signedInAccount } from './support/accounts';
import { request } from './support/runtime';

const ZONE = 'America/New_York';
const extract = (token: string, text: string) => request('POST', '/api/ai/process-input/', { token, body: { text, timezone: ZONE } });
const save = (token: string, raw_text: string, body: object) =>
  request('POST', '/api/structured-data/save/', { token, body: { raw_text, timezone: ZONE, items: [], ...body } });
/** A food item or entry as the API answers it (the fields these tests read). */
interface Food {
  id: string;
  category: string;
  details: string;
  calculated_time: string;
  notes: string;
  measures: Record<string, number>;
  nutrition: NutritionSource;
}
const foods = async (token: string) => (await request('GET', '/api/food-drinks/', { token })).body as Food[];

describe('nutrition in the review', () => {
  it('gives each food its measures and source from the table, and saving keeps them', async () => {
    const { access } = await signedInAccount();
    const answer = await extract(access, '2 eggs and a slice of toast at 8am');
    expect(answer.status).toBe(200);
    const items = answer.body.items as Food[];
    expect(items.map((item) => item.details)).toEqual(['2 eggs', 'a slice of toast']);
    for (const item of items) {
      expect(item.nutrition).toMatchObject({ matched: true, table: expect.stringMatching(/^(fndds|sr28)$/), edited: false });
      expect(item.nutrition.food_code).toMatch(/^\d+$/);
      // The weight is the portion's times the amount, and the numbers are of that weight.
      expect(item.measures.grams).toBeCloseTo(item.nutrition.portion_grams! * item.nutrition.amount!, 0);
      expect(item.nutrition.grams).toBe(item.measures.grams);
      expect(item.measures.energy_kcal).toBeGreaterThan(0);
      for (const name of ['protein_g', 'carbs_g', 'fat_g']) expect(typeof item.measures[name]).toBe('number');
    }
    const [eggs] = items;
    expect(eggs.nutrition).toMatchObject({ query: '2 eggs', amount: 2, food: expect.stringMatching(/^Egg/) });
    expect(eggs.measures).toMatchObject({ servings: 2, caffeine: false, alcohol_units: 0 });

    const saved = await save(access, '2 eggs and a slice of toast at 8am', { items });
    expect(saved.status).toBe(201);
    const entries = await foods(access);
    for (const item of items) {
      const entry = entries.find((e) => e.details === item.details)!;
      expect(entry.measures).toEqual(item.measures);
      expect(entry.nutrition).toEqual(item.nutrition);
    }
  });

  it('splits a mixed description into one item per food, at the same time, its notes on the first', async () => {
    const { access } = await signedInAccount();
    const answer = await extract(access, 'oatmeal with blueberries and a spoon of honey at 7am');
    const items = answer.body.items as Food[];
    expect(items.length).toBeGreaterThanOrEqual(2);
    expect(new Set(items.map((item) => item.calculated_time)).size).toBe(1);
    expect(items.every((item) => item.category === 'food_drinks' && item.nutrition?.matched)).toBe(true);
    expect(items.slice(1).every((item) => item.notes === '')).toBe(true);
  });

  it('a food without a match gets no numbers and says so', async () => {
    const { access } = await signedInAccount();
    const saved = await save(access, 'qwzx blorft', {
      items: [{ category: 'food_drinks', details: 'qwzx blorft', calculated_time: '2026-11-21T08:00:00-05:00', notes: '' }],
    });
    expect(saved.status).toBe(201);
    const [entry] = await foods(access);
    expect(entry.nutrition).toMatchObject({ matched: false, table: null, food_code: null, grams: null, note: NO_MATCH_MESSAGE });
    expect(entry.measures).not.toHaveProperty('energy_kcal');
    expect(entry.measures).not.toHaveProperty('grams');
  });

  it("saves a changed amount with the numbers of that amount, and typed numbers as the person's own", async () => {
    const { access } = await signedInAccount();
    const [eggs] = (await extract(access, '2 eggs at 8am')).body.items as Food[];
    const { nutrition } = eggs;
    // The review changed the amount to 3 (its numbers recomputed by the server from the table's food).
    const three = {
      ...eggs,
      measures: { servings: 3 },
      nutrition: { ...nutrition, amount: 3, grams: nutrition.portion_grams! * 3 },
    };
    // The person typed their own numbers (a label) on a second one.
    const label = { ...eggs, details: 'eggs from the box', measures: { ...eggs.measures, energy_kcal: 123, protein_g: 11 } };
    const saved = await save(access, 'eggs', { items: [three, label] });
    expect(saved.status).toBe(201);
    const entries = await foods(access);
    const threeSaved = entries.find((e) => e.details === '2 eggs')!;
    expect(threeSaved.nutrition).toMatchObject({ food_code: nutrition.food_code, amount: 3, edited: false });
    expect(threeSaved.measures.grams).toBeCloseTo(nutrition.portion_grams! * 3, 0);
    expect(threeSaved.measures.energy_kcal).toBeCloseTo(eggs.measures.energy_kcal * 1.5, -1);
    expect(threeSaved.measures.servings).toBe(3);
    const labelSaved = entries.find((e) => e.details === 'eggs from the box')!;
    expect(labelSaved.measures).toMatchObject({ energy_kcal: 123, protein_g: 11 });
    expect(labelSaved.nutrition).toMatchObject({ food_code: nutrition.food_code, edited: true });
  });

  it('"make it two slices" proposes the doubled numbers and saving applies them', async () => {
    const { access } = await signedInAccount();
    const toast = (await extract(access, '1 slice of toast at 8am')).body.items;
    const saved = await save(access, '1 slice of toast at 8am', { items: toast });
    const id = saved.body.entries[0].id;
    const [before] = await foods(access);
    expect(before.measures.servings).toBe(1);

    const asked = await extract(access, 'make it two slices');
    expect(asked.body.items).toEqual([]);
    const [change] = asked.body.changes;
    expect(change).toMatchObject({ action: 'update', collection: 'food-drinks', id, version: 1 });
    expect(change.set.measures.servings).toBe(2);
    expect(change.set.measures.grams).toBeCloseTo(before.measures.grams * 2, 0);
    expect(change.set.measures.energy_kcal).toBeCloseTo(before.measures.energy_kcal * 2, -1);
    expect(change.set.nutrition).toMatchObject({ food_code: before.nutrition.food_code, amount: 2, edited: false });

    const applied = await save(access, 'make it two slices', {
      changes: [{ action: change.action, collection: change.collection, id, version: change.version, set: change.set }],
    });
    expect(applied.status).toBe(201);
    const [after] = await foods(access);
    expect(after).toMatchObject({ id, version: 2, nutrition: { amount: 2, edited: false } });
    expect(after.measures.energy_kcal).toBeCloseTo(before.measures.energy_kcal * 2, -1);
  });

  it('refuses a nutrition source on an item that is not a food, naming it', async () => {
    const { access } = await signedInAccount();
    const nutrition = unmatchedSource('nap');
    const refused = await save(access, 'nap', {
      items: [{ category: 'sleep', details: 'nap', calculated_time: '2026-11-21T14:00:00-05:00', notes: '', nutrition }],
    });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toMatch(/nutrition is only kept on a food or drink/);
  });
});
