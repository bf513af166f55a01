// The search index of the food table (docs/PERFORMANCE.md "Food matching"): built from the table's words at build
// time (`npm run build:nutrition` runs scripts/build-food-index.ts after the table) and written beside the table as
// flat 32-bit arrays, so a cold start reads it in a few milliseconds instead of tokenising 15,500 foods (about
// 200 ms of CPU). A file that does not fit the table (other foods, other word rules) is ignored and the index is
// built from the words, so a stale file costs time, never a wrong match; a unit test keeps the committed one fresh.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Food } from './food';
import { loadFoodTable } from './load-table';
import { buildIndex, type FoodIndex } from './search';
import { IRREGULAR, STOP_WORDS, stem } from './words';

/** The index file's name, beside this module in the repository and beside index.js in a bundle. */
export const FOOD_INDEX_FILE = 'food-index.bin';

/** Bump when buildIndex changes what it writes (fields, head rules): an older file is then ignored. */
const INDEX_FORMAT = 1;

export const foodIndexPath = () => process.env.NUTRITION_INDEX_PATH || path.join(__dirname, FOOD_INDEX_FILE);

const ARRAYS = ['postingStart', 'postings', 'descriptionStart', 'descriptionTokens', 'headStart', 'headTokens'] as const;

/** FNV-1a of a text, as 8 hex digits. */
function hash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16).padStart(8, '0');
}

/** What the index was built from: the foods (count, codes' and descriptions' lengths) and the word rules. */
export function fingerprint(foods: readonly Food[]): string {
  let letters = 0;
  for (const food of foods) letters += food.description.length + food.code.length + food.synonyms.length;
  const rules = hash(JSON.stringify([[...STOP_WORDS], IRREGULAR, ['berries', 'eggs', 'dishes', 'bass', 'hummus'].map(stem)]));
  return `${INDEX_FORMAT}:${foods.length}:${letters}:${rules}`;
}

/** The index as bytes: a JSON header (fingerprint, vocabulary, array lengths), then the arrays, 4-byte aligned. */
export function encodeIndex(index: FoodIndex): Buffer {
  const header = Buffer.from(
    JSON.stringify({
      fingerprint: fingerprint(index.foods),
      vocabulary: index.vocabulary,
      lengths: ARRAYS.map((name) => index[name].length),
      generic: index.generic.length,
    }),
  );
  const padded = Math.ceil((4 + header.length) / 4) * 4;
  const parts: Buffer[] = [Buffer.alloc(4), header, Buffer.alloc(padded - 4 - header.length)];
  parts[0].writeUInt32LE(header.length);
  for (const name of ARRAYS) parts.push(Buffer.from(index[name].buffer, index[name].byteOffset, index[name].byteLength));
  parts.push(Buffer.from(index.generic));
  return Buffer.concat(parts);
}

/** The index read from bytes for these foods; null when the bytes were built from other foods or rules. */
export function decodeIndex(bytes: Buffer, foods: readonly Food[]): FoodIndex | null {
  const length = bytes.readUInt32LE(0);
  const header = JSON.parse(bytes.subarray(4, 4 + length).toString('utf8')) as {
    fingerprint: string;
    vocabulary: string[];
    lengths: number[];
    generic: number;
  };
  if (header.fingerprint !== fingerprint(foods)) return null;
  // One aligned copy of the arrays' bytes (a Buffer from readFileSync may start at any offset).
  let offset = Math.ceil((4 + length) / 4) * 4;
  const total = header.lengths.reduce((a, b) => a + b, 0) * 4;
  const ints = new Int32Array(total / 4);
  new Uint8Array(ints.buffer).set(bytes.subarray(offset, offset + total));
  const arrays: Int32Array[] = [];
  let at = 0;
  for (const n of header.lengths) {
    arrays.push(ints.subarray(at, at + n));
    at += n;
  }
  offset += total;
  const [postingStart, postings, descriptionStart, descriptionTokens, headStart, headTokens] = arrays;
  return {
    foods,
    vocabulary: header.vocabulary,
    ids: new Map(header.vocabulary.map((word, i) => [word, i])),
    postingStart,
    postings,
    descriptionStart,
    descriptionTokens,
    headStart,
    headTokens,
    generic: new Uint8Array(bytes.subarray(offset, offset + header.generic)),
  };
}

let cached: FoodIndex | undefined;

/** The index of loadFoodTable()'s foods: read from the file when it fits them, else built from their words. */
export function foodIndex(): FoodIndex {
  if (cached) return cached;
  const { foods } = loadFoodTable();
  const file = foodIndexPath();
  cached = (existsSync(file) ? decodeIndex(readFileSync(file), foods) : null) ?? buildIndex(foods);
  return cached;
}
