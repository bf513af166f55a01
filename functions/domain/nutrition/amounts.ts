// The amount reader (docs/NUTRITION.md "Amounts"): what a person said about how much ("2 eggs", "half an avocado",
// "a cup of", "150 g", "a 12 oz latte", "a bottle (500 ml)") read into a count, a household measure, a size or a
// metric quantity, and the words left for the food. Pure: it knows no table; portion.ts picks a food's portion.
import { ONE_TO_TWELVE, TENS } from '../../../shared/number-words';

/** Household measures, each under its one name (synonyms map onto it in MEASURE_WORDS). */
export type Measure =
  | 'cup'
  | 'tbsp'
  | 'tsp'
  | 'slice'
  | 'piece'
  | 'bowl'
  | 'handful'
  | 'glass'
  | 'mug'
  | 'can'
  | 'bottle'
  | 'pint'
  | 'shot'
  | 'scoop'
  | 'serving'
  | 'plate'
  | 'packet'
  | 'bar'
  | 'stick'
  | 'clove'
  | 'leaf'
  | 'strip'
  | 'link'
  | 'patty'
  | 'fillet'
  | 'wedge'
  | 'stalk'
  | 'sandwich'
  | 'pinch'
  | 'splash'
  | 'dollop'
  | 'carton';

export type Size = 'small' | 'medium' | 'large' | 'extra large';

/** A metric or US quantity the person named: a mass in grams or a volume in ml (and whether it was said in fl oz). */
export type Quantity = { kind: 'mass'; grams: number; words: string } | { kind: 'volume'; ml: number; words: string; flOz?: number };

export interface Amount {
  /** How many of the measure (or of the food); null when no count was said. */
  count: number | null;
  measure: Measure | null;
  size: Size | null;
  quantity: Quantity | null;
  /** "oz" said without "fl": a mass for a solid, a volume for a drink (portion.ts decides with the food). */
  ambiguousOz: number | null;
  /** The words that name the food once the amount is taken out ("eggs", "latte"). */
  food: string;
}

export const ML_PER_FL_OZ = 29.5735;
export const GRAMS_PER_OZ = 28.3495;
export const GRAMS_PER_LB = 453.592;

const NUMBER_WORDS: Record<string, number> = {
  a: 1,
  an: 1,
  single: 1,
  ...ONE_TO_TWELVE,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  ...TENS,
  dozen: 12,
  couple: 2,
  pair: 2,
  few: 3,
  several: 3,
  half: 0.5,
  quarter: 0.25,
  third: 1 / 3,
  both: 2,
  double: 2,
  triple: 3,
};

const FRACTIONS: Record<string, string> = { '½': '1/2', '¼': '1/4', '¾': '3/4', '⅓': '1/3', '⅔': '2/3', '⅛': '1/8' };

