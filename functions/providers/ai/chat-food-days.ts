// A chat's food and drink entries as days of intake (docs/NUTRITION.md "Asking about it"): per day the nutrients
// summed over the entries that have them, and how many food entries have no numbers. Both chats use it: the local one
// answers from it, Bedrock is given it as data so the model never adds up numbers itself. A day with no food logged
// is not a day: it never enters an average as 0.
import { NUTRIENT_NAMES, roundNutrient, type NutrientName, type NutrientValues } from '../../../shared/nutrition';
import type { Measures } from '../../../shared/measures';

export interface FoodEntryOfDay {
  collection: string;
  /** Its calendar day in the person's zone (YYYY-MM-DD). */
  day: string;
  measures?: Measures;
}

export interface FoodDay {
  day: string;
  /** Food and drink entries logged that day. */
  entries: number;
  /** Of them, the ones with no nutrient numbers at all (no match in the food table, an old entry). */
  without_numbers: number;
  /** The day's nutrients, summed over the entries that have each; a nutrient none has is absent. */
  totals: NutrientValues;
}

export const isFood = (entry: { collection: string }) => entry.collection === 'food-drinks';
export const hasNutrients = (measures: Measures | undefined) => NUTRIENT_NAMES.some((name) => measures?.[name] !== undefined);

/** The days with food logged, oldest first. */
export function foodDays(entries: readonly FoodEntryOfDay[]): FoodDay[] {
  const days = new Map<string, FoodDay>();
  for (const entry of entries) {
    if (!isFood(entry)) continue;
    let day = days.get(entry.day);
    if (!day) days.set(entry.day, (day = { day: entry.day, entries: 0, without_numbers: 0, totals: {} }));
    day.entries += 1;
    if (!hasNutrients(entry.measures)) day.without_numbers += 1;
    for (const name of NUTRIENT_NAMES) {
      const value = entry.measures?.[name];
      if (value !== undefined) day.totals[name] = (day.totals[name] ?? 0) + value;
    }
  }
  const result = [...days.values()].sort((a, b) => a.day.localeCompare(b.day));
  for (const day of result)
    for (const name of Object.keys(day.totals) as NutrientName[]) day.totals[name] = roundNutrient(name, day.totals[name]!);
  return result;
}
