// The food search (docs/NUTRITION.md "Matching"): an inverted index over the table's descriptions, synonyms and
// categories, built once per process, and a ranking that knows how the USDA tables write foods: the words before
// the first comma name the food ("Egg, whole, fried"), "NFS" / "NS as to" marks the generic food a person means
// when they say no more, and FNDDS (foods as eaten) comes before SR Legacy (ingredients). Measured against
// MiniSearch on the evaluation (test/bench/nutrition-eval.ts, docs/PERFORMANCE.md "Food matching").
import type { Food } from './food';
import { everydayWords, stem, STOP_WORDS, tokens, words } from './words';

/** Where a token sits in a food's text, strongest first. */
const HEAD = 4;
const DESCRIPTION = 3;
const SYNONYM = 2;
const CATEGORY = 1;
const WEIGHT = [0, 0.45, 0.7, 0.9, 1];

/** Description words that make a food special: a food carrying one the query does not say ranks lower. */
/** Description words that add nothing a person would have said ("Egg, whole, cooked" is what "eggs" means). */
const NEUTRAL = new Set(['cooked', 'plain', 'prepared', 'regular', 'whole']);

const SPECIAL = new Set([
  'baby',
  'infant',
  'toddler',
  'junior',
  'strained',
  'formula',
  'restaurant',
  'fast',
  'school',
  'frozen',
  'meal',
  'canned',
  'dry',
  'dried',
  'dehydrated',
  'powder',
  'mix',
  'diet',
  'light',
  'reduced',
  'low',
  'nonfat',
  'sugar',
  'free',
  'decaffeinated',
  'unprepared',
  'uncooked',
  'alaska',
  'native',
  'puerto',
  'rican',
  'mexican',
  'chinese',
  'sodium',
  'vitamin',
  'fortified',
  'imitation',
  'substitute',
  'flavored',
  'concentrate',
  'glazed',
  'fried',
  'stuffed',
  'island',
  'dressing',
  'nonalcoholic',
  'filling',
  'dinner',
  'extra',
  'herbal',
  'no',
  'added',
  'mashed',
  'syrup',
]);

/**
 * The index in flat arrays, so it can be written to a file at build time and read back in a few milliseconds
 * (index-file.ts): token ids are positions in the sorted vocabulary.
 */
export interface FoodIndex {
  foods: readonly Food[];
  /** The vocabulary sorted, for prefix search ("oat" → oat, oatmeal) and spelling. */
  vocabulary: string[];
  ids: Map<string, number>;
  /** Postings of token t: postings[postingStart[t] .. postingStart[t + 1]), each food id × 8 + its place (HEAD … CATEGORY). */
  postingStart: Int32Array;
  postings: Int32Array;
  /** Food f's description tokens without its "NS as to" parts: descriptionTokens[descriptionStart[f] .. [f + 1]). */
  descriptionStart: Int32Array;
  descriptionTokens: Int32Array;
  /** Food f's head tokens (before the first comma). */
  headStart: Int32Array;
  headTokens: Int32Array;
  /** 1 for the table's generic foods ("NFS", "NS as to"). */
  generic: Uint8Array;
}

/**
 * A description without its "NS as to …" and "NFS" parts, which say what the survey did not know rather than
 * what the food is: "Oatmeal, NS as to regular, quick, or instant, NS as to fat" → "Oatmeal".
 */
export function withoutUnspecified(description: string): string {
  const kept: string[] = [];
  let skipping = false;
  for (const part of description.split(',')) {
    const text = part.trim();
    if (/^(NS|NFS)\b/.test(text)) {
      skipping = true;
      continue;
    }
    if (skipping && text.split(' ').length <= 2) {
      if (text.startsWith('or ')) skipping = false;
      continue;
    }
    skipping = false;
    kept.push(text.replace(/\bNFS\b/, ''));
  }
  return kept.join(', ');
}

function post(postings: Map<string, number[]>, list: readonly string[], id: number, field: number) {
  for (const token of list) {
    let ids = postings.get(token);
    if (!ids) postings.set(token, (ids = []));
    // Fields are posted strongest first, so a token the food already holds keeps its stronger place.
    if (ids.length === 0 || ids[ids.length - 1] >> 3 !== id) ids.push(id * 8 + field);
  }
}

/**
 * The index of a table's foods, built from the words (at build time for index-file.ts, or when no index file
 * fits the table); synonyms and categories repeat a lot, so each distinct one is tokenised once.
 */
