// Nutrition (docs/NUTRITION.md): the nutrients a food or drink entry carries as measures, where each number came
// from, and the arithmetic every part of the app shares (scaling to an amount, the yes/no caffeine and the alcohol
// units that follow from milligrams and grams). Without zod, so pages can read it; shared/schemas/nutrition.ts
// builds the schema.

/** The nutrient measures, in the order the review, the logs and the exports show them. */
export const NUTRIENTS = {
  energy_kcal: { label: 'Energy', short: 'kcal', unit: 'kcal', max: 20_000, fndds: 'Energy (kcal)', sr: '208' },
  protein_g: { label: 'Protein', short: 'protein', unit: 'g', max: 2_000, fndds: 'Protein (g)', sr: '203' },
  carbs_g: { label: 'Carbohydrate', short: 'carbs', unit: 'g', max: 5_000, fndds: 'Carbohydrate (g)', sr: '205' },
  fat_g: { label: 'Fat', short: 'fat', unit: 'g', max: 2_000, fndds: 'Total Fat (g)', sr: '204' },
  sat_fat_g: { label: 'Saturated fat', short: 'sat. fat', unit: 'g', max: 1_000, fndds: 'Fatty acids, total saturated (g)', sr: '606' },
  fiber_g: { label: 'Fiber', short: 'fiber', unit: 'g', max: 1_000, fndds: 'Fiber, total dietary (g)', sr: '291' },
  sugars_g: { label: 'Sugars', short: 'sugars', unit: 'g', max: 5_000, fndds: 'Sugars, total (g)', sr: '269' },
  sodium_mg: { label: 'Sodium', short: 'sodium', unit: 'mg', max: 100_000, fndds: 'Sodium (mg)', sr: '307' },
  potassium_mg: { label: 'Potassium', short: 'potassium', unit: 'mg', max: 100_000, fndds: 'Potassium (mg)', sr: '306' },
  calcium_mg: { label: 'Calcium', short: 'calcium', unit: 'mg', max: 100_000, fndds: 'Calcium (mg)', sr: '301' },
  iron_mg: { label: 'Iron', short: 'iron', unit: 'mg', max: 10_000, fndds: 'Iron (mg)', sr: '303' },
  magnesium_mg: { label: 'Magnesium', short: 'magnesium', unit: 'mg', max: 100_000, fndds: 'Magnesium (mg)', sr: '304' },
  vitamin_c_mg: { label: 'Vitamin C', short: 'vitamin C', unit: 'mg', max: 100_000, fndds: 'Vitamin C (mg)', sr: '401' },
  vitamin_d_ug: { label: 'Vitamin D', short: 'vitamin D', unit: 'µg', max: 10_000, fndds: 'Vitamin D (D2 + D3) (mcg)', sr: '328' },
  cholesterol_mg: { label: 'Cholesterol', short: 'cholesterol', unit: 'mg', max: 100_000, fndds: 'Cholesterol (mg)', sr: '601' },
  caffeine_mg: { label: 'Caffeine', short: 'caffeine', unit: 'mg', max: 10_000, fndds: 'Caffeine (mg)', sr: '262' },
  alcohol_g: { label: 'Alcohol', short: 'alcohol', unit: 'g', max: 2_000, fndds: 'Alcohol (g)', sr: '221' },
  water_g: { label: 'Water', short: 'water', unit: 'g', max: 20_000, fndds: 'Water (g)', sr: '255' },
} as const;

export type NutrientName = keyof typeof NUTRIENTS;
export const NUTRIENT_NAMES = Object.keys(NUTRIENTS) as NutrientName[];
/** The measures only a food table (or a label) gives: the weight eaten and every nutrient. */
export const TABLE_MEASURES = ['grams', ...NUTRIENT_NAMES] as const;
const TABLE_MEASURE_SET: ReadonlySet<string> = new Set(TABLE_MEASURES);
export const isTableMeasure = (name: string) => TABLE_MEASURE_SET.has(name);

