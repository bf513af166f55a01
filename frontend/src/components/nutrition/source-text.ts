// Where a saved food's numbers came from, in one short line for a table row: "USDA FNDDS 2017–2018 · 2 × 1 large
// (100 g)", "Your own numbers", or the no-match sentence. Without React, so a table cell can read it.
import { formatNumber, NO_MATCH_MESSAGE, TABLE_NAMES, type NutritionSource } from '@shared/nutrition';

/** The table's "Quantity not specified" (its default portion) as a person reads it. */
export const portionWords = (words: string) => (/^quantity not specified$/i.test(words.trim()) ? 'usual portion' : words);

export function nutritionSourceText(source: NutritionSource | null | undefined): string {
  if (!source) return '';
  if (source.edited) return 'Your own numbers';
  if (!source.matched) return NO_MATCH_MESSAGE;
  const table = source.table ? TABLE_NAMES[source.table] : '';
  const amount =
    source.portion && source.amount !== null
      ? `${formatNumber(source.amount)} × ${portionWords(source.portion)}`
      : portionWords(source.portion ?? '');
  const grams = source.grams !== null ? `${formatNumber(source.grams)} g` : '';
  const portion = amount && grams ? `${amount} (${grams})` : amount || grams;
  return [source.food, table, portion].filter(Boolean).join(' · ');
}
