// Apple Health's dietary records as food and drink entries with their numbers (docs/IMPORT.md "Apple Health", docs/
// NUTRITION.md "Export and import"). A food app (MyFitnessPal, Cronometer, Lose It!) writes one <Record> per nutrient
// per meal, all with the meal's startDate: the records of one source at one instant are one meal, one entry, with
// each nutrient summed (two foods logged at the same moment are one meal). Water and caffeine recorded alone (a water
// or coffee app) stay the day's totals they were before (aggregate.ts); at the instant of a meal they join it.
// Memory: one small object per meal until the end, as the day totals hold one per day, and at most MAX_MEALS of them
// (S51: a file cannot fill memory); records of meals past it are counted and the import lists them as a problem.
import type { ImportedEntry } from '../../../shared/imports/imported-entry';
import { clampedNutrient } from '../../../shared/imports/nutrition-columns';
import { derivedFlags, nutritionLine, type NutrientName, type NutrientValues, type NutritionSource } from '../../../shared/nutrition';
import type { Measures } from '../../../shared/measures';
import type { DetailEntryRequest } from '../../../shared/schemas/entries';
import type { RecordSample } from './read-samples';
import { toKcal, toMg } from './units';
import type { ZoneClock } from './zone-clock';

const Q = 'HKQuantityTypeIdentifierDietary';

/** Grams, milligrams or micrograms of a nutrient from Apple's units. */
const MASS: Readonly<Record<string, number>> = { g: 1, mg: 0.001, mcg: 0.000001, kg: 1000, oz: 28.349523125, lb: 453.59237 };
const toGrams = (value: number, unit: string) => (MASS[unit] === undefined || !Number.isFinite(value) ? undefined : value * MASS[unit]);
const toMicrograms = (value: number, unit: string) => {
  const grams = toGrams(value, unit);
  return grams === undefined ? undefined : grams * 1_000_000;
};
/** Water's millilitres as grams (1 ml of water weighs 1 g). */
const WATER_G: Readonly<Record<string, number>> = {
  mL: 1,
  ml: 1,
  L: 1000,
  l: 1000,
  fl_oz_us: 29.5735,
  fl_oz_imp: 28.4131,
  cup_us: 236.588,
};
const toWaterGrams = (value: number, unit: string) =>
  WATER_G[unit] === undefined || !Number.isFinite(value) ? toGrams(value, unit) : value * WATER_G[unit];

type Convert = (value: number, unit: string) => number | undefined;

/** Each dietary type Apple Health writes that a food entry has a measure for, and how its unit converts. */
export const DIETARY: Readonly<Record<string, { nutrient: NutrientName; convert: Convert }>> = {
  [`${Q}EnergyConsumed`]: { nutrient: 'energy_kcal', convert: toKcal },
  [`${Q}Protein`]: { nutrient: 'protein_g', convert: toGrams },
  [`${Q}Carbohydrates`]: { nutrient: 'carbs_g', convert: toGrams },
  [`${Q}FatTotal`]: { nutrient: 'fat_g', convert: toGrams },
  [`${Q}FatSaturated`]: { nutrient: 'sat_fat_g', convert: toGrams },
  [`${Q}Fiber`]: { nutrient: 'fiber_g', convert: toGrams },
  [`${Q}Sugar`]: { nutrient: 'sugars_g', convert: toGrams },
  [`${Q}Sodium`]: { nutrient: 'sodium_mg', convert: toMg },
  [`${Q}Potassium`]: { nutrient: 'potassium_mg', convert: toMg },
  [`${Q}Calcium`]: { nutrient: 'calcium_mg', convert: toMg },
  [`${Q}Iron`]: { nutrient: 'iron_mg', convert: toMg },
  [`${Q}Magnesium`]: { nutrient: 'magnesium_mg', convert: toMg },
  [`${Q}VitaminC`]: { nutrient: 'vitamin_c_mg', convert: toMg },
  [`${Q}VitaminD`]: { nutrient: 'vitamin_d_ug', convert: toMicrograms },
  [`${Q}Cholesterol`]: { nutrient: 'cholesterol_mg', convert: toMg },
  [`${Q}Caffeine`]: { nutrient: 'caffeine_mg', convert: toMg },
  [`${Q}Water`]: { nutrient: 'water_g', convert: toWaterGrams },
};

/** Nutrients that alone make no meal: a water or coffee app's records, kept as the day's totals. */
const DRINK_ONLY: ReadonlySet<NutrientName> = new Set(['water_g', 'caffeine_mg']);

