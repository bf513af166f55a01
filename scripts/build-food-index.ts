// `npm run build:nutrition` (after the table): writes the matcher's search index of the committed food table
// (functions/domain/nutrition/food-index.bin, docs/PERFORMANCE.md "Food matching"), so a cold start reads it
// instead of building it. The same table and word rules always give the same bytes.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { encodeIndex, FOOD_INDEX_FILE } from '../functions/domain/nutrition/index-file';
import { loadFoodTable } from '../functions/domain/nutrition/load-table';
import { buildIndex } from '../functions/domain/nutrition/search';

export const INDEX_OUTPUT = path.resolve(__dirname, '../functions/domain/nutrition', FOOD_INDEX_FILE);

if (require.main === module) {
  const bytes = encodeIndex(buildIndex(loadFoodTable().foods));
  writeFileSync(INDEX_OUTPUT, bytes);
  console.log(`Wrote ${path.relative(process.cwd(), INDEX_OUTPUT)}: ${(bytes.length / 1024).toFixed(0)} KB`);
}
