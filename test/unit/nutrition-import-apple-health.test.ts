// Apple Health's dietary records import as food and drink entries with their numbers (issue 22, docs/IMPORT.md "Apple
// Health"): one entry per source and instant (a food app writes one record per nutrient per meal), nutrients summed,
// units converted (kJ, g of sodium, mcg), caffeine and water at a meal's instant joined to it, alone kept as the day's
// totals; the source says the numbers were imported; each entry passes the entries API's schema; keys are stable.
import { importAppleHealth } from '../../functions/imports/apple-health/import-apple-health';
import { mealDetails } from '../../functions/imports/apple-health/meals';
import { bufferZipSource } from '../../functions/imports/apple-health/zip-source';
import type { ImportedEntry } from '../../shared/imports/imported-entry';
import { entryRequestSchema } from '../../shared/schemas/entries';
import { dietaryExport } from '../support/apple-health-dietary';

const zone = 'Europe/Berlin';

async function imported(zip: Buffer, problems: string[] = [], maxMeals?: number): Promise<ImportedEntry[]> {
  const entries: ImportedEntry[] = [];
  for await (const batch of importAppleHealth(bufferZipSource(zip), { zone, maxMeals })) {
    entries.push(...batch.entries);
    problems.push(...batch.problems);
  }
  return entries;
}

test('a meal is the records of one source at one instant, with each nutrient in its unit', async () => {
  const { zip, expected } = await dietaryExport('2026-03-28', zone);
  const entries = await imported(zip);
  const shown = Object.fromEntries(
    entries.map((e) => [e.sourceKey, { details: 'details' in e.entry ? e.entry.details : '', measures: e.entry.measures }]),
  );
  expect(shown).toEqual(expected.entries);
  for (const entry of entries) {
    expect(entry.collection).toBe('food-drinks');
    const checked = entryRequestSchema('food-drinks').safeParse(entry.entry);
    expect([entry.sourceKey, checked.success ? 'ok' : checked.error.message]).toEqual([entry.sourceKey, 'ok']);
  }
});

test('the source of a meal says its numbers were imported from the app, and the time is the meal time in the zone', async () => {
  const { zip } = await dietaryExport('2026-03-28', zone);
  const breakfast = (await imported(zip)).find((e) => e.entry.calculated_timestamp === '2026-03-28T08:00:00+01:00')!;
  expect(breakfast.entry.nutrition).toEqual({
    matched: true,
    table: 'import',
    food_code: null,
    food: null,
    query: 'Breakfast from Apple Health (MyFitnessPal)',
    portion: null,
    portion_grams: null,
    amount: null,
    grams: null,
    edited: false,
    note: 'Numbers as MyFitnessPal wrote them to Apple Health: 420 kcal · 18 g protein · 52 g carbs · 14 g fat.',
  });
  expect(breakfast.entry).toMatchObject({ device_timezone: zone, device_offset_minutes: 60 });
});

test('the same file gives the same keys (the import writes each meal once)', async () => {
  const first = await imported((await dietaryExport('2026-03-28', zone)).zip);
  const again = await imported((await dietaryExport('2026-03-28', zone)).zip);
  expect(again.map((e) => e.sourceKey).sort()).toEqual(first.map((e) => e.sourceKey).sort());
  expect(new Set(first.map((e) => e.sourceKey)).size).toBe(first.length);
});

test("a meal's words: the food, else the meal, else Food; the app's name always", () => {
  expect(mealDetails('Cronometer', 'Oatmeal', 'Breakfast')).toBe('Oatmeal (Apple Health, Cronometer)');
  expect(mealDetails('MyFitnessPal', undefined, 'Dinner')).toBe('Dinner from Apple Health (MyFitnessPal)');
  expect(mealDetails('Lose It!')).toBe('Food from Apple Health (Lose It!)');
});

test('meals past the most an import holds are a problem naming how many records were not read (memory stays bounded)', async () => {
  const { zip } = await dietaryExport('2026-03-28', zone);
  const problems: string[] = [];
  const entries = await imported(zip, problems, 2);
  expect(entries.filter((e) => e.sourceKey.startsWith('meal/'))).toHaveLength(2);
  // Past breakfast and lunch: Cronometer's 6 records, the dinner's 4, and (held no more) the water and coffee apps' 3.
  expect(problems).toEqual([
    'export.xml holds more than 2 meals (food records of one app at one time), more than an import reads: 13 dietary records were not read.',
  ]);
  const none: string[] = [];
  await imported(zip, none);
  expect(none).toEqual([]);
});
