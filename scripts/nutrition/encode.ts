// The derived table as the bytes of the committed data file (docs/NUTRITION.md "The file"), in the layout
// functions/domain/nutrition/load-table.ts reads: the words as JSON, the numbers as 32-bit integers, so a cold start
// parses only the text (a JSON array of 300,000 numbers alone took longer than the whole budget). Same foods, same bytes.
import { NUTRIENT_NAMES } from '../../shared/nutrition';
import type { Food } from '../../functions/domain/nutrition/food';
import {
  FOOD_TABLE_FORMAT,
  FOOD_TABLE_MAGIC,
  GRAMS_SCALE,
  VALUE_SCALE,
  type FoodTableHeader,
} from '../../functions/domain/nutrition/load-table';
import { SOURCE_FILES, SourceError } from './sources';

/** `value × scale` as an exact 32-bit integer; a value that would not come back unchanged is refused. */
function scaled(value: number, scale: number, what: string): number {
  const n = Math.round(value * scale);
  if (n / scale !== value || n < 0 || n > 0x7fffffff) throw new SourceError(`${what}: ${value} does not fit the table's layout`);
  return n;
}

/** The file's bytes: magic, header length, header JSON (padded to 4 bytes), then the integer columns. */
export function encodeTable(foods: readonly Food[]): Buffer {
  const categories = [...new Set(foods.map((food) => food.category))].sort();
  const categoryAt = new Map(categories.map((name, i) => [name, i]));
  const portionWords = [...new Set(foods.flatMap((food) => food.portions.map((portion) => portion.words)))].sort();
  const wordAt = new Map(portionWords.map((words, i) => [words, i]));
  const header: FoodTableHeader = {
    format: FOOD_TABLE_FORMAT,
    sources: Object.fromEntries(Object.values(SOURCE_FILES).map((source) => [source.file, `sha256:${source.sha256}`])),
    nutrients: NUTRIENT_NAMES,
    categories,
    portionWords,
    counts: { fndds: foods.filter((food) => food.table === 'fndds').length, sr28: foods.filter((food) => food.table === 'sr28').length },
    codes: foods.map((food) => food.code),
    descriptions: foods.map((food) => food.description),
    synonyms: foods.map((food) => food.synonyms),
    categoryOf: foods.map((food) => categoryAt.get(food.category)!),
  };
  const order = [...foods.filter((food) => food.table === 'fndds'), ...foods.filter((food) => food.table === 'sr28')];
  if (order.some((food, i) => food !== foods[i])) throw new Error('encodeTable expects the FNDDS foods before the SR Legacy ones');

  const ints: number[] = [];
  for (const food of foods) {
    for (const name of NUTRIENT_NAMES) {
      const value = food.per100g[name];
      ints.push(value === undefined ? -1 : scaled(value, VALUE_SCALE, `${food.table} ${food.code} ${name}`));
    }
  }
  for (const food of foods) ints.push(food.defaultPortion ?? -1);
  let offset = 0;
  for (const food of foods) {
    ints.push(offset);
    offset += food.portions.length;
  }
  ints.push(offset);
  for (const food of foods) {
    for (const portion of food.portions)
      ints.push(wordAt.get(portion.words)!, scaled(portion.grams, GRAMS_SCALE, `${food.table} ${food.code} ${portion.words}`));
  }

  const json = Buffer.from(JSON.stringify(header), 'utf8');
  const start = FOOD_TABLE_MAGIC.length + 4;
  const padded = Math.ceil((start + json.length) / 4) * 4;
  const out = Buffer.alloc(padded + ints.length * 4);
  out.write(FOOD_TABLE_MAGIC, 0, 'latin1');
  out.writeUInt32LE(json.length, FOOD_TABLE_MAGIC.length);
  json.copy(out, start);
  ints.forEach((n, i) => out.writeInt32LE(n, padded + i * 4));
  return out;
}
