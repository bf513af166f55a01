// A food's portion for what was said (docs/NUTRITION.md "Amounts"): the table's own portion whose words match
// the measure and size ("1 slice", "1 cup", "1 large"), a volume through the food's density, a mass in grams,
// or, when nothing was said, the table's default portion. Every rule that guesses says so in `note`.
import type { Food, Portion } from './food';
import { GRAMS_PER_LB, GRAMS_PER_OZ, ML_PER_FL_OZ, type Amount, type Measure, type Size } from './amounts';
import { stem, words } from './words';

export interface ChosenPortion {
  portion: Portion;
  amount: number;
  /** Why this portion, when it is a rule rather than the table's own words. */
  note: string | null;
}

const round = (n: number, places = 2) => Math.round(n * 10 ** places) / 10 ** places;

/** Portions a person would not mean: the survey's guideline amounts and crust-not-eaten variants. */
const usable = (food: Food) => food.portions.filter((p) => p.grams > 0 && !/^guideline/i.test(p.words) && !/not eaten/i.test(p.words));

const find = (food: Food, pattern: RegExp) => usable(food).find((p) => pattern.test(p.words));

/** Drinks: a food the table measures in fluid ounces, or a beverage category. */
export function isDrink(food: Food): boolean {
  return (
    food.portions.some((p) => /\bfl oz\b/.test(p.words)) ||
    /beverage|drink|coffee|\btea\b|beer|wine|liquor|cocktail|juice|water|milk|smoothie|soda/i.test(food.category)
  );
}

/** Grams per ml from the food's own volume portions (fl oz, cup, tablespoon, teaspoon); null when it has none. */
export function densityOf(food: Food): number | null {
  const volumes: [RegExp, number][] = [
    [/^1 fl oz\b/, ML_PER_FL_OZ],
    [/^1 cup\b(?!.*\b(sliced|chopped|diced|pieces|cubed|mashed|shredded|crumbled|whole|halves)\b)/, 8 * ML_PER_FL_OZ],
    [/^1 (tablespoon|tbsp)\b/, ML_PER_FL_OZ / 2],
    [/^1 (teaspoon|tsp)\b/, ML_PER_FL_OZ / 6],
  ];
  for (const [pattern, ml] of volumes) {
    const portion = find(food, pattern);
    if (portion) return portion.grams / ml;
  }
  return null;
}

/** A portion of `ml` millilitres: the food's density, else water's (1 g/ml) — said in the note. */
function volumePortion(food: Food, ml: number, words: string): { portion: Portion; note: string | null } {
  const density = densityOf(food);
  const grams = round((density ?? 1) * ml, ml < 10 ? 4 : 1);
  return {
    portion: { words, grams },
    note: density === null ? `${words}: weighed as water (1 g per ml); the table gives no volume for this food` : null,
  };
}

const SIZE_PATTERN: Record<Size, RegExp> = {
  small: /\b(small|thin|mini|snack)\b/i,
  medium: /\b(medium|regular)\b/i,
  large: /\b(large|thick|big)\b/i,
  'extra large': /\b(extra large|extra-large|jumbo)\b/i,
};

/** The food's portion naming a measure word ("slice", "bar"), the said size preferred, "medium or regular" by default. */
function portionNaming(food: Food, names: string[], size: Size | null, foodWords: Set<string>): Portion | undefined {
  const pattern = new RegExp(`\\b(${names.join('|')})(e?s)?\\b`, 'i');
  const list = usable(food).filter((p) => pattern.test(p.words));
  if (list.length === 0) return undefined;
  const score = (p: Portion) =>
    (size && SIZE_PATTERN[size].test(p.words) ? 4 : 0) +
    (!size && SIZE_PATTERN.medium.test(p.words) ? 2 : 0) +
    (!size && !/\b(small|large|thin|thick|mini|extra)\b/i.test(p.words) ? 1.5 : 0) +
    (/^1 /.test(p.words) ? 0.5 : 0) +
    (words(p.words).some((w) => foodWords.has(stem(w))) ? 0.5 : 0) -
    (/\bnfs\b|crust|snack-size/i.test(p.words) ? 0.2 : 0);
  return list.reduce((best, p) => (score(p) > score(best) ? p : best));
}

