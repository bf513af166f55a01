// Nutrition on food entries through the entries API (issue 22, docs/LOGS.md "Nutrition"): a manual entry is matched from
// its words; an edit recomputes (new words re-match, more servings scale by weight); numbers typed by hand win, stay,
// and the source says so; a food without a match has none; only a food carries a source; the OpenAPI document and
// the typed client describe the new fields.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { NO_MATCH_MESSAGE, unmatchedSource, type NutritionSource } from '../../shared/nutrition';
import { signedInAccount } from './support/accounts';
import { entryBody } from './support/entries';
import { request } from './support/runtime';

interface FoodEntry {
  id: string;
  details: string;
  version: number;
  measures: Record<string, number | boolean>;
  nutrition: NutritionSource | null;
}

const create = async (token: string, overrides: Record<string, unknown>) => {
  const response = await request('POST', '/api/food-drinks/', { token, body: entryBody('food-drinks', overrides) });
  expect(response.status).toBe(201);
  return response.body as FoodEntry;
};
const put = (token: string, entry: FoodEntry, changes: Record<string, unknown>) =>
  request('PUT', `/api/food-drinks/${entry.id}/`, {
    token,
    body: entryBody('food-drinks', { details: entry.details, measures: entry.measures, version: entry.version, ...changes }),
  });
const kcal = (entry: FoodEntry) => entry.measures.energy_kcal as number;
const grams = (entry: FoodEntry) => entry.measures.grams as number;

describe('nutrition on food entries', () => {
  it('matches a manual entry from its words, and keeps what is saved when nothing changes', async () => {
    const { access } = await signedInAccount();
    const eggs = await create(access, { details: '2 eggs' });
    expect(eggs.nutrition).toMatchObject({ matched: true, query: '2 eggs', amount: 2, edited: false });
    expect(grams(eggs)).toBeCloseTo(eggs.nutrition!.portion_grams! * 2, 0);
    expect(kcal(eggs)).toBeGreaterThan(0);
    expect(eggs.measures).toMatchObject({ servings: 2, caffeine: false });

    // The editor sends the entry back whole: nothing is recomputed, nothing marked as the person's.
    const same = await put(access, eggs, { nutrition: eggs.nutrition });
    expect(same.status).toBe(200);
    expect(same.body).toMatchObject({ measures: eggs.measures, nutrition: eggs.nutrition, version: 2 });
  });

  it('re-matches changed words, and scales the numbers by weight when the servings change', async () => {
    const { access } = await signedInAccount();
    const eggs = await create(access, { details: '2 eggs' });
    const three = (await put(access, eggs, { details: '3 eggs' })).body as FoodEntry;
    expect(three.nutrition).toMatchObject({ query: '3 eggs', amount: 3, edited: false });
    expect(grams(three)).toBeCloseTo(grams(eggs) * 1.5, 0);
    expect(three.measures.servings).toBe(3);

    const four = (await put(access, three, { measures: { ...three.measures, servings: 4 } })).body as FoodEntry;
    expect(four.nutrition).toMatchObject({ food_code: three.nutrition!.food_code, amount: 4, edited: false });
    expect(grams(four)).toBeCloseTo((grams(three) * 4) / 3, 0);
    expect(kcal(four)).toBeCloseTo((kcal(three) * 4) / 3, -1);
  });

  it('keeps numbers typed by hand over the table, says so, and keeps them when the words change', async () => {
    const { access } = await signedInAccount();
    const bar = await create(access, { details: 'granola bar', measures: { energy_kcal: 190, protein_g: 4 } });
    expect(bar.measures).toMatchObject({ energy_kcal: 190, protein_g: 4 });
    expect(bar.nutrition).toMatchObject({ edited: true });

    const eggs = await create(access, { details: '2 eggs' });
    const typed = (await put(access, eggs, { measures: { ...eggs.measures, energy_kcal: 150 } })).body as FoodEntry;
    expect(typed.measures.energy_kcal).toBe(150);
    expect(typed.nutrition).toMatchObject({ food_code: eggs.nutrition!.food_code, edited: true });
    const renamed = (await put(access, typed, { details: 'two free-range eggs' })).body as FoodEntry;
    expect(renamed.measures.energy_kcal).toBe(150);
    expect(renamed.nutrition).toMatchObject({ edited: true });

    // A label's numbers sent with their source are stored as sent.
    const label = await create(access, {
      details: 'protein shake',
      measures: { energy_kcal: 160, protein_g: 30 },
      nutrition: {
        matched: false,
        table: 'label',
        food_code: null,
        food: null,
        query: 'protein shake',
        portion: null,
        portion_grams: null,
        amount: null,
        grams: null,
      },
    });
    expect(label.nutrition).toMatchObject({ table: 'label', edited: true });
    expect(label.measures).toMatchObject({ energy_kcal: 160, protein_g: 30 });
  });

  it('gives a food without a match no numbers, and says so', async () => {
    const { access } = await signedInAccount();
    const unknown = await create(access, { details: 'qwzx blorft' });
    expect(unknown.nutrition).toMatchObject({ matched: false, note: NO_MATCH_MESSAGE, grams: null });
    expect(unknown.measures).not.toHaveProperty('energy_kcal');
    expect(unknown.measures).not.toHaveProperty('grams');
  });

  it('refuses a nutrition source on an entry that is not a food, naming the field', async () => {
    const { access } = await signedInAccount();
    const nutrition = unmatchedSource('nap');
    const refused = await request('POST', '/api/sleep/', { token: access, body: entryBody('sleep', { details: 'nap', nutrition }) });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toMatch(/nutrition/);
    const sleep = (await request('GET', '/api/sleep/', { token: access })).body;
    expect(sleep).toEqual([]);
  });

  it('the OpenAPI document and the typed client describe the nutrition source and the nutrient measures', async () => {
    const { body } = await request('GET', '/api/openapi.json');
    const text = JSON.stringify(body);
    for (const field of ['"nutrition"', '"energy_kcal"', '"protein_g"', '"food_code"', '"portion_grams"', '"edited"'])
      expect(text).toContain(field);
    const client = readFileSync(path.join(__dirname, '..', '..', 'frontend', 'src', 'lib', 'api-contract.generated.ts'), 'utf8');
    for (const field of ['nutrition', 'energy_kcal', 'food_code']) expect(client).toContain(field);
  });
});
