// The search index of the food table, once per process (docs/PERFORMANCE.md "Food matching"): built from the
// table's words at the first search.
import { loadFoodTable } from './load-table';
import { buildIndex, type FoodIndex } from './search';

let cached: FoodIndex | undefined;

/** The index of loadFoodTable()'s foods. */
export function foodIndex(): FoodIndex {
  cached ??= buildIndex(loadFoodTable().foods);
  return cached;
}
