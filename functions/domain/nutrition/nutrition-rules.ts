// When a food entry's numbers are (re)computed (docs/LOGS.md "Nutrition", docs/NUTRITION.md "When you change it"),
// written once and used by every path that writes one: a manual entry, Confirm & Save of reviewed items, an edit
// through the entries API and a change the review proposes ("make it two slices").
//   - The person's own numbers win and stay: a source marked edited or from a label, or nutrients sent that differ
//     from what the table gives, are kept as sent and the source says edited.
//   - A table match sent with the entry (the review's match, another one picked, a changed amount) gives the numbers
//     of its food at its grams.
//   - Changed words re-match; a changed number of servings (or grams) scales the numbers by weight.
//   - Nothing sent and nothing changed keeps what is saved; a food never matched is matched.
import type { Measures } from '../../../shared/measures';
import { GRAMS_MAX, labelSource, nutrientsFor, scaleNutrients, type NutrientValues, type NutritionSource } from '../../../shared/nutrition';
import { foodOf } from './index';
import {
  bounded,
  fitted,
  isCountPortion,
  nutrientsOf,
  numbersMeasures,
  tableNumbers,
  withoutTableNumbers,
  wordsNumbers,
} from './item-nutrition';

/** What a request sends: absent fields were not sent. */
export interface SentFood {
  details: string;
  measures?: Measures | null;
  nutrition?: NutritionSource | null;
}

/** A saved food entry as it is before the change. */
export interface SavedFood {
  details: string;
  measures?: Measures | null;
  nutrition?: NutritionSource | null;
}

export interface FoodNumbers {
  measures: Measures;
  nutrition: NutritionSource | null;
}

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

/** Every nutrient typed is what the computation gives, allowing for rounding (a client scaling the shown values). */
export function agrees(typed: NutrientValues, computed: NutrientValues): boolean {
  return (Object.keys(typed) as (keyof NutrientValues)[]).every((name) => {
    const [x, y] = [typed[name]!, computed[name]];
    return y === undefined ? x === 0 : Math.abs(x - y) <= Math.max(1, 0.02 * Math.abs(y));
  });
}

/** The nutrients of `sent` that are not what `saved` holds. */
function changedFrom(sent: NutrientValues, saved: NutrientValues): NutrientValues {
  const out: NutrientValues = {};
  for (const name of Object.keys(sent) as (keyof NutrientValues)[]) {
    if (!agrees({ [name]: sent[name] }, saved)) out[name] = sent[name];
  }
  return out;
}

const SOURCE_KEYS = ['matched', 'table', 'food_code', 'portion', 'portion_grams', 'amount', 'grams', 'edited'] as const;
const sameSource = (a: NutritionSource | null | undefined, b: NutritionSource | null | undefined) =>
  !a || !b ? a === b : SOURCE_KEYS.every((key) => a[key] === b[key]);

/** The person's own numbers (a label): the source is theirs, with what it was matched from kept. */
function ownSource(details: string, grams: number | undefined, before?: NutritionSource | null): NutritionSource {
  if (before?.matched) return { ...before, edited: true };
  return fitted(labelSource(details, grams ?? null));
}

/** A table's source sent with the entry: its food's numbers at its grams, or undefined when the food is not in the table. */
function fromTable(words: Measures, source: NutritionSource): FoodNumbers | undefined {
  if (!source.matched || (source.table !== 'fndds' && source.table !== 'sr28') || !source.food_code) return undefined;
  const food = foodOf(source.table, source.food_code);
  const grams = Math.min(GRAMS_MAX, source.grams ?? (source.portion_grams ?? 0) * (source.amount ?? 1));
  if (!food || !(grams > 0)) return undefined;
  const measures = numbersMeasures(words, grams, nutrientsFor(food.per100g, grams));
  if (source.portion && isCountPortion(source.portion) && source.amount && source.amount <= 50) measures.servings = source.amount;
  return { measures, nutrition: { ...source, grams: Math.min(GRAMS_MAX, grams), edited: false } };
}

/** The saved numbers at `ratio` times the weight (two slices instead of one). */
function scaled(words: Measures, before: Measures, source: NutritionSource | null | undefined, ratio: number): FoodNumbers {
  const grams = before.grams ?? source?.grams ?? undefined;
  const values = grams ? scaleNutrients(nutrientsOf(before), grams, grams * ratio) : scaleNutrients(nutrientsOf(before), 1, ratio);
  const measures = grams ? numbersMeasures(words, round(grams * ratio, 1), values) : { ...withoutTableNumbers(words), ...bounded(values) };
  const nutrition = source && {
    ...source,
    grams: grams ? Math.min(GRAMS_MAX, round(grams * ratio, 1)) : source.grams,
    amount: source.amount === null ? null : Math.min(1000, round(source.amount * ratio, 2)),
  };
  return { measures, nutrition: nutrition ?? null };
}