/** A portion for a count ("2 eggs", "a banana"): one of the food itself, else "1 medium", else the table's default. */
function countPortion(food: Food, foodWords: Set<string>, size: Size | null): { portion: Portion; note: string | null } {
  const list = usable(food);
  const volume = /^(1 )?(cup|fl oz|tablespoon|teaspoon|tbsp|tsp|oz|cubic inch|surface inch)\b/i;
  if (size) {
    const sized = list.filter((p) => SIZE_PATTERN[size].test(p.words) && !volume.test(p.words.replace(/^1 /, '')));
    if (sized.length > 0) {
      // "a medium pizza" is the whole pizza, not a piece of one: pieces and slices only when said.
      const fit = (p: Portion) => namesFood(p, foodWords) - (/\b(piece|slice)\b/i.test(p.words) ? 1 : 0);
      const best = sized.reduce((a, b) => (fit(b) > fit(a) || (fit(b) === fit(a) && b.words.length < a.words.length) ? b : a));
      return { portion: best, note: null };
    }
  }
  // "2 waffles": one waffle of no particular size ("1 waffle", "1 medium waffle"), not the miniature one.
  const owns = list.filter((p) => /^1 /.test(p.words) && namesFood(p, foodWords) > 0 && !volume.test(p.words.slice(2)));
  const sizeWords = /\b(mini|miniature|bite|small|large|extra|thick|thin|snack|king|jumbo|silver dollar|slider)\b/i;
  const own = owns.find((p) => !sizeWords.test(p.words)) ?? owns.find((p) => SIZE_PATTERN.medium.test(p.words));
  const medium = list.find((p) => /^1 (medium|regular|whole|fruit)\b/i.test(p.words));
  const fallback =
    food.defaultPortion !== null && food.portions[food.defaultPortion]?.grams > 0 ? food.portions[food.defaultPortion] : undefined;
  const countable = list.find((p) => /^1 /.test(p.words) && !volume.test(p.words.slice(2)));
  // "a latte" is the usual cup (the table's default), "half an avocado" half of a whole one.
  const base = isDrink(food) ? (own ?? fallback ?? medium ?? countable) : (own ?? medium ?? fallback ?? owns[0] ?? countable);
  if (!base) return { portion: { words: '100 g', grams: 100 }, note: 'No portion in the table for this food: 100 g assumed' };
  if (size && size !== 'medium') {
    // "a large fries": the usual serving made larger, not one large fry.
    const sizedBase = fallback ?? base;
    const factor = { small: 0.75, large: 1.25, 'extra large': 1.5 }[size];
    return {
      portion: { words: `1 ${size} (${sizedBase.words} × ${factor})`, grams: round(sizedBase.grams * factor, 1) },
      note: `No ${size} portion in the table: ${factor} × ${sizedBase.words}`,
    };
  }
  return { portion: base, note: null };
}

/** Words of a portion that say nothing of the food itself ("1 child/senior drink" is not one cola). */
const GENERIC_WORDS = new Set([
  'drink',
  'food',
  'fast',
  'soft',
  'piece',
  'slice',
  'whole',
  'small',
  'medium',
  'large',
  'cup',
  'serving',
  'individual',
  'container',
  'regular',
]);

const namesFood = (p: Portion, foodWords: Set<string>) =>
  words(p.words).filter((w) => !GENERIC_WORDS.has(w) && foodWords.has(stem(w))).length;

/** The table's default portion ("Quantity not specified"), else the count portion, said in the note. */
function defaultPortion(food: Food, foodWords: Set<string>): { portion: Portion; note: string | null } {
  if (food.defaultPortion !== null) {
    const portion = food.portions[food.defaultPortion];
    if (portion && portion.grams > 0) return { portion, note: null };
  }
  const counted = countPortion(food, foodWords, null);
  return { portion: counted.portion, note: counted.note ?? `No amount said: ${counted.portion.words} assumed` };
}

