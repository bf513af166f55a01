// `npm run build:nutrition [-- --from <dir>]`: derives the project's food table (functions/domain/nutrition/
// food-table.bin) from the USDA FNDDS 2017–2018 and SR Legacy 28 files (docs/NUTRITION.md "Rebuilding it"). The
// files' checksums must match the published ones; the same files always give the same bytes.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { FOOD_TABLE_FILE } from '../functions/domain/nutrition/load-table';
import { deriveFoods } from './nutrition/derive';
import { encodeTable } from './nutrition/encode';
import { DEFAULT_SOURCE_DIR, SourceError, sourcesPresent } from './nutrition/sources';

export const TABLE_OUTPUT = path.resolve(__dirname, '../functions/domain/nutrition', FOOD_TABLE_FILE);

/** The data file's bytes built from the USDA files in `dir`. */
export const buildTableBytes = (dir: string) => encodeTable(deriveFoods(dir));

function main() {
  const at = process.argv.indexOf('--from');
  const dir = path.resolve(at >= 0 && process.argv[at + 1] ? process.argv[at + 1] : DEFAULT_SOURCE_DIR);
  if (!sourcesPresent(dir)) {
    console.error(`No USDA nutrition files in ${dir}: give their directory with --from <dir> (docs/NUTRITION.md "Rebuilding it").`);
    process.exit(1);
  }
  try {
    const bytes = buildTableBytes(dir);
    writeFileSync(TABLE_OUTPUT, bytes);
    console.log(`Wrote ${path.relative(process.cwd(), TABLE_OUTPUT)}: ${(bytes.length / 1024).toFixed(0)} KB from ${dir}`);
  } catch (error) {
    if (!(error instanceof SourceError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

if (require.main === module) main();
