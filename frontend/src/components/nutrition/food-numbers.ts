// A food's numbers as a form holds them (docs/NUTRITION.md "In the review", "In your logs"): the nutrition source,
// the numbers it started from (base), and what a changed amount, another food or the person's own numbers make of
// the measures' texts. Shared by the review and the entry editor; the arithmetic is shared/nutrition.ts's.
import {
  derivedFlags,
  GRAMS_MAX,
  labelSource,
  NUTRIENT_NAMES,
  nutrientsFor,
  scaleNutrients,
  type NutrientName,
  type NutrientValues,
  type NutritionSource,
} from '@shared/nutrition';
import type { MeasureName } from '@shared/measures';
import type { FoodResult } from '@/lib/api-contract.generated';
import { measureInputId, nutritionSectionId, type MeasureDraft } from '@/components/measure-fields';

/** The numbers an amount scales from: those of the match, of the picked food, or the person's own, at `amount`. */
export interface NutritionBase {
  values: NutrientValues;
  grams: number | null;
  amount: number | null;
}

export interface NutritionDraft {
  source: NutritionSource | null;
  base: NutritionBase | null;
  /** The person changed the amount, the food or the numbers: the source is sent (else the server keeps its own). */
  changed: boolean;
}

/** The measures a food's numbers fill: the weight and every nutrient. */
const isNutrient = (name: string): name is NutrientName => (NUTRIENT_NAMES as readonly string[]).includes(name);

const readNumber = (text: string | undefined) => {
  const trimmed = (text ?? '').trim();
  return /^\d+([.,]\d+)?$/.test(trimmed) ? Number(trimmed.replace(',', '.')) : undefined;
};
const round = (n: number, places: number) => Math.round(n * 10 ** places) / 10 ** places;

/** The nutrients a draft's texts hold (a text that is not a number counts as absent). */
export function nutrientsOfDraft(measures: MeasureDraft): NutrientValues {
  const out: NutrientValues = {};
  for (const name of NUTRIENT_NAMES) {
    const value = readNumber(measures[name]);
    if (value !== undefined) out[name] = value;
  }
  return out;
}

/** The draft of an entry or item as it arrived: its numbers are the base an amount scales from. */
export function nutritionDraft(source: NutritionSource | null | undefined, measures: MeasureDraft): NutritionDraft {
  const values = nutrientsOfDraft(measures);
  const grams = readNumber(measures.grams) ?? source?.grams ?? null;
  const base = Object.keys(values).length > 0 ? { values, grams, amount: source?.amount ?? null } : null;
  return { source: source ?? null, base, changed: false };
}

/** The measures' texts for a weight and its nutrients (every nutrient not given cleared), with caffeine and alcohol units. */
function withNumbers(measures: MeasureDraft, grams: number | null, values: NutrientValues): MeasureDraft {
  const out: MeasureDraft = { ...measures, grams: grams === null ? '' : String(round(Math.min(GRAMS_MAX, grams), 1)) };
  for (const name of NUTRIENT_NAMES) out[name] = values[name] === undefined ? '' : String(values[name]);
  const flags = derivedFlags(values);
  if (flags.caffeine !== undefined) out.caffeine = flags.caffeine ? 'yes' : 'no';
  if (flags.alcohol_units !== undefined) out.alcohol_units = String(flags.alcohol_units);
  return out;
}

/** The person's amount of the portion: every number scaled from the base, grams = portion grams × amount. */
export function withAmount(
  measures: MeasureDraft,
  nutrition: NutritionDraft,
  amount: number,
): { measures: MeasureDraft; nutrition: NutritionDraft } {
  const { source, base } = nutrition;
  if (!base || !source) return { measures, nutrition };
  const from = base.amount && base.amount > 0 ? base.amount : 1;
  const values = scaleNutrients(base.values, from, amount);
  const grams =
    source.portion_grams !== null
      ? round(source.portion_grams * amount, 1)
      : base.grams !== null
        ? round((base.grams * amount) / from, 1)
        : null;
  const next = withNumbers(measures, grams, values);
  if ((measures.servings ?? '').trim() !== '') next.servings = String(amount);
  return { measures: next, nutrition: { ...nutrition, source: { ...source, amount, grams }, changed: true } };
}