export function buildIndex(foods: readonly Food[]): FoodIndex {
  const byToken = new Map<string, number[]>();
  const cache = new Map<string, string[]>();
  const said: string[][] = [];
  const heads: string[][] = [];
  const generic = new Uint8Array(foods.length);
  for (let id = 0; id < foods.length; id++) {
    const food = foods[id];
    const text = food.description;
    const comma = text.indexOf(',');
    const head = comma < 0 ? text : text.slice(0, comma);
    const headTokens = tokens(head);
    // "Macaroni or noodles with cheese": a query naming the first of two alternatives names the head.
    const alternatives = head.includes(' or ') ? new Set(tokens(head.match(/ or ([\w'-]+)/g)!.join(' '))) : null;
    const headNeeded = alternatives ? headTokens.filter((t) => !alternatives.has(t)) : headTokens;
    const restTokens = comma < 0 ? [] : tokens(text.slice(comma + 1));
    generic[id] = text.includes('NS as to') || / NFS\b/.test(text) ? 1 : 0;
    said.push([...new Set(generic[id] ? tokens(withoutUnspecified(text)) : headTokens.concat(restTokens))]);
    heads.push(headNeeded);
    post(byToken, headTokens, id, HEAD);
    post(byToken, restTokens, id, DESCRIPTION);
    for (const synonym of food.synonyms) {
      let list = cache.get(synonym);
      if (!list) cache.set(synonym, (list = tokens(synonym)));
      post(byToken, list, id, SYNONYM);
    }
    let category = cache.get(food.category);
    if (!category) cache.set(food.category, (category = tokens(food.category)));
    post(byToken, category, id, CATEGORY);
  }
  const vocabulary = [...byToken.keys()].sort();
  const ids = new Map(vocabulary.map((word, i) => [word, i]));
  const flat = (lists: readonly (readonly number[])[]) => {
    const start = new Int32Array(lists.length + 1);
    let n = 0;
    lists.forEach((list, i) => {
      start[i] = n;
      n += list.length;
    });
    start[lists.length] = n;
    const values = new Int32Array(n);
    lists.forEach((list, i) => values.set(list, start[i]));
    return { start, values };
  };
  const postingLists = flat(vocabulary.map((word) => byToken.get(word)!));
  const descriptionLists = flat(said.map((list) => list.map((t) => ids.get(t)!)));
  const headLists = flat(heads.map((list) => list.map((t) => ids.get(t)!)));
  return {
    foods,
    vocabulary,
    ids,
    postingStart: postingLists.start,
    postings: postingLists.values,
    descriptionStart: descriptionLists.start,
    descriptionTokens: descriptionLists.values,
    headStart: headLists.start,
    headTokens: headLists.values,
    generic,
  };
}

const count = (index: FoodIndex, token: number) => index.postingStart[token + 1] - index.postingStart[token];

/** Vocabulary words starting with `prefix` (binary search over the sorted vocabulary). */
function withPrefix(index: FoodIndex, prefix: string, limit = 30): string[] {
  const list = index.vocabulary;
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (list[mid] < prefix) lo = mid + 1;
    else hi = mid;
  }
  const out: string[] = [];
  for (let i = lo; i < list.length && list[i].startsWith(prefix) && out.length < limit; i++) out.push(list[i]);
  return out;
}

function postingCount(index: FoodIndex, word: string): number {
  const id = index.ids.get(word);
  return id === undefined ? 0 : count(index, id);
}

/** Levenshtein distance, stopping early past `max`. */
function distance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      best = Math.min(best, row[j]);
    }
    if (best > max) return max + 1;
    prev = row;
  }
  return prev[b.length];
}

/** A word the table does not hold, spelled close to one it does ("bananna" → banana); undefined when none is. */
function corrected(index: FoodIndex, token: string): string | undefined {
  if (token.length < 6) return undefined;
  const max = token.length >= 9 ? 2 : 1;
  let best: string | undefined;
  let bestDistance = max + 1;
  let bestCount = 0;
  for (const word of withPrefix(index, token[0], 100_000)) {
    const d = distance(token, word, max);
    const count = postingCount(index, word);
    if (d < bestDistance || (d === bestDistance && count > bestCount)) {
      best = word;
      bestDistance = d;
      bestCount = count;
    }
  }
  return bestDistance <= max ? best : undefined;
}

/** The weight of an unfinished last word in the picker: about a common food word's rarity, whatever it completes to. */
const PREFIX_WEIGHT = 4;

const buffers = new WeakMap<FoodIndex, Float64Array>();

export interface Ranked {
  food: Food;
  /** Every word of the food's head (before its first comma) is in the query. */
  headCovered: boolean;
  /** Words of the food's description the query does not say. */
  extra: number;
  score: number;
  /** Share of the query's weight the food holds (0..1). */
  coverage: number;
}

/** The query's tokens: everyday names rewritten, stop words out, unknown words spelled right when close. */
export function queryTokens(index: FoodIndex, query: string): { tokens: string[]; unknown: string[]; corrected: string[] } {
  const out: string[] = [];
  const unknown: string[] = [];
  const fixedWords: string[] = [];
  for (const word of everydayWords(query)) {
    if (STOP_WORDS.has(word) || /^\d/.test(word)) continue;
    const token = stem(word);
    if (index.ids.has(token)) out.push(token);
    else {
      const fixed = corrected(index, token);
      if (fixed) {
        out.push(fixed);
        fixedWords.push(token);
      } else unknown.push(token);
    }
  }
  return { tokens: [...new Set(out)], unknown, corrected: fixedWords };
}

function idf(index: FoodIndex, token: number): number {
  return Math.log(1 + index.foods.length / (1 + count(index, token)));
}

/**
 * Foods ranked for a query: each query word weighs its rarity (idf) times where the food holds it (the head
 * of the description most, then the rest, synonyms, category); a food loses for words it says that the query
 * does not, and for special kinds (baby food, dry mix, fast food) the query did not ask for; a food whose head
 * the query names whole, FNDDS and the table's generic ("NFS") foods win. `prefix`: the last word may be the
 * start of a word (the picker: "oat" lists oat, oatmeal, oats).
 */
export function rank(index: FoodIndex, query: string, limit = 10, prefix = false): Ranked[] {
  const { tokens: found, unknown } = queryTokens(index, query);
  let exact = found.map((t) => index.ids.get(t)!);
  let starts: number[] = [];
  if (prefix) {
    // The picker: the last word may be unfinished ("chick" for chicken), so it and every word it begins weigh alike.
    const last = words(query).pop();
    if (last && !STOP_WORDS.has(last)) {
      starts = withPrefix(index, last, 12).map((t) => index.ids.get(t)!);
      const own = index.ids.get(stem(last));
      if (own !== undefined && !starts.includes(own)) starts.push(own);
      if (starts.length > 0) exact = exact.filter((t) => !starts.includes(t));
    }
  }
  if (exact.length === 0 && starts.length === 0) return [];
  // Unknown words count against every food: "zorblax pizza" is less surely pizza.
  let total = unknown.length * 1.5;
  // One buffer per index, zeroed again where it was written (allocating 15,500 numbers per query showed in p95).
  if (!buffers.has(index)) buffers.set(index, new Float64Array(index.foods.length));
  const scores = buffers.get(index)!;
  const touched: number[] = [];
  const add = (token: number, cap: boolean) => {
    const w = idf(index, token);
    for (let p = index.postingStart[token]; p < index.postingStart[token + 1]; p++) {
      const posting = index.postings[p];
      const id = posting >> 3;
      const gain = w * WEIGHT[posting & 7];
      if (scores[id] === 0) touched.push(id);
      scores[id] = cap ? Math.max(scores[id], gain) : scores[id] + gain;
    }
    return w;
  };
  for (const token of exact) total += add(token, false);
  if (starts.length > 0) {
    const prefixScores = new Float64Array(index.foods.length);
    const w = PREFIX_WEIGHT;
    const best = w;
    for (const token of starts) {
      for (let p = index.postingStart[token]; p < index.postingStart[token + 1]; p++) {
        const posting = index.postings[p];
        const id = posting >> 3;
        prefixScores[id] = Math.max(prefixScores[id], w * WEIGHT[posting & 7]);
      }
    }
    total += best;
    for (let id = 0; id < prefixScores.length; id++) {
      if (prefixScores[id] === 0) continue;
      if (scores[id] === 0) touched.push(id);
      scores[id] += prefixScores[id];
    }
  }
  const saidSet = new Set([...exact, ...starts]);
  const queryWords = new Set(everydayWords(query).map(stem));
  const out: Ranked[] = [];
  for (const id of touched) {
    const food = index.foods[id];
    const coverage = total > 0 ? scores[id] / total : 0;
    let extra = 0;
    let special = 0;
    for (let i = index.descriptionStart[id]; i < index.descriptionStart[id + 1]; i++) {
      const token = index.descriptionTokens[i];
      if (saidSet.has(token) || NEUTRAL.has(index.vocabulary[token])) continue;
      extra++;
      const word = index.vocabulary[token];
      if (SPECIAL.has(word) && !queryWords.has(word)) special++;
    }
    let headCovered = index.headStart[id + 1] > index.headStart[id];
    for (let i = index.headStart[id]; i < index.headStart[id + 1]; i++) if (!saidSet.has(index.headTokens[i])) headCovered = false;
    const score =
      coverage * 12 +
      (headCovered && coverage >= 0.95 ? 1 : 0) -
      Math.min(extra, 5) * 0.18 -
      Math.max(0, extra - 5) * 0.05 -
      special * 1 +
      (food.table === 'fndds' ? 0.6 : 0) +
      (index.generic[id] && special === 0 ? 0.5 : 0) +
      (food.defaultPortion !== null ? 0.1 : 0);
    out.push({ food, score, coverage, headCovered, extra });
  }
  for (const id of touched) scores[id] = 0;
  out.sort((a, b) => b.score - a.score || a.food.description.length - b.food.description.length);
  return out.slice(0, limit);
}