const MEASURE_WORDS: Record<string, Measure> = {
  cup: 'cup',
  cups: 'cup',
  c: 'cup',
  tablespoon: 'tbsp',
  tablespoons: 'tbsp',
  tbsp: 'tbsp',
  tbs: 'tbsp',
  tbl: 'tbsp',
  spoon: 'tbsp',
  spoons: 'tbsp',
  spoonful: 'tbsp',
  spoonfuls: 'tbsp',
  teaspoon: 'tsp',
  teaspoons: 'tsp',
  tsp: 'tsp',
  teaspoonful: 'tsp',
  slice: 'slice',
  slices: 'slice',
  piece: 'piece',
  pieces: 'piece',
  pc: 'piece',
  pcs: 'piece',
  bowl: 'bowl',
  bowls: 'bowl',
  bowlful: 'bowl',
  handful: 'handful',
  handfuls: 'handful',
  glass: 'glass',
  glasses: 'glass',
  mug: 'mug',
  mugs: 'mug',
  can: 'can',
  cans: 'can',
  tin: 'can',
  bottle: 'bottle',
  bottles: 'bottle',
  pint: 'pint',
  pints: 'pint',
  shot: 'shot',
  shots: 'shot',
  scoop: 'scoop',
  scoops: 'scoop',
  serving: 'serving',
  servings: 'serving',
  portion: 'serving',
  portions: 'serving',
  helping: 'serving',
  plate: 'plate',
  plates: 'plate',
  plateful: 'plate',
  packet: 'packet',
  packets: 'packet',
  pack: 'packet',
  packs: 'packet',
  bag: 'packet',
  bags: 'packet',
  sachet: 'packet',
  bar: 'bar',
  bars: 'bar',
  stick: 'stick',
  sticks: 'stick',
  clove: 'clove',
  cloves: 'clove',
  leaf: 'leaf',
  leaves: 'leaf',
  strip: 'strip',
  strips: 'strip',
  rasher: 'strip',
  rashers: 'strip',
  link: 'link',
  links: 'link',
  patty: 'patty',
  patties: 'patty',
  fillet: 'fillet',
  fillets: 'fillet',
  wedge: 'wedge',
  wedges: 'wedge',
  stalk: 'stalk',
  stalks: 'stalk',
  pinch: 'pinch',
  splash: 'splash',
  dash: 'splash',
  dollop: 'dollop',
  carton: 'carton',
  cartons: 'carton',
  box: 'carton',
  container: 'carton',
  containers: 'carton',
  tub: 'carton',
  pot: 'carton',
};

const SIZE_WORDS: Record<string, Size> = {
  small: 'small',
  little: 'small',
  mini: 'small',
  medium: 'medium',
  regular: 'medium',
  normal: 'medium',
  average: 'medium',
  large: 'large',
  big: 'large',
  thick: 'large',
  thin: 'small',
  huge: 'extra large',
  jumbo: 'extra large',
  xl: 'extra large',
};

/** Coffee-shop cup names as fluid ounces (hot drinks; the common chains' sizes). */
export const CUP_SIZES_FL_OZ: Record<string, number> = { short: 8, tall: 12, grande: 16, venti: 20, trenta: 30 };

type Unit = { kind: 'mass'; grams: number } | { kind: 'volume'; ml: number; flOz?: boolean } | { kind: 'oz' };
const UNITS: Record<string, Unit> = {
  g: { kind: 'mass', grams: 1 },
  gr: { kind: 'mass', grams: 1 },
  gram: { kind: 'mass', grams: 1 },
  grams: { kind: 'mass', grams: 1 },
  gramme: { kind: 'mass', grams: 1 },
  grammes: { kind: 'mass', grams: 1 },
  kg: { kind: 'mass', grams: 1000 },
  kgs: { kind: 'mass', grams: 1000 },
  kilo: { kind: 'mass', grams: 1000 },
  kilos: { kind: 'mass', grams: 1000 },
  kilogram: { kind: 'mass', grams: 1000 },
  kilograms: { kind: 'mass', grams: 1000 },
  lb: { kind: 'mass', grams: GRAMS_PER_LB },
  lbs: { kind: 'mass', grams: GRAMS_PER_LB },
  pound: { kind: 'mass', grams: GRAMS_PER_LB },
  pounds: { kind: 'mass', grams: GRAMS_PER_LB },
  oz: { kind: 'oz' },
  ounce: { kind: 'oz' },
  ounces: { kind: 'oz' },
  ml: { kind: 'volume', ml: 1 },
  millilitre: { kind: 'volume', ml: 1 },
  milliliter: { kind: 'volume', ml: 1 },
  millilitres: { kind: 'volume', ml: 1 },
  milliliters: { kind: 'volume', ml: 1 },
  cl: { kind: 'volume', ml: 10 },
  centilitre: { kind: 'volume', ml: 10 },
  centiliter: { kind: 'volume', ml: 10 },
  dl: { kind: 'volume', ml: 100 },
  l: { kind: 'volume', ml: 1000 },
  litre: { kind: 'volume', ml: 1000 },
  liter: { kind: 'volume', ml: 1000 },
  litres: { kind: 'volume', ml: 1000 },
  liters: { kind: 'volume', ml: 1000 },
  floz: { kind: 'volume', ml: ML_PER_FL_OZ, flOz: true },
};

