// An Apple Health export.xml with a food app's dietary records (issue 22, docs/IMPORT.md "Apple Health"), as
// MyFitnessPal and Cronometer write them: one <Record> per nutrient per meal, all with the meal's start, the meal or
// the food named in metadata; beside them a water app's glasses and a coffee app's cups on their own. It answers
// what the import must make of it, so the unit and the API tests compare.
import { FOOTER, HEADER, record, zipBuffer, type Source } from './apple-health-xml';
import { wallTimeToInstant } from '../../shared/time';
import { addDays } from '../../shared/question-period';

const Q = 'HKQuantityTypeIdentifierDietary';
export const MFP: Source = { name: 'MyFitnessPal', version: '23.1' };
export const CRONOMETER: Source = { name: 'Cronometer', version: '4.5' };
const WATER: Source = { name: 'WaterMinder', version: '5.2' };
const COFFEE: Source = { name: 'HiCoffee', version: '2.0' };

/** One meal's records: [type, value, unit] each, with the same start and source. */
type Nutrient = [type: string, value: number, unit: string];

export interface DietaryExpectation {
  /** Food and drink entries the import must write, by source key, with their details and measures. */
  entries: Record<string, { details: string; measures: Record<string, number | boolean> }>;
  /** Days with a meal, oldest first. */
  mealDays: string[];
}

/** The export.zip of two days of eating, the first of them `first` (YYYY-MM-DD) in `zone`. */
export async function dietaryExport(first: string, zone: string): Promise<{ zip: Buffer; xml: string; expected: DietaryExpectation }> {
  const at = (day: string, hour: number, minute = 0) => {
    const [y, m, d] = day.split('-').map(Number);
    return wallTimeToInstant(Date.UTC(y, m - 1, d, hour, minute), zone);
  };
  const lines: string[] = [];
  const meal = (source: Source, start: number, nutrients: Nutrient[], metadata?: Record<string, string>) => {
    for (const [type, value, unit] of nutrients) lines.push(record({ type: `${Q}${type}`, source, start, unit, value, metadata }, zone));
  };
  const second = addDays(first, 1);
  // MyFitnessPal's breakfast, with the coffee's caffeine at the same instant: one entry.
  meal(
    MFP,
    at(first, 8),
    [
      ['EnergyConsumed', 420, 'kcal'],
      ['Protein', 18, 'g'],
      ['Carbohydrates', 52, 'g'],
      ['FatTotal', 14, 'g'],
      ['Sugar', 12, 'g'],
      ['Sodium', 0.38, 'g'],
      ['Caffeine', 95, 'mg'],
    ],
    { meal: 'Breakfast' },
  );
  // Lunch in kilojoules, and two foods of the same meal written at the same instant: summed.
  meal(MFP, at(first, 13), [
    ['EnergyConsumed', 1673.6, 'kJ'],
    ['Protein', 20, 'g'],
    ['Carbohydrates', 35, 'g'],
    ['FatTotal', 10, 'g'],
  ]);
  meal(MFP, at(first, 13), [
    ['EnergyConsumed', 250, 'kcal'],
    ['Protein', 15, 'g'],
    ['Carbohydrates', 25, 'g'],
    ['FatTotal', 15, 'g'],
  ]);
  // Cronometer names the food; a second app at the same instant is another entry.
  meal(
    CRONOMETER,
    at(first, 13),
    [
      ['EnergyConsumed', 150, 'kcal'],
      ['Protein', 5, 'g'],
      ['Carbohydrates', 27, 'g'],
      ['FatTotal', 3, 'g'],
      ['Fiber', 4, 'g'],
      ['VitaminD', 1.5, 'mcg'],
    ],
    { HKFoodType: 'Oatmeal' },
  );
  meal(MFP, at(second, 19, 30), [
    ['EnergyConsumed', 700, 'kcal'],
    ['Protein', 40, 'g'],
    ['Carbohydrates', 60, 'g'],
    ['FatTotal', 30, 'g'],
  ]);
  // A water app's glasses and a coffee app's cup on their own: the day's totals, as before.
  for (const hour of [10, 15]) meal(WATER, at(first, hour), [['Water', 250, 'mL']]);
  meal(COFFEE, at(first, 15, 30), [['Caffeine', 80, 'mg']]);
  const xml = HEADER + lines.join('') + FOOTER;
  const iso = (ms: number) => new Date(ms).toISOString();
  const expected: DietaryExpectation = {
    mealDays: [first, second],
    entries: {
      [`meal/${iso(at(first, 8))}/MyFitnessPal`]: {
        details: 'Breakfast from Apple Health (MyFitnessPal)',
        measures: {
          energy_kcal: 420,
          protein_g: 18,
          carbs_g: 52,
          fat_g: 14,
          sugars_g: 12,
          sodium_mg: 380,
          caffeine_mg: 95,
          caffeine: true,
        },
      },
      [`meal/${iso(at(first, 13))}/MyFitnessPal`]: {
        details: 'Food from Apple Health (MyFitnessPal)',
        measures: { energy_kcal: 650, protein_g: 35, carbs_g: 60, fat_g: 25 },
      },
      [`meal/${iso(at(first, 13))}/Cronometer`]: {
        details: 'Oatmeal (Apple Health, Cronometer)',
        measures: { energy_kcal: 150, protein_g: 5, carbs_g: 27, fat_g: 3, fiber_g: 4, vitamin_d_ug: 1.5 },
      },
      [`meal/${iso(at(second, 19, 30))}/MyFitnessPal`]: {
        details: 'Food from Apple Health (MyFitnessPal)',
        measures: { energy_kcal: 700, protein_g: 40, carbs_g: 60, fat_g: 30 },
      },
      [`water/${first}`]: { details: 'Water 500 ml', measures: { volume_ml: 500, water_g: 500 } },
      [`caffeine/${first}`]: { details: 'Caffeine 80 mg', measures: { caffeine: true, caffeine_mg: 80 } },
    },
  };
  return { zip: await zipBuffer({ 'apple_health_export/export.xml': xml }), xml, expected };
}
