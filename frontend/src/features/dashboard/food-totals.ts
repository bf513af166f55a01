// Today's food totals for the dashboard's Food & Drinks panel (docs/NUTRITION.md "Your targets"): the sum of the
// day's entries' nutrients against the targets in effect. Honest counts: a day with nothing logged has no totals (not
// 0 kcal), a nutrient no entry has stays absent, and the entries without any number are counted so the panel says so.
import type { Entry } from '@/lib/api-contract.generated';
import { NUTRIENTS, NUTRIENT_NAMES, formatNumber, sumNutrients, type NutrientValues } from '@shared/nutrition';
import { PANEL_TARGETS, type NutrientTarget, type TargetNutrient } from '@shared/nutrition-targets';

export interface DayFood {
  /** Food and drink entries of the day. */
  entries: number;
  /** Of those, the ones with no nutrient number at all (no match in the food table, nothing typed). */
  withoutNumbers: number;
  totals: NutrientValues;
}

const numbersOf = (entry: Entry): NutrientValues => {
  const values: NutrientValues = {};
  const measures = (entry.measures ?? {}) as Record<string, unknown>;
  for (const name of NUTRIENT_NAMES) {
    const value = measures[name];
    if (typeof value === 'number' && Number.isFinite(value)) values[name] = value;
  }
  return values;
};

export function dayFood(entries: readonly Entry[]): DayFood {
  const numbers = entries.map(numbersOf);
  return {
    entries: entries.length,
    withoutNumbers: numbers.filter((values) => Object.keys(values).length === 0).length,
    totals: sumNutrients(numbers),
  };
}

export interface TotalLine {
  name: TargetNutrient;
  label: string;
  total: number;
  target: NutrientTarget | null;
  /** "1,240 of 2,100 kcal", "52 g protein" without a target. */
  text: string;
  /** Share of the target, 0–∞ (null without one). */
  share: number | null;
}

const amount = (name: TargetNutrient, value: number) =>
  name === 'energy_kcal' ? `${formatNumber(value)} kcal` : `${formatNumber(value)} g`;

/** The panel's lines: kcal, protein, carbs, fat, fiber, each that some entry of the day has. */
export function totalLines(day: DayFood, targets: Partial<Record<TargetNutrient, NutrientTarget>> | undefined): TotalLine[] {
  return PANEL_TARGETS.filter((name) => day.totals[name] !== undefined).map((name) => {
    const total = day.totals[name]!;
    const target = targets?.[name] ?? null;
    const unit = name === 'energy_kcal' ? 'kcal' : 'g';
    const text = target ? `${formatNumber(total)} of ${formatNumber(target.value)} ${unit}` : amount(name, total);
    return { name, label: NUTRIENTS[name].label, total, target, text, share: target && target.value > 0 ? total / target.value : null };
  });
}

/** "1 item without numbers", "2 items without numbers". */
export const withoutNumbersText = (count: number) => `${count} ${count === 1 ? 'item' : 'items'} without numbers`;

/** What the totals block shows, as kept in this browser to hold its room while the next load comes. */
export interface ViewLine {
  name: TargetNutrient;
  label: string;
  text: string;
  now: number;
  max: number | null;
  share: number | null;
  limit: boolean;
}
export interface TotalsView {
  lines: ViewLine[];
  notes: { text: string; link?: { to: string; text: string } }[];
  /** Nothing logged today: the one note alone. */
  empty: boolean;
}

export const TOTALS_VIEW_KEY = 'dashboardFoodTotals';

export function rememberedTotalsView(): TotalsView | null {
  try {
    const view = JSON.parse(localStorage.getItem(TOTALS_VIEW_KEY) ?? 'null') as TotalsView | null;
    return view && Array.isArray(view.lines) && Array.isArray(view.notes) ? view : null;
  } catch {
    return null;
  }
}

export function rememberTotalsView(view: TotalsView): void {
  try {
    localStorage.setItem(TOTALS_VIEW_KEY, JSON.stringify(view));
  } catch {
    // Storage refused: the block only loses its reserved room.
  }
}
