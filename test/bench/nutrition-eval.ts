// `npm run eval` (and a section of `npm run bench`): the food matcher measured on the meals of
// nutrition-meals.ts (docs/PERFORMANCE.md "Food matching"). The truth of each meal is computed from the table's
// per-100 g values of the foods and grams judged by hand; the matcher's answer is the sum over the foods it
// split the words into. Targets (issue 22): carbohydrate within 7.5 g for ≥ 70 % of meals, energy within 20 %
// for ≥ 60 %, ≥ 98 % of food descriptions get numbers, lookup p50 ≤ 1 ms per food.
import { sumNutrients, nutrientsFor, type NutrientValues } from '../../shared/nutrition';
import { loadFoodTable } from '../../functions/domain/nutrition/load-table';
import { foodIndex } from '../../functions/domain/nutrition/index-file';
import { findFood, matchMeal, type FoodFinder } from '../../functions/domain/nutrition/index';
import { MEALS, type Meal } from './nutrition-meals';
import { miniSearchFinder } from './nutrition-minisearch';

/** Energy counts as right within 20 % of the truth, or within 10 kcal for a drink of (nearly) none (water, black coffee). */
const energyRight = (got: number, truth: number) => Math.abs(got - truth) <= Math.max(0.2 * truth, 10);
const CARBS_WITHIN = 7.5;

export interface MealResult {
  meal: Meal;
  truth: NutrientValues;
  got: NutrientValues;
  items: { words: string; food: string | null; grams: number | null }[];
}

export interface Figures {
  name: string;
  meals: number;
  carbsRight: number;
  energyRight: number;
  items: number;
  itemsMatched: number;
  /** Lookup time per food description (ms): median and 95th percentile over the meals, warm. */
  p50: number;
  p95: number;
  /** The same median in CPU time (user + system): what a lookup costs when the machine is busy with other work. */
  cpuP50: number;
  results: MealResult[];
}

export interface FoodMatchingReport {
  /** Cold start: the table read and decoded, then the index built or read (ms). */
  tableMs: number;
  indexMs: number;
  /** CPU time (user + system) of the index build: what it costs on an idle core. */
  indexCpuMs: number;
  miniSearchBuildMs: number;
  ours: Figures;
  alternative: Figures;
}

const truthOf = (meal: Meal) => {
  const { byKey } = loadFoodTable();
  return sumNutrients(
    meal.foods.map(([key, grams]) => {
      const food = byKey.get(key);
      if (!food) throw new Error(`${meal.words}: ${key} is not in the table`);
      return nutrientsFor(food.per100g, grams);
    }),
  );
};

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
};

function figures(name: string, find: FoodFinder): Figures {
  for (const meal of MEALS.slice(0, 20)) matchMeal(meal.words, find); // warm-up
  const perItem: number[] = [];
  const perItemCpu: number[] = [];
  const results: MealResult[] = MEALS.map((meal) => {
    const start = performance.now();
    const cpu = process.cpuUsage();
    const parts = matchMeal(meal.words, find);
    const used = process.cpuUsage(cpu);
    perItem.push((performance.now() - start) / Math.max(1, parts.length));
    perItemCpu.push((used.user + used.system) / 1000 / Math.max(1, parts.length));
    return {
      meal,
      truth: truthOf(meal),
      got: sumNutrients(parts.map((p) => p.match?.nutrients ?? {})),
      items: parts.map((p) => ({
        words: p.words,
        food: p.match ? `${p.match.food.table}:${p.match.food.code} ${p.match.food.description}` : null,
        grams: p.match?.grams ?? null,
      })),
    };
  });
  const items = results.flatMap((r) => r.items);
  return {
    name,
    meals: results.length,
    carbsRight: results.filter((r) => Math.abs((r.got.carbs_g ?? 0) - (r.truth.carbs_g ?? 0)) <= CARBS_WITHIN).length,
    energyRight: results.filter((r) => energyRight(r.got.energy_kcal ?? 0, r.truth.energy_kcal ?? 0)).length,
    items: items.length,
    itemsMatched: items.filter((i) => i.food !== null).length,
    p50: percentile(perItem, 0.5),
    cpuP50: percentile(perItemCpu, 0.5),
    p95: percentile(perItem, 0.95),
    results,
  };
}

