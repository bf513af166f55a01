// The project's food table (docs/NUTRITION.md "The data"), read once from the data file beside this module:
// scripts/build-nutrition.ts derives it from the USDA tables, and the CDK copies it beside each bundle that matches foods
// (cdk/bundling.ts), so it is never part of the JavaScript and only a process that matches food reads it.
import { readFileSync } from 'node:fs';
import { endianness } from 'node:os';
import path from 'node:path';
import { NUTRIENTS, type NutrientName, type NutrientValues } from '../../../shared/nutrition';
import { foodKey, type Food, type FoodTableName, type Portion } from './food';

/** The data file's name, beside this module in the repository and beside index.js in a bundle. */
export const FOOD_TABLE_FILE = 'food-table.bin';
/** The file's first bytes, then the layout's version: a loader refuses another file or layout. */
export const FOOD_TABLE_MAGIC = 'FOODTBL\n';
export const FOOD_TABLE_FORMAT = 2;
/** Nutrient values are stored × 1000 (the sources give at most 3 decimals), portion grams × 100 (at most 2). */
export const VALUE_SCALE = 1000;
export const GRAMS_SCALE = 100;

/**
 * The file's JSON header. After it, padded to 4 bytes, little-endian 32-bit integers: each food's nutrients in
 * `nutrients` order (× VALUE_SCALE, -1 = the source gives none), each food's default portion (-1 = none), the
 * portion offsets (one per food and an end), then each portion as [index into portionWords, grams × GRAMS_SCALE].
 */
export interface FoodTableHeader {
  format: number;
  /** Each source file with the first 16 hex digits of its sha256. */
  sources: Record<string, string>;
  nutrients: readonly string[];
  categories: string[];
  portionWords: string[];
  /** The FNDDS foods come first, then the SR Legacy ones. */
  counts: { fndds: number; sr28: number };
  /** One column per field, a food at the same index in each (parallel arrays parse faster than one array per food). */
  codes: string[];
  descriptions: string[];
  synonyms: string[][];
  /** Index into categories. */
  categoryOf: number[];
}

export interface FoodTable {
  foods: Food[];
  byKey: Map<string, Food>;
}

interface Columns {
  names: (NutrientName | undefined)[];
  width: number;
  ints: Int32Array;
  offsetsAt: number;
  portionsAt: number;
  portionWords: string[];
}

/**
 * A food of the file. Its nutrients and portions are built from the integers when first read, then kept: a search
 * reads the words of all 15,000 foods but the numbers of a few, and building every food's numbers up front took
 * most of a cold start's budget. They are getters of the class, so `{ ...food }` and Object.keys do not see them:
 * name the fields you copy (JSON.stringify does see them, through toJSON).
 */
class TableFood implements Food {
  #columns: Columns;
  #index: number;
  #per100g: NutrientValues | undefined;
  #portions: Portion[] | undefined;

  constructor(
    columns: Columns,
    index: number,
    readonly table: FoodTableName,
    readonly code: string,
    readonly description: string,
    readonly synonyms: string[],
    readonly category: string,
    readonly defaultPortion: number | null,
  ) {
    this.#columns = columns;
    this.#index = index;
  }

  get per100g(): NutrientValues {
    if (this.#per100g) return this.#per100g;
    const { names, width, ints } = this.#columns;
    const values: NutrientValues = {};
    for (let n = 0; n < width; n++) {
      const value = ints[this.#index * width + n];
      if (value >= 0 && names[n] !== undefined) values[names[n]!] = value / VALUE_SCALE;
    }
    return (this.#per100g = values);
  }

  get portions(): Portion[] {
    if (this.#portions) return this.#portions;
    const { ints, offsetsAt, portionsAt, portionWords } = this.#columns;
    const list: Portion[] = [];
    for (let p = ints[offsetsAt + this.#index]; p < ints[offsetsAt + this.#index + 1]; p++) {
      list.push({ words: portionWords[ints[portionsAt + p * 2]], grams: ints[portionsAt + p * 2 + 1] / GRAMS_SCALE });
    }
    return (this.#portions = list);
  }

  toJSON(): Food {
    const { table, code, description, synonyms, category, per100g, portions, defaultPortion } = this;
    return { table, code, description, synonyms, category, per100g, portions, defaultPortion };
  }
}

let cached: FoodTable | undefined;

/** The path read: NUTRITION_TABLE_PATH when set (tests, tools), else the file beside this module. */
export const foodTablePath = () => process.env.NUTRITION_TABLE_PATH || path.join(__dirname, FOOD_TABLE_FILE);

/** The foods of a data file's bytes. */
export function decodeTable(bytes: Buffer): FoodTable {
  if (bytes.toString('latin1', 0, FOOD_TABLE_MAGIC.length) !== FOOD_TABLE_MAGIC) throw new Error('Not a food table file');
  // The integers are little-endian, as on every Lambda architecture (x86_64, arm64) and every machine the project runs on.
  if (endianness() !== 'LE') throw new Error('The food table is read on little-endian machines only');
  const start = FOOD_TABLE_MAGIC.length + 4;
  const jsonLength = bytes.readUInt32LE(FOOD_TABLE_MAGIC.length);
  const header = JSON.parse(bytes.toString('utf8', start, start + jsonLength)) as FoodTableHeader;
  if (header.format !== FOOD_TABLE_FORMAT)
    throw new Error(`The food table is format ${header.format}; this code reads ${FOOD_TABLE_FORMAT}`);
  const count = header.codes.length;
  const names = header.nutrients.map((name) => (name in NUTRIENTS ? (name as NutrientName) : undefined));
  const width = names.length;
  // One copy of the integer columns into an aligned array: reading them one by one from the Buffer costs more.
  const intsAt = bytes.byteOffset + Math.ceil((start + jsonLength) / 4) * 4;
  const ints = new Int32Array(bytes.buffer.slice(intsAt, bytes.byteOffset + bytes.length));
  const defaultsAt = count * width;
  const offsetsAt = defaultsAt + count;
  const portionsAt = offsetsAt + count + 1;

  const columns: Columns = { names, width, ints, offsetsAt, portionsAt, portionWords: header.portionWords };
  const foods: Food[] = new Array(count);
  const byKey = new Map<string, Food>();
  for (let f = 0; f < count; f++) {
    const code = header.codes[f];
    const defaultPortion = ints[defaultsAt + f];
    const table = f < header.counts.fndds ? 'fndds' : 'sr28';
    const food = new TableFood(
      columns,
      f,
      table,
      code,
      header.descriptions[f],
      header.synonyms[f],
      header.categories[header.categoryOf[f]],
      defaultPortion >= 0 ? defaultPortion : null,
    );
    foods[f] = food;
    byKey.set(foodKey(table, code), food);
  }
  return { foods, byKey };
}

/** The food table, read and decoded at the first call and kept for the life of the process (the Lambda's container). */
export function loadFoodTable(): FoodTable {
  cached ??= decodeTable(readFileSync(foodTablePath()));
  return cached;
}