/** Fluid ounces of the measures that are volumes when the food has no portion of that name. */
const MEASURE_FL_OZ: Partial<Record<Measure, number>> = {
  cup: 8,
  glass: 8,
  mug: 12,
  can: 12,
  bottle: 16.9,
  pint: 16,
  shot: 1.5,
  tbsp: 0.5,
  tsp: 1 / 6,
  splash: 1,
  dollop: 0.5,
};

/** The table's words for each household measure (as they appear in portion descriptions). */
const MEASURE_NAMES: Partial<Record<Measure, string[]>> = {
  cup: ['cup'],
  tbsp: ['tablespoon', 'tbsp'],
  tsp: ['teaspoon', 'tsp'],
  slice: ['slice', 'piece'],
  piece: ['piece', 'slice', 'item'],
  glass: ['glass'],
  mug: ['mug'],
  can: ['can or bottle', 'can'],
  bottle: ['bottle', 'can or bottle'],
  shot: ['shot', 'jigger'],
  scoop: ['scoop'],
  packet: ['packet', 'package', 'bag', 'pouch', 'envelope'],
  bar: ['bar'],
  stick: ['stick'],
  clove: ['clove'],
  leaf: ['leaf', 'leaves'],
  strip: ['strip', 'slice'],
  link: ['link', 'sausage'],
  patty: ['patty'],
  fillet: ['fillet'],
  wedge: ['wedge', 'slice'],
  stalk: ['stalk', 'spear'],
  sandwich: ['sandwich'],
  carton: ['carton', 'container', 'box'],
  bowl: ['bowl'],
};

/**
 * The portion and how many of it for what was said about a food. Rules (docs/NUTRITION.md "Amounts"): grams,
 * kg, lb and (for solids) oz are weights; ml, cl, l and fl oz (and oz for a drink) are volumes, weighed with the
 * food's own fl oz / cup / tablespoon weight, else as water; a measure takes the table's portion of that name
 * (the said size first), else its usual volume (a glass 8 fl oz, a can 12, a bottle 16.9, a pint 16 US fl oz, a
 * shot 1.5) or weight (a handful 30 g), a bowl 1.5 cups; a count takes one of the food ("1 egg", "1 medium");
 * nothing said takes the table's default portion.
 */