const round = (n: number, places = 3) => Math.round(n * 10 ** places) / 10 ** places;

/** Lower case, unicode fractions spelled out, "150g" → "150 g", "fl. oz" → "floz", punctuation to spaces. */
export function normalise(words: string): string {
  let text = words.toLowerCase();
  for (const [glyph, spelled] of Object.entries(FRACTIONS)) text = text.replaceAll(glyph, ` ${spelled}`);
  return text
    .replace(/[’']/g, "'")
    .replace(/\bfl\.?\s*oz\.?/g, ' floz ')
    .replace(/\bfluid\s+ounces?\b/g, ' floz ')
    .replace(/(\d)\s*-\s*(oz|ounce|g|ml|inch)\b/g, '$1 $2')
    .replace(/(\d)([a-z])/g, '$1 $2')
    .replace(/(\d),(\d{3})\b/g, '$1$2')
    .replace(/[^a-z0-9./' ]+/g, ' ')
    .replace(/(^|\s)\.(?=\s|$)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function numberOf(token: string | undefined): number | null {
  if (token === undefined) return null;
  if (/^\d+(\.\d+)?$/.test(token) || /^\.\d+$/.test(token)) return Number(token);
  const fraction = /^(\d+)\/(\d+)$/.exec(token);
  if (fraction) return Number(fraction[2]) > 0 ? Number(fraction[1]) / Number(fraction[2]) : null;
  const x = /^x(\d+)$/.exec(token) ?? /^(\d+)x$/.exec(token);
  if (x) return Number(x[1]);
  return null;
}

/**
 * Reads a count at the start of the tokens: "2", "1 1/2", "1.5", "two and a half", "a couple of", "half a",
 * "a dozen", "three quarters of". Returns the count and how many tokens it used.
 */
function readCount(tokens: string[], at: number): { count: number; used: number } | null {
  let i = at;
  let count: number | null = null;
  const first = tokens[i];
  const n = numberOf(first);
  if (n !== null) {
    count = n;
    i++;
    const next = numberOf(tokens[i]);
    if (next !== null && next < 1 && /\//.test(tokens[i] ?? '')) {
      count += next; // "1 1/2"
      i++;
    }
  } else if (first !== undefined && first in NUMBER_WORDS) {
    const word = first;
    count = NUMBER_WORDS[word];
    i++;
    // "a half", "a quarter", "a couple", "a dozen", "a few", "an extra large" is not a number.
    if (
      (word === 'a' || word === 'an' || word === 'one') &&
      tokens[i] &&
      ['half', 'quarter', 'third', 'couple', 'dozen', 'few', 'pair'].includes(tokens[i])
    ) {
      count = NUMBER_WORDS[tokens[i]] * (word === 'one' && tokens[i] !== 'couple' && tokens[i] !== 'few' ? 1 : 1);
      i++;
    }
    // "twenty five"
    if (
      count >= 20 &&
      count < 100 &&
      tokens[i] &&
      NUMBER_WORDS[tokens[i]] !== undefined &&
      NUMBER_WORDS[tokens[i]] < 10 &&
      NUMBER_WORDS[tokens[i]] >= 1 &&
      tokens[i] !== 'a' &&
      tokens[i] !== 'an'
    ) {
      count += NUMBER_WORDS[tokens[i]];
      i++;
    }
  } else {
    return null;
  }
  // "three quarters", "two thirds", "half a dozen"
  if (tokens[i] === 'quarters' || tokens[i] === 'quarter') {
    count = count * 0.25;
    i++;
  } else if (tokens[i] === 'thirds' || tokens[i] === 'third') {
    count = count / 3;
    i++;
  } else if (tokens[i] === 'half' && count >= 1) {
    // "one half", handled as 0.5 × one
    count = count * 0.5;
    i++;
  }
  if ((tokens[i] === 'a' || tokens[i] === 'an') && tokens[i + 1] === 'dozen') {
    count *= 12;
    i += 2;
  } else if (tokens[i] === 'dozen') {
    count *= 12;
    i++;
  }
  // "half a" / "half of a" / "three quarters of a": the article belongs to the fraction.
  if (count < 1 && tokens[i] === 'of' && (tokens[i + 1] === 'a' || tokens[i + 1] === 'an')) i++;
  if (count < 1 && (tokens[i] === 'a' || tokens[i] === 'an')) i++;
  // "two and a half", "2 and 1/2"
  if (tokens[i] === 'and' && (tokens[i + 1] === 'a' || tokens[i + 1] === 'one') && tokens[i + 2] === 'half') {
    count += 0.5;
    i += 3;
  } else if (tokens[i] === 'and' && numberOf(tokens[i + 1]) !== null && numberOf(tokens[i + 1])! < 1) {
    count += numberOf(tokens[i + 1])!;
    i += 2;
  }
  if (tokens[i] === 'x' || tokens[i] === '×') i++;
  return { count, used: i - at };
}

function readUnit(
  tokens: string[],
  at: number,
  count: number,
): { quantity: Quantity | null; ambiguousOz: number | null; used: number } | null {
  const word = tokens[at];
  if (word === undefined) return null;
  const unit = UNITS[word];
  if (!unit) return null;
  // A lone "l" or "c" or "g" after a number only ("a g" is nothing).
  const said = `${round(count, 2)} ${word}`;
  if (unit.kind === 'mass')
    return { quantity: { kind: 'mass', grams: round(count * unit.grams), words: said }, ambiguousOz: null, used: 1 };
  if (unit.kind === 'volume') {
    return {
      quantity: {
        kind: 'volume',
        ml: round(count * unit.ml),
        words: unit.flOz ? `${round(count, 2)} fl oz` : said,
        ...(unit.flOz ? { flOz: count } : {}),
      },
      ambiguousOz: null,
      used: 1,
    };
  }
  return { quantity: null, ambiguousOz: count, used: 1 };
}

/** "(500 ml)", "500ml", "(16.9 fl oz)" anywhere in the words: the stated size of a bottle, can or glass. */
function statedSize(tokens: string[]): { quantity: Quantity | null; ambiguousOz: number | null; start: number; end: number } | null {
  for (let i = 0; i < tokens.length - 1; i++) {
    const n = numberOf(tokens[i]);
    if (n === null) continue;
    const unit = readUnit(tokens, i + 1, n);
    if (unit) return { ...unit, start: i, end: i + 1 + unit.used };
  }
  return null;
}

const FILLERS = new Set([
  'of',
  'some',
  'about',
  'around',
  'approx',
  'approximately',
  'roughly',
  'like',
  'maybe',
  'just',
  'the',
  'my',
  'full',
  'whole',
  'more',
  'another',
  'extra',
  'ate',
  'had',
  'drank',
  'i',
  'for',
]);

/** Reads the amount out of a food's words; the rest names the food. */
export function readAmount(words: string): Amount {
  const tokens = normalise(words).split(' ').filter(Boolean);
  let count: number | null = null;
  let measure: Measure | null = null;
  let size: Size | null = null;
  let quantity: Quantity | null = null;
  let ambiguousOz: number | null = null;
  const rest: string[] = [];

  let i = 0;
  // Leading fillers: "about 2 cups", "some rice", "i had".
  while (i < tokens.length && FILLERS.has(tokens[i]) && tokens[i] !== 'whole' && tokens[i] !== 'extra') i++;
  const leading = readCount(tokens, i);
  if (leading && !(tokens[i] === 'a' && !tokens[i + 1])) {
    count = leading.count;
    i += leading.used;
  }
  // After the count, in any order: fillers, a size, a unit with its number, a measure, "of".
  for (let guard = 0; guard < 6 && i < tokens.length; guard++) {
    const token = tokens[i];
    if (count !== null && !quantity && ambiguousOz === null) {
      const unit = readUnit(tokens, i, count);
      if (unit) {
        quantity = unit.quantity;
        ambiguousOz = unit.ambiguousOz;
        i += unit.used;
        continue;
      }
    }
    // "a 12 oz latte", "a 500 ml bottle of": a number after the article.
    const inner = numberOf(token);
    if (inner !== null && !quantity && ambiguousOz === null) {
      const unit = readUnit(tokens, i + 1, inner);
      if (unit) {
        quantity = unit.quantity;
        ambiguousOz = unit.ambiguousOz;
        i += 1 + unit.used;
        continue;
      }
    }
    if (token === 'extra' && tokens[i + 1] === 'large') {
      size = 'extra large';
      i += 2;
      continue;
    }
    if (SIZE_WORDS[token] && !size) {
      size = SIZE_WORDS[token];
      i++;
      continue;
    }
    if (CUP_SIZES_FL_OZ[token] !== undefined && !quantity) {
      quantity = {
        kind: 'volume',
        ml: round(CUP_SIZES_FL_OZ[token] * ML_PER_FL_OZ),
        words: `${token} (${CUP_SIZES_FL_OZ[token]} fl oz)`,
        flOz: CUP_SIZES_FL_OZ[token],
      };
      i++;
      continue;
    }
    if (MEASURE_WORDS[token] && !measure && !(token === 'c' && count === null) && !quantity) {
      // "a can of", "2 slices", "bar" only as a measure when a count came first or "of" follows.
      const next = tokens[i + 1];
      const isMeasure = count !== null || next === 'of' || next === undefined ? true : false;
      if (isMeasure && !(next === undefined && count === null)) {
        measure = MEASURE_WORDS[token];
        i++;
        if (tokens[i] === 'and' && tokens[i + 1] === 'a' && tokens[i + 2] === 'half') {
          count = (count ?? 1) + 0.5;
          i += 3;
        }
        continue;
      }
    }
    if (token === 'of' || token === 'full' || (FILLERS.has(token) && count !== null && token !== 'whole')) {
      i++;
      continue;
    }
    break;
  }
  for (; i < tokens.length; i++) rest.push(tokens[i]);

  // A quantity said after the food: "rice 150 g", "coke (500 ml)", "coffee, 2 cups".
  if (!quantity && ambiguousOz === null) {
    const stated = statedSize(rest);
    if (stated) {
      quantity = stated.quantity;
      ambiguousOz = stated.ambiguousOz;
      rest.splice(stated.start, stated.end - stated.start);
    }
  }
  if (!measure && rest.length >= 2) {
    // "coffee 2 cups", "pizza, 2 slices"
    for (let j = 1; j < rest.length; j++) {
      const trailing = readCount(rest, j);
      const m = trailing ? MEASURE_WORDS[rest[j + trailing.used]] : undefined;
      if (trailing && m && numberOf(rest[j]) !== null) {
        count = trailing.count;
        measure = m;
        rest.splice(j, trailing.used + 1);
        break;
      }
    }
  }
  // A measure after the food: "a pizza slice", "a cake piece", "a soup bowl".
  const tail = rest[rest.length - 1];
  if (
    !measure &&
    rest.length >= 2 &&
    tail &&
    ['slice', 'slices', 'piece', 'pieces', 'bowl', 'glass', 'mug', 'can', 'bottle'].includes(tail)
  ) {
    measure = MEASURE_WORDS[tail];
    rest.pop();
  }
  // Trailing "x2", "2x", "times 2".
  const last = rest[rest.length - 1];
  if (last && /^(x\d+|\d+x)$/.test(last) && count === null) {
    count = numberOf(last);
    rest.pop();
  }
  const food = rest
    .filter((t) => !['of', 'some'].includes(t))
    .join(' ')
    .replace(/\b(with|and|in|on)$/, '')
    .trim();
  return { count, measure, size, quantity, ambiguousOz, food };
}
