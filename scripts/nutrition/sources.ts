// The USDA files the food table is derived from (docs/NUTRITION.md "The data"): where they are, the checksums they
// must have, and readers for their two formats — FNDDS's CSV (a byte-order mark, two title lines, header cells with
// line breaks; csv-parse reads it) and SR Legacy's `^`-separated, `~`-quoted text.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { parse } from 'csv-parse/sync';

/**
 * The first 16 hex digits of the sha256 of each uncompressed file, as the data's README publishes them. A file
 * that differs is refused: the committed table must come from the published tables, unchanged.
 */
export const SOURCE_FILES = {
  fnddsFoods: { file: 'usda-fndds-2017-2018/foods-and-beverages.csv.gz', sha256: '1ad3b73bd391e50a' },
  fnddsNutrients: { file: 'usda-fndds-2017-2018/nutrient-values.csv.gz', sha256: '1956467947061052' },
  fnddsPortions: { file: 'usda-fndds-2017-2018/portions-and-weights.csv.gz', sha256: '72986276c02b7a71' },
  srGroups: { file: 'usda-sr28/FD_GROUP.txt.gz', sha256: '1f497ae6b4b01279' },
  srFoods: { file: 'usda-sr28/FOOD_DES.txt.gz', sha256: 'a0b39f3ac21703c7' },
  srNutrientDefs: { file: 'usda-sr28/NUTR_DEF.txt.gz', sha256: 'fa0c3bef08d2dbd6' },
  srNutrients: { file: 'usda-sr28/NUT_DATA.txt.gz', sha256: '8b86e1d65bfa581e' },
  srWeights: { file: 'usda-sr28/WEIGHT.txt.gz', sha256: '98484d7e26b38034' },
} as const;
export type SourceName = keyof typeof SOURCE_FILES;

/** The default source directory: the data beside the repository (a fresh clone has none; the table is committed). */
export const DEFAULT_SOURCE_DIR = path.resolve(__dirname, '../../../shared/data/nutrition');

export class SourceError extends Error {}

/** True when every source file is in `dir`. */
export const sourcesPresent = (dir: string) => Object.values(SOURCE_FILES).every((source) => existsSync(path.join(dir, source.file)));

/** One source file, uncompressed, after its checksum is checked. */
export function readSource(dir: string, name: SourceName): string {
  const { file, sha256 } = SOURCE_FILES[name];
  const full = path.join(dir, file);
  if (!existsSync(full)) throw new SourceError(`Missing source file ${full} (give the USDA data directory with --from <dir>)`);
  const bytes = gunzipSync(readFileSync(full));
  const actual = createHash('sha256').update(bytes).digest('hex').slice(0, 16);
  if (actual !== sha256) {
    throw new SourceError(`${file} has sha256 ${actual}…, not the published ${sha256}…: refusing to build from a changed file`);
  }
  return bytes.toString(name.startsWith('fndds') ? 'utf8' : 'latin1');
}

/** A header cell with its line breaks and runs of spaces made one space ("Sugars, total\n(g)" → "Sugars, total (g)"). */
export const headerName = (cell: string) => cell.replace(/\s+/g, ' ').trim();

/** An FNDDS CSV file as records keyed by header name: the title lines before the header row are skipped. */
export function fnddsRows(text: string): Record<string, string>[] {
  const rows: string[][] = parse(text, { bom: true, relax_column_count: true });
  const headerAt = rows.findIndex((row) => row[0] === 'Food code');
  if (headerAt < 0) throw new SourceError('An FNDDS file without its "Food code" header row');
  const header = rows[headerAt].map(headerName);
  return rows.slice(headerAt + 1).map((row) => Object.fromEntries(header.map((name, i) => [name, (row[i] ?? '').trim()])));
}

/** An SR Legacy file as rows of fields: `^` between fields, `~` around text, CRLF line ends. */
export function srRows(text: string): string[][] {
  return text
    .split(/\r?\n/)
    .filter((line) => line.length > 0)
    .map((line) =>
      line.split('^').map((field) => (field.startsWith('~') && field.endsWith('~') && field.length >= 2 ? field.slice(1, -1) : field)),
    );
}