/** The saved numbers kept under the words' measures that changed. */
const kept = (words: Measures, before: SavedFood): FoodNumbers => ({
  measures: { ...withoutTableNumbers(words), ...tableNumbers(before.measures) },
  nutrition: before.nutrition ?? null,
});

/** The same words but for their numbers ("1 slice of toast", "two slices of toast"). */
const COUNTS = /\b(?:\d+(?:[.,]\d+)?|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|half|a couple of)\b/gi;
const sameWords = (a: string, b: string) => {
  const plain = (text: string) =>
    text
      .toLowerCase()
      .replace(COUNTS, ' ')
      .replace(/(?<=\w)(?:es|s)\b/g, '')
      .replace(/\s+/g, ' ')
      .trim();
  return plain(a) === plain(b);
};

const ratioOf = (next: number | undefined, previous: number | undefined) =>
  next !== undefined && previous !== undefined && previous > 0 && next > 0 && next !== previous ? next / previous : undefined;

/** What the server computes from the words, the source sent and the saved entry; undefined keeps the entry as sent. */
function automatic(words: Measures, sent: SentFood, source: NutritionSource | undefined, before?: SavedFood): FoodNumbers | undefined {
  if (source?.matched) return fromTable(words, source);
  // An item the review showed without a match stays so.
  if (source) return { measures: words, nutrition: fitted(source) };
  // A manual entry is matched from its words.
  if (!before) return wordsNumbers(words, sent.details);
  const old = before.measures ?? {};
  // Servings saved before they were read, and a count portion's amount, are the same number.
  const counted =
    before.nutrition?.portion && isCountPortion(before.nutrition.portion) ? (before.nutrition.amount ?? undefined) : undefined;
  const ratio = ratioOf(sent.measures?.servings, old.servings ?? counted) ?? ratioOf(sent.measures?.grams, old.grams);
  // The person's own numbers stay whatever the words; more or fewer servings of them scale them.
  if (before.nutrition?.edited) return ratio ? scaled(words, old, before.nutrition, ratio) : kept(words, before);
  // "1 slice of toast" → "2 slice of toast" with two servings: the same food (perhaps one the person picked), scaled.
  if (ratio && before.nutrition?.matched && sameWords(sent.details, before.details)) return scaled(words, old, before.nutrition, ratio);
  if (sent.details !== before.details || before.nutrition === undefined) {
    // New words, a new match: its servings are the words' amount unless the person changed them too.
    const { servings: _servings, ...rest } = words;
    return wordsNumbers(ratio ? words : rest, sent.details);
  }
  if (ratio && before.nutrition) return scaled(words, old, before.nutrition, ratio);
  return kept(words, before);
}

/** A food entry's measures and nutrition source after a write: `before` is the saved entry of an update. */
export function foodNumbers(sent: SentFood, before?: SavedFood): FoodNumbers {
  const measures = sent.measures ?? (sent.measures === null ? {} : (before?.measures ?? {}));
  const words = withoutTableNumbers(measures);
  // Sent back as saved (a client echoing the entry) is not sent.
  const source = before && sameSource(sent.nutrition, before.nutrition) ? undefined : sent.nutrition;
  if (source && (source.edited || source.table === 'label')) return { measures, nutrition: { ...fitted(source), edited: true } };
  if (source && source.table === 'import') return { measures, nutrition: fitted(source) };
  if (source === null) return { measures, nutrition: null };
  const computed = automatic(words, sent, source, before);
  if (!computed) return { measures, nutrition: source ?? null };
  // Nutrients sent that the computation does not give are the person's own: they win, and the source says so. An
  // update's nutrients count only where they differ from the saved ones (an editor sends the entry back whole).
  const typed = before ? changedFrom(nutrientsOf(sent.measures), nutrientsOf(before.measures)) : nutrientsOf(sent.measures);
  if (agrees(typed, nutrientsOf(computed.measures))) return computed;
  return {
    measures: { ...tableNumbers(before?.measures), ...measures },
    nutrition: ownSource(sent.details, measures.grams, computed.nutrition ?? before?.nutrition),
  };
}

/** An entry's fields to store with a food's numbers settled (other collections unchanged); `before` for an update. */
export function withFoodNumbers<Fields extends Record<string, unknown>>(
  collection: string,
  fields: Fields,
  before?: { details?: unknown; measures?: unknown; nutrition?: unknown },
): Fields & Partial<FoodNumbers> {
  if (collection !== 'food-drinks') return fields;
  const sent: SentFood = {
    details: String(fields.details ?? before?.details ?? ''),
    measures: fields.measures as Measures | undefined,
    nutrition: fields.nutrition as NutritionSource | null | undefined,
  };
  const saved = before && {
    details: String(before.details ?? ''),
    measures: before.measures as Measures | undefined,
    nutrition: before.nutrition as NutritionSource | null | undefined,
  };
  return { ...fields, ...foodNumbers(sent, saved) };
}