/** The portion a picked food gets: one with the same unit word as before ("1 slice" → this food's slice), else its default. */
export function portionFor(food: FoodResult, previous: NutritionSource | null): { words: string; grams: number; amount: number } {
  const unit = previous?.portion ? wordsOf(previous.portion.replace(/^[\d./\s]+/, ''))[0] : undefined;
  if (unit && unit !== 'quantity' && unit !== 'g') {
    const same = food.portions.find((portion) => wordsOf(portion.words).includes(unit));
    if (same && same.grams > 0) return { ...same, amount: previous?.amount ?? 1 };
  }
  return { ...defaultPortion(food), amount: 1 };
}

/** A portion's words, lower case and singular ("2 Slices" → ["2", "slice"]), to compare units. */
const wordsOf = (words: string) =>
  words
    .toLowerCase()
    .split(/[\s,()]+/)
    .filter(Boolean)
    .map((word) => (word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word));

/** The food's default portion ("Quantity not specified"), or 100 g when the table gives none. */
export function defaultPortion(food: FoodResult): { words: string; grams: number } {
  const portion = food.default_portion === null ? undefined : food.portions[food.default_portion];
  return portion && portion.grams > 0 ? portion : { words: '100 g', grams: 100 };
}

/** kcal of the food's default portion: what the picker lists beside each food. */
export function kcalPerPortion(food: FoodResult): { kcal: number | undefined; portion: string } {
  const portion = defaultPortion(food);
  return { kcal: nutrientsFor(food.per100g, portion.grams).energy_kcal, portion: portion.words };
}

/** Another food from the table, picked by the person: its numbers at the portion portionFor chooses. */
export function withFood(
  measures: MeasureDraft,
  nutrition: NutritionDraft,
  food: FoodResult,
  query: string,
): { measures: MeasureDraft; nutrition: NutritionDraft } {
  const portion = portionFor(food, nutrition.source);
  const grams = round(portion.grams * portion.amount, 1);
  const values = nutrientsFor(food.per100g, grams);
  const source: NutritionSource = {
    matched: true,
    table: food.table,
    food_code: food.code,
    food: food.description.slice(0, 300),
    query: (nutrition.source?.query || query).slice(0, 300),
    portion: portion.words.slice(0, 120),
    portion_grams: portion.grams,
    amount: portion.amount,
    grams,
    edited: false,
    note: null,
  };
  const next = withNumbers(measures, grams, values);
  if ((measures.servings ?? '').trim() !== '') next.servings = String(portion.amount);
  return { measures: next, nutrition: { source, base: { values, grams, amount: portion.amount }, changed: true } };
}

/**
 * A measure typed in the form. A nutrient or the weight is the person's own number: the source says so (edited; the
 * table 'label' when nothing matched) and an amount then scales from what they typed.
 */
export function withTypedMeasure(
  measures: MeasureDraft,
  nutrition: NutritionDraft,
  name: MeasureName,
  query: string,
): { measures: MeasureDraft; nutrition: NutritionDraft } {
  if (!isNutrient(name) && name !== 'grams') return { measures, nutrition };
  const previous = nutrition.source;
  const typedGrams = readNumber(measures.grams);
  // Another weight of the same food scales its numbers ("150 g" instead of "2 eggs"); the amount follows.
  if (name === 'grams' && previous && nutrition.base?.grams && typedGrams && typedGrams <= GRAMS_MAX) {
    const values = scaleNutrients(nutrition.base.values, nutrition.base.grams, typedGrams);
    const amount = previous.portion_grams ? round(typedGrams / previous.portion_grams, 2) : previous.amount;
    const next = withNumbers(measures, typedGrams, values);
    if (amount !== null && (measures.servings ?? '').trim() !== '') next.servings = String(amount);
    return { measures: next, nutrition: { ...nutrition, source: { ...previous, grams: typedGrams, amount }, changed: true } };
  }
  const source: NutritionSource = previous
    ? { ...previous, edited: true, table: previous.matched ? previous.table : 'label', note: previous.matched ? previous.note : null }
    : labelSource(query.slice(0, 300));
  if (name === 'grams') source.grams = typedGrams ?? null;
  const values = nutrientsOfDraft(measures);
  const base = { values, grams: typedGrams ?? source.grams, amount: source.amount };
  return { measures, nutrition: { source, base, changed: true } };
}

/** Open the Nutrition section of the measures and put focus on Energy: where the person types their own numbers. */
export function openOwnNumbers(measuresIdPrefix: string): void {
  const section = document.getElementById(nutritionSectionId(measuresIdPrefix));
  if (section instanceof HTMLDetailsElement) section.open = true;
  document.getElementById(measureInputId(measuresIdPrefix, 'energy_kcal'))?.focus();
}