/** A measures object without the table's numbers (what the words say: servings, volume, caffeine, alcohol units). */
export function withoutTableNumbers<M extends object>(measures: M | null | undefined): M {
  return Object.fromEntries(Object.entries(measures ?? {}).filter(([name]) => !isTableMeasure(name))) as M;
}

/** The four a review line and an entry's row show: "312 kcal · 18 g protein · 30 g carbs · 12 g fat". */
export const HEADLINE_NUTRIENTS = ['energy_kcal', 'protein_g', 'carbs_g', 'fat_g'] as const satisfies readonly NutrientName[];
export type NutrientValues = Partial<Record<NutrientName, number>>;

/** The most grams one food entry may weigh (a 10 l keg is not a meal). */
export const GRAMS_MAX = 10_000;

/**
 * Grams of ethanol in one alcohol unit, by definition (docs/NUTRITION.md "Alcohol"). The stored `alcohol_units`
 * measure is the UK unit (10 ml of ethanol, 7.89 g); a person may read their drinks in their country's
 * standard drink (the profile's `drink_unit` setting), which only changes what is shown.
 */
export const DRINK_UNITS = {
  uk: { label: 'UK unit (8 g)', grams: 7.89 },
  us: { label: 'US standard drink (14 g)', grams: 14 },
  au: { label: 'Australian standard drink (10 g)', grams: 10 },
  eu: { label: 'Standard drink (10 g)', grams: 10 },
} as const;
export type DrinkUnit = keyof typeof DRINK_UNITS;
export const STORED_DRINK_UNIT: DrinkUnit = 'uk';

/** Which table a food's numbers came from: a USDA table, the person's own (a label, typed by hand), an import. */
export const NUTRITION_TABLES = ['fndds', 'sr28', 'label', 'import'] as const;
export type NutritionTable = (typeof NUTRITION_TABLES)[number];

export const TABLE_NAMES: Readonly<Record<NutritionTable, string>> = {
  fndds: 'USDA FNDDS 2017–2018',
  sr28: 'USDA SR Legacy 28',
  label: 'Entered by you',
  import: 'Imported',
};

/**
 * Where a food entry's nutrient numbers came from (docs/NUTRITION.md "Where a number comes from"). `matched:
 * false` is a food the table does not hold: the entry has no nutrient numbers and says so.
 */
export interface NutritionSource {
  matched: boolean;
  table: NutritionTable | null;
  /** FNDDS food code or SR Legacy NDB number; null for the person's own numbers. */
  food_code: string | null;
  /** The table's description of the food ("Egg, whole, fried"). */
  food: string | null;
  /** The words it was matched from ("2 eggs"). */
  query: string;
  /** The table's portion words ("1 large", "1 cup", "Quantity not specified", "100 g"). */
  portion: string | null;
  /** Grams of one portion. */
  portion_grams: number | null;
  /** How many portions (2 for "2 eggs", 0.5 for "half an avocado"). */
  amount: number | null;
  /** Grams eaten: portion_grams × amount. */
  grams: number | null;
  /** The person changed the numbers by hand (a label's values): they win over the table. */
  edited: boolean;
  /** Why the match may surprise: "Big Mac: not in the table; matched the generic fast-food double cheeseburger." */
  note: string | null;
}

export const NO_MATCH_MESSAGE = 'No match in the food table: choose one or enter the numbers';

/** A source with no food: nothing matched, no portion, no weight. */
const noFood = (query: string): NutritionSource => ({
  matched: false,
  table: null,
  food_code: null,
  food: null,
  query,
  portion: null,
  portion_grams: null,
  amount: null,
  grams: null,
  edited: false,
  note: null,
});

/** A food the table does not hold: no numbers, and says so. */
export const unmatchedSource = (query: string): NutritionSource => ({ ...noFood(query), note: NO_MATCH_MESSAGE });

