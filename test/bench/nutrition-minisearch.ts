// The alternative the food search was measured against (docs/PERFORMANCE.md "Food matching"): MiniSearch (BM25+
// with fuzzy terms) over the same descriptions, synonyms and categories, with the same words (stems, everyday
// names) and a boost for FNDDS, so only the ranking differs. Used by the evaluation only.
import MiniSearch from 'minisearch';
import type { Food } from '../../functions/domain/nutrition/food';
import type { FoodFinder } from '../../functions/domain/nutrition/index';
import { everydayWords, stem, STOP_WORDS, words } from '../../functions/domain/nutrition/words';

interface Doc {
  id: number;
  description: string;
  synonyms: string;
  category: string;
}

const tokenize = (text: string) => words(text);
const processTerm = (term: string) => (STOP_WORDS.has(term) ? null : stem(term));

/** A MiniSearch index of the foods and a finder over it (the least share of query words as the matcher's). */
export function miniSearchFinder(foods: readonly Food[]): { find: FoodFinder; buildMs: number } {
  const start = performance.now();
  const search = new MiniSearch<Doc>({ fields: ['description', 'synonyms', 'category'], tokenize, processTerm });
  search.addAll(
    foods.map((food, id) => ({ id, description: food.description, synonyms: food.synonyms.join(' ; '), category: food.category })),
  );
  const buildMs = performance.now() - start;
  const find: FoodFinder = (text) => {
    const query = everydayWords(text)
      .filter((w) => !STOP_WORDS.has(w))
      .join(' ');
    if (!query) return null;
    const terms = new Set(query.split(' ').map(stem));
    const options = {
      boost: { description: 3, synonyms: 1.5, category: 0.5 },
      fuzzy: 0.2,
      boostDocument: (id: unknown) => (foods[id as number].table === 'fndds' ? 1.5 : 1),
    };
    let [best] = search.search(query, { ...options, combineWith: 'AND' });
    best ??= search.search(query, { ...options, combineWith: 'OR' })[0];
    if (!best || best.terms.length < terms.size / 2) return null;
    return foods[best.id as number];
  };
  return { find, buildMs };
}