/** The evaluation, ours and MiniSearch's, with the cold start of the table and the index. */
export function evaluateFoodMatching(): FoodMatchingReport {
  let start = performance.now();
  const table = loadFoodTable();
  const tableMs = performance.now() - start;
  start = performance.now();
  const cpu = process.cpuUsage();
  foodIndex();
  const indexMs = performance.now() - start;
  const used = process.cpuUsage(cpu);
  const indexCpuMs = (used.user + used.system) / 1000;
  const mini = miniSearchFinder(table.foods);
  return {
    tableMs,
    indexMs,
    indexCpuMs,
    miniSearchBuildMs: mini.buildMs,
    ours: figures('own index', findFood),
    alternative: figures('MiniSearch', mini.find),
  };
}

const pct = (n: number, of: number) => `${((100 * n) / of).toFixed(1)} %`;

export function figureLines(f: Figures): string[] {
  return [
    `${f.name}: carbs within ${CARBS_WITHIN} g ${pct(f.carbsRight, f.meals)} (${f.carbsRight}/${f.meals}, target ≥ 70 %), energy within 20 % ${pct(f.energyRight, f.meals)} (target ≥ 60 %), food descriptions with numbers ${pct(f.itemsMatched, f.items)} (${f.itemsMatched}/${f.items}, target ≥ 98 %), lookup p50 ${f.p50.toFixed(3)} ms (CPU ${f.cpuP50.toFixed(3)} ms), p95 ${f.p95.toFixed(3)} ms per food (target p50 ≤ 1 ms)`,
  ];
}

/** The meals furthest from the truth (by carbs, then energy), so the next person sees where matching fails. */
export function worstMisses(f: Figures, count = 12): string[] {
  const miss = (r: MealResult) =>
    Math.abs((r.got.carbs_g ?? 0) - (r.truth.carbs_g ?? 0)) / CARBS_WITHIN +
    Math.abs((r.got.energy_kcal ?? 0) - (r.truth.energy_kcal ?? 0)) / Math.max(50, 0.2 * (r.truth.energy_kcal ?? 0));
  return [...f.results]
    .sort((a, b) => miss(b) - miss(a))
    .slice(0, count)
    .map(
      (r) =>
        `"${r.meal.words}": got ${r.got.energy_kcal ?? 0} kcal ${r.got.carbs_g ?? 0} g carbs, truth ${r.truth.energy_kcal ?? 0} kcal ${r.truth.carbs_g ?? 0} g; matched ${r.items
          .map((i) => `[${i.words} → ${i.food ?? 'no match'}${i.grams !== null ? `, ${i.grams} g` : ''}]`)
          .join(' ')}`,
    );
}

export function printFoodMatching(report: FoodMatchingReport) {
  console.log(
    `Food matching (${report.ours.meals} meals): table load ${report.tableMs.toFixed(0)} ms + index ${report.indexMs.toFixed(0)} ms (${report.indexCpuMs.toFixed(0)} ms of CPU) at cold start; MiniSearch index build ${report.miniSearchBuildMs.toFixed(0)} ms`,
  );
  for (const line of [...figureLines(report.ours), ...figureLines(report.alternative)]) console.log(`  ${line}`);
  const unmatched = report.ours.results.flatMap((r) => r.items.filter((i) => i.food === null).map((i) => `"${i.words}"`));
  console.log(`  Food descriptions without a match (own index): ${unmatched.join(', ') || 'none'}`);
  console.log('  Worst misses (own index):');
  for (const line of worstMisses(report.ours)) console.log(`    ${line}`);
}

if (require.main === module) printFoodMatching(evaluateFoodMatching());