/** The person's own numbers (a label, typed by hand): their table, edited by them. */
export const labelSource = (query: string, grams: number | null = null): NutritionSource => ({
  ...noFood(query),
  table: 'label',
  grams,
  edited: true,
});

const round1 = (n: number) => Math.round(n * 10) / 10;

/** A nutrient rounded as it is stored: kcal and mg to whole numbers above 10, everything else to 0.1. */
export function roundNutrient(name: NutrientName, value: number): number {
  if (!Number.isFinite(value) || value <= 0) return 0;
  const unit = NUTRIENTS[name].unit;
  return (unit === 'kcal' || unit === 'mg') && value >= 10 ? Math.round(value) : round1(value);
}

/** The nutrients of `grams` of a food whose values are given per 100 g. */
export function nutrientsFor(per100g: NutrientValues, grams: number): NutrientValues {
  const out: NutrientValues = {};
  for (const name of NUTRIENT_NAMES) {
    const value = per100g[name];
    if (value === undefined) continue;
    out[name] = roundNutrient(name, (value * grams) / 100);
  }
  return out;
}

/** The same food at another weight: every nutrient scaled by newGrams / oldGrams (a changed amount, "make it two"). */
export function scaleNutrients(values: NutrientValues, oldGrams: number, newGrams: number): NutrientValues {
  if (!(oldGrams > 0)) return { ...values };
  const out: NutrientValues = {};
  for (const name of NUTRIENT_NAMES) {
    const value = values[name];
    if (value !== undefined) out[name] = roundNutrient(name, (value * newGrams) / oldGrams);
  }
  return out;
}

/** Sum of several entries' nutrients; a nutrient none of them has stays absent (missing is not zero). */
export function sumNutrients(list: readonly NutrientValues[]): NutrientValues {
  const out: NutrientValues = {};
  for (const values of list) {
    for (const name of NUTRIENT_NAMES) {
      const value = values[name];
      if (value !== undefined) out[name] = (out[name] ?? 0) + value;
    }
  }
  for (const name of NUTRIENT_NAMES) if (out[name] !== undefined) out[name] = roundNutrient(name, out[name]!);
  return out;
}

/** The yes/no `caffeine` and the `alcohol_units` that follow from caffeine_mg and alcohol_g, so nothing says two things. */
export function derivedFlags(values: NutrientValues): { caffeine?: boolean; alcohol_units?: number } {
  const out: { caffeine?: boolean; alcohol_units?: number } = {};
  if (values.caffeine_mg !== undefined) out.caffeine = values.caffeine_mg > 0;
  if (values.alcohol_g !== undefined) out.alcohol_units = Math.min(50, round1(values.alcohol_g / DRINK_UNITS[STORED_DRINK_UNIT].grams));
  return out;
}

/** Stored UK units in the person's chosen drink unit. */
export function drinksIn(unit: DrinkUnit, alcoholUnits: number): number {
  return round1((alcoholUnits * DRINK_UNITS[STORED_DRINK_UNIT].grams) / DRINK_UNITS[unit].grams);
}

/** "312 kcal · 18 g protein · 30 g carbs · 12 g fat": the headline of an entry's numbers ('' when it has none). */
export function nutritionLine(values: NutrientValues): string {
  return HEADLINE_NUTRIENTS.filter((name) => values[name] !== undefined)
    .map((name) =>
      name === 'energy_kcal' ? `${formatNumber(values[name]!)} kcal` : `${formatNumber(values[name]!)} g ${NUTRIENTS[name].short}`,
    )
    .join(' · ');
}

// Made once, at first use: toLocaleString with options builds a formatter on every call (~60 µs, ×4 on a phone,
// several per entry row).
const numberFormats: Intl.NumberFormat[] = [];

/** 1240 → "1,240", 12.5 → "12.5". */
export function formatNumber(value: number): string {
  const digits = value >= 10 ? 0 : 1;
  numberFormats[digits] ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: digits });
  return numberFormats[digits].format(value);
}