export function choosePortion(food: Food, amount: Amount): ChosenPortion {
  const foodWords = new Set(words(amount.food).map(stem));
  const count = amount.count ?? 1;
  const drink = isDrink(food);
  const quantity =
    amount.quantity ??
    (amount.ambiguousOz !== null
      ? drink
        ? {
            kind: 'volume' as const,
            ml: amount.ambiguousOz * ML_PER_FL_OZ,
            words: `${round(amount.ambiguousOz)} fl oz`,
            flOz: amount.ambiguousOz,
          }
        : { kind: 'mass' as const, grams: amount.ambiguousOz * GRAMS_PER_OZ, words: `${round(amount.ambiguousOz)} oz` }
      : null);
  // A stated size of a container ("a bottle (500 ml)", "2 cans (330 ml)"): the count is of containers.
  const containers = amount.measure && ['bottle', 'can', 'glass', 'mug', 'carton', 'cup'].includes(amount.measure) && quantity ? count : 1;

  if (quantity?.kind === 'mass') {
    if (/\boz$/.test(quantity.words))
      return { portion: { words: '1 oz', grams: round(GRAMS_PER_OZ) }, amount: round(quantity.grams / GRAMS_PER_OZ), note: null };
    if (/\b(lb|lbs|pounds?)$/.test(quantity.words)) {
      return { portion: { words: '1 lb', grams: round(GRAMS_PER_LB, 1) }, amount: round(quantity.grams / GRAMS_PER_LB, 3), note: null };
    }
    return { portion: { words: '1 g', grams: 1 }, amount: round(quantity.grams * containers, 1), note: null };
  }
  if (quantity?.kind === 'volume') {
    const ml = quantity.ml * containers;
    if (quantity.flOz !== undefined) {
      const flOz = find(food, /^1 fl oz\b(?! \(with ice\))/);
      if (flOz) return { portion: flOz, amount: round(quantity.flOz * containers), note: null };
      const { portion, note } = volumePortion(food, ML_PER_FL_OZ, '1 fl oz');
      return { portion, amount: round(quantity.flOz * containers), note };
    }
    const { portion, note } = volumePortion(food, 1, '1 ml');
    return { portion: { words: portion.words, grams: round(portion.grams, 3) }, amount: round(ml, 1), note };
  }

  const measure = amount.measure;
  if (measure === 'serving') return { ...defaultPortion(food, foodWords), amount: count };
  if (measure === 'handful') {
    return { portion: { words: '1 handful (30 g)', grams: 30 }, amount: count, note: 'A handful weighed as 30 g' };
  }
  if (measure === 'pinch') return { portion: { words: '1 pinch (0.4 g)', grams: 0.4 }, amount: count, note: null };
  if (measure === 'plate') {
    const base = defaultPortion(food, foodWords);
    return {
      portion: { words: `1 plate (1.5 × ${base.portion.words})`, grams: round(base.portion.grams * 1.5, 1) },
      amount: count,
      note: 'A plate weighed as 1.5 × the usual portion',
    };
  }
  if (measure) {
    const names = MEASURE_NAMES[measure];
    const own = names ? portionNaming(food, names, amount.size, foodWords) : undefined;
    // "a cup of" a food whose cup portion is chopped or sliced is still that cup.
    if (own && !(measure === 'tbsp' && /\bcup\b/.test(own.words))) return { portion: own, amount: count, note: null };
    if (measure === 'bowl') {
      const cup = portionNaming(food, ['cup'], null, foodWords);
      if (cup)
        return {
          portion: { words: `1 bowl (1.5 × ${cup.words})`, grams: round(cup.grams * 1.5, 1) },
          amount: count,
          note: 'A bowl weighed as 1.5 cups',
        };
      const base = defaultPortion(food, foodWords);
      return {
        portion: { words: `1 bowl (${base.portion.words})`, grams: base.portion.grams },
        amount: count,
        note: 'A bowl weighed as the usual portion',
      };
    }
    if (measure === 'tbsp' || measure === 'tsp') {
      const cup = find(food, /^1 cup\b/);
      const perCup = measure === 'tbsp' ? 16 : 48;
      if (cup) {
        return {
          portion: { words: measure === 'tbsp' ? '1 tablespoon' : '1 teaspoon', grams: round(cup.grams / perCup, 1) },
          amount: count,
          note: `1 ${measure === 'tbsp' ? 'tablespoon' : 'teaspoon'} as 1/${perCup} of the table's cup`,
        };
      }
    }
    const flOz = MEASURE_FL_OZ[measure];
    if (flOz !== undefined) {
      const words = `1 ${measure === 'tbsp' ? 'tablespoon' : measure === 'tsp' ? 'teaspoon' : measure} (${round(flOz, 2)} fl oz)`;
      const { portion, note } = volumePortion(food, flOz * ML_PER_FL_OZ, words);
      return { portion, amount: count, note: note ?? `${words}: a usual ${measure}` };
    }
    // A measure the table has no portion for ("a slice of" a food without slices): one of the food.
    const counted = countPortion(food, foodWords, amount.size);
    return {
      portion: counted.portion,
      amount: count,
      note: counted.note ?? `No "${measure}" portion in the table: ${counted.portion.words}`,
    };
  }
  if (amount.count === null && amount.size === null) return { ...defaultPortion(food, foodWords), amount: 1 };
  const counted = countPortion(food, foodWords, amount.size);
  return { portion: counted.portion, amount: count, note: counted.note };
}
