// What the numbers add to an extraction (issue 22): the local provider's extraction of the evaluation's meal texts,
// alone and followed by withNutrition (split into foods, match, portion, numbers), timed in turn in one warm process.
// The table and the index are loaded before timing: their cold-start cost is "Food table" above.
import { withNutrition } from '../../functions/domain/nutrition/item-nutrition';
import { loadFoodTable } from '../../functions/domain/nutrition/load-table';
import { matchFood } from '../../functions/domain/nutrition';
import { localAi } from '../../functions/providers/ai/local';
import { MEALS } from './nutrition-meals';
import { ms, timePair } from './measure';

const NOW = new Date('2026-11-26T13:00:00Z');
const ZONE = 'America/New_York';

export async function measureNutritionExtraction() {
  loadFoodTable();
  matchFood('banana');
  const provider = localAi();
  const texts = MEALS.map((meal) => meal.words);
  let items = 0;
  const extractAll = async () => {
    for (const text of texts) await provider.extract({ text, zone: ZONE, now: NOW });
  };
  const extractWithNumbers = async () => {
    items = 0;
    for (const text of texts) items += withNutrition((await provider.extract({ text, zone: ZONE, now: NOW })).items).length;
  };
  const { a: without, b: withNumbers } = await timePair(15, extractAll, extractWithNumbers, 3);
  return { meals: texts.length, items, without, withNumbers };
}

export function nutritionExtractionReport(figures: Awaited<ReturnType<typeof measureNutritionExtraction>>): string[] {
  const per = (total: number) => ms(total / figures.meals);
  return [
    `  extraction, ${figures.meals} meal texts (local provider, warm)   without numbers p50 ${per(figures.without.p50)} a text` +
      `   with numbers p50 ${per(figures.withNumbers.p50)} a text (${figures.items} food items)` +
      `   ratio ${(figures.withNumbers.p50 / figures.without.p50).toFixed(2)}×`,
  ];
}