/** Metadata keys that name the food or the meal: HealthKit's own, and the ones food apps write. */
const FOOD_KEYS = ['HKFoodType', 'HKFoodName', 'food', 'Food'];
const MEAL_KEYS = ['HKFoodMeal', 'meal', 'Meal', 'HKMealType'];
const NAME_MAX = 80;
/** Meals held at most: 55 years at 10 a day, about 80 MB; more is no real export. */
export const MAX_MEALS = 200_000;

interface Meal {
  source: string;
  start: number;
  values: NutrientValues;
  food?: string;
  meal?: string;
  /** The records of water and caffeine alone, to hand back to the day totals when no other nutrient joins them. */
  drinks: RecordSample[];
}

const clean = (text: string | undefined) => text?.replace(/\s+/g, ' ').trim().slice(0, NAME_MAX) || undefined;
const firstOf = (metadata: Record<string, string>, keys: readonly string[]) => clean(keys.map((k) => metadata[k]).find(Boolean));

export class Meals {
  private readonly meals = new Map<string, Meal>();
  /** Records not read for being past MAX_MEALS. */
  dropped = 0;

  constructor(private readonly maxMeals = MAX_MEALS) {}

  /** True when the record is a dietary one this class keeps (the caller then does nothing more with it). */
  add(record: RecordSample): boolean {
    const dietary = DIETARY[record.type];
    if (!dietary) return false;
    const amount = dietary.convert(Number(record.value), record.unit);
    if (amount === undefined || !(amount > 0)) return true;
    const key = `${record.start}|${record.source}`;
    let meal = this.meals.get(key);
    if (!meal && this.meals.size >= this.maxMeals) {
      this.dropped += 1;
      return true;
    }
    if (!meal) this.meals.set(key, (meal = { source: record.source, start: record.start, values: {}, drinks: [] }));
    meal.values[dietary.nutrient] = (meal.values[dietary.nutrient] ?? 0) + amount;
    meal.food ??= firstOf(record.metadata, FOOD_KEYS);
    meal.meal ??= firstOf(record.metadata, MEAL_KEYS);
    if (DRINK_ONLY.has(dietary.nutrient)) meal.drinks.push(record);
    return true;
  }

  /** What the import lists when records were left out. */
  problems(): string[] {
    if (this.dropped === 0) return [];
    return [
      `export.xml holds more than ${this.maxMeals.toLocaleString('en-US')} meals (food records of one app at one time), more than ` +
        `an import reads: ${this.dropped.toLocaleString('en-US')} dietary records were not read.`,
    ];
  }

  /** Once every record is read: the meals as entries, and the water and caffeine records that were no meal's. */
  *finish(clock: ZoneClock, alone: (record: RecordSample) => void): Generator<ImportedEntry> {
    for (const meal of this.meals.values()) {
      const names = Object.keys(meal.values) as NutrientName[];
      if (names.every((name) => DRINK_ONLY.has(name))) {
        meal.drinks.forEach(alone);
        continue;
      }
      yield mealEntry(clock, meal);
    }
    this.meals.clear();
  }
}

/** "Breakfast from Apple Health (MyFitnessPal)", "Oatmeal (Apple Health, Cronometer)", "Food from Apple Health (Lose It!)". */
export function mealDetails(source: string, food?: string, meal?: string): string {
  const from = source || 'unknown app';
  if (food) return `${food} (Apple Health, ${from})`;
  return `${meal ?? 'Food'} from Apple Health (${from})`;
}

function mealEntry(clock: ZoneClock, meal: Meal): ImportedEntry {
  const measures: Measures = {};
  for (const [name, value] of Object.entries(meal.values) as [NutrientName, number][]) measures[name] = clampedNutrient(name, value);
  Object.assign(measures, derivedFlags(measures));
  const details = mealDetails(meal.source, meal.food, meal.meal);
  const line = nutritionLine(measures);
  const nutrition: NutritionSource = {
    matched: true,
    table: 'import',
    food_code: null,
    food: meal.food ?? null,
    query: details,
    portion: null,
    portion_grams: null,
    amount: null,
    grams: null,
    edited: false,
    note: `Numbers as ${meal.source || 'the app'} wrote them to Apple Health${line ? `: ${line}` : ''}.`.slice(0, 300),
  };
  const entry = {
    calculated_timestamp: clock.iso(meal.start),
    device_timezone: clock.zone,
    device_offset_minutes: clock.offset(meal.start),
    details,
    measures,
    subjects: meal.food ? [meal.food.toLowerCase().slice(0, 60)] : [],
    nutrition,
  } as DetailEntryRequest;
  return {
    collection: 'food-drinks',
    entry,
    source: 'apple-health',
    sourceKey: `meal/${new Date(meal.start).toISOString()}/${meal.source}`,
  };
}
