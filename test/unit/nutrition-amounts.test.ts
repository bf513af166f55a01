// The amount reader and the portion rules (docs/NUTRITION.md "Amounts"): what people say about how much, read
// into a count, a measure, a size or a metric quantity, and the portion of a food it comes to. The foods here are
// written by hand (their portions as the USDA tables give them), so each rule is checked on its own.
import { readAmount } from '../../functions/domain/nutrition/amounts';
import type { Food } from '../../functions/domain/nutrition/food';
import { choosePortion } from '../../functions/domain/nutrition/portion';

const food = (description: string, portions: [string, number][], defaultWords: string | null, category = 'Mixed dishes'): Food => ({
  table: 'fndds',
  code: '1',
  description,
  synonyms: [],
  category,
  per100g: { energy_kcal: 100, carbs_g: 10 },
  portions: portions.map(([words, grams]) => ({ words, grams })),
  defaultPortion: defaultWords === null ? null : portions.findIndex(([words]) => words === defaultWords),
});

const egg = food(
  'Egg, whole, cooked',
  [
    ['1 egg', 50],
    ['1 cup', 135],
    ['Quantity not specified', 50],
  ],
  'Quantity not specified',
  'Eggs and omelets',
);
const bread = food(
  'Bread, white, toasted',
  [
    ['1 small or thin/very thin slice', 22],
    ['1 medium or regular slice', 25],
    ['1 large or thick slice', 39],
    ['1 cup', 40],
    ['Quantity not specified', 25],
  ],
  'Quantity not specified',
  'Yeast breads',
);
const latte = food(
  'Coffee, Latte',
  [
    ['1 fl oz', 30],
    ['1 cup (8 fl oz)', 240],
    ['1 small', 360],
    ['1 medium', 480],
    ['1 large', 600],
    ['Quantity not specified', 360],
  ],
  'Quantity not specified',
  'Coffee',
);
const cola = food(
  'Soft drink, cola',
  [
    ['1 fl oz (no ice)', 31],
    ['1 can (12 fl oz)', 372],
    ['1 bottle (20 fl oz)', 620],
    ['Quantity not specified', 372],
  ],
  'Quantity not specified',
  'Soft drinks',
);
const avocado = food(
  'Avocado, raw',
  [
    ['1 slice', 15],
    ['1 fruit', 150],
    ['1 cup', 150],
    ['Quantity not specified', 30],
  ],
  'Quantity not specified',
  'Other fruits',
);
const honey = food(
  'Honey',
  [
    ['1 tablespoon', 21],
    ['1 teaspoon', 7],
    ['1 cup', 339],
    ['Quantity not specified', 7],
  ],
  'Quantity not specified',
  'Sugars and honey',
);
const rice = food(
  'Rice, cooked, NFS',
  [
    ['1 cup, cooked', 158],
    ['Quantity not specified', 118],
  ],
  'Quantity not specified',
  'Rice',
);
const almonds = food(
  'Almonds, NFS',
  [
    ['1 cup, whole', 143],
    ['1 almond', 1.2],
  ],
  null,
  'Nuts and seeds',
);
const wine = food(
  'Wine, table, red',
  [
    ['1 fl oz', 30],
    ['1 glass', 180],
    ['Quantity not specified', 180],
  ],
  'Quantity not specified',
  'Wine',
);
const apple = food(
  'Apple, raw',
  [
    ['1 small', 165],
    ['1 medium', 200],
    ['1 large', 240],
    ['Quantity not specified', 200],
  ],
  'Quantity not specified',
  'Apples',
);
const noPortions = food('Spice, unknown', [], null, 'Spices');

const portion = (f: Food, words: string) => {
  const chosen = choosePortion(f, readAmount(words));
  return {
    words: chosen.portion.words,
    amount: chosen.amount,
    grams: Math.round(chosen.portion.grams * chosen.amount * 10) / 10,
    note: chosen.note,
  };
};

describe('readAmount: counts', () => {
  test.each([
    ['2 eggs', 2, 'eggs'],
    ['a banana', 1, 'banana'],
    ['an apple', 1, 'apple'],
    ['half an avocado', 0.5, 'avocado'],
    ['a couple of cookies', 2, 'cookies'],
    ['a few crackers', 3, 'crackers'],
    ['three quarters of a pizza', 0.75, 'pizza'],
    ['two and a half bagels', 2.5, 'bagels'],
    ['1 1/2 bananas', 1.5, 'bananas'],
    ['½ grapefruit', 0.5, 'grapefruit'],
    ['a dozen almonds', 12, 'almonds'],
    ['twenty five grapes', 25, 'grapes'],
    ['eggs x2', 2, 'eggs'],
  ])('%s → %s × %s', (words, count, rest) => {
    const amount = readAmount(words);
    expect(amount.count).toBeCloseTo(count);
    expect(amount.food).toBe(rest);
  });

  test('no amount at all: no count, no measure, no quantity', () => {
    expect(readAmount('banana')).toEqual({ count: null, measure: null, size: null, quantity: null, ambiguousOz: null, food: 'banana' });
  });
});

describe('readAmount: household measures, sizes and units', () => {
  test.each([
    ['a cup of rice', 'cup', 1, 'rice'],
    ['2 tbsp peanut butter', 'tbsp', 2, 'peanut butter'],
    ['a slice of pizza', 'slice', 1, 'pizza'],
    ['a bowl of oatmeal', 'bowl', 1, 'oatmeal'],
    ['a handful of almonds', 'handful', 1, 'almonds'],
    ['a glass of milk', 'glass', 1, 'milk'],
    ['a can of coke', 'can', 1, 'coke'],
    ['a spoon of honey', 'tbsp', 1, 'honey'],
    ['3 rashers of bacon', 'strip', 3, 'bacon'],
    ['a cup and a half of soup', 'cup', 1.5, 'soup'],
    ['pizza, 2 slices', 'slice', 2, 'pizza'],
  ])('%s → %s', (words, measure, count, rest) => {
    const amount = readAmount(words);
    expect(amount.measure).toBe(measure);
    expect(amount.count).toBeCloseTo(count);
    expect(amount.food).toBe(rest);
  });

  test.each([
    ['150g rice', 'mass', 150],
    ['1.5 kg potatoes', 'mass', 1500],
    ['1 lb steak', 'mass', 453.592],
    ['rice 150 g', 'mass', 150],
  ])('%s is a mass of %s g', (words, kind, grams) => {
    expect(readAmount(words).quantity).toMatchObject({ kind, grams });
  });

  test.each([
    ['200 ml orange juice', 200],
    ['33 cl beer', 330],
    ['1 l water', 1000],
    ['8 fl oz milk', 236.588],
    ['a bottle of water (500 ml)', 500],
    ['grande latte', 473.176],
  ])('%s is a volume of %s ml', (words, ml) => {
    expect(readAmount(words).quantity).toMatchObject({ kind: 'volume', ml });
  });

  test('oz without fl is left to the food: a 12 oz latte, a 6 oz steak', () => {
    expect(readAmount('a 12 oz latte')).toMatchObject({ ambiguousOz: 12, food: 'latte' });
    expect(readAmount('a 6 oz steak')).toMatchObject({ ambiguousOz: 6, food: 'steak' });
  });

  test.each([
    ['a large coffee', 'large'],
    ['2 medium eggs', 'medium'],
    ['a small salad', 'small'],
    ['an extra large pizza', 'extra large'],
  ])('%s has size %s', (words, size) => {
    expect(readAmount(words).size).toBe(size);
  });
});

describe('choosePortion: the table portion whose words match', () => {
  test('a count takes one of the food: 2 eggs = 2 × 1 egg', () => {
    expect(portion(egg, '2 eggs')).toMatchObject({ words: '1 egg', amount: 2, grams: 100 });
  });

  test('a slice takes the medium or regular slice unless a size is said', () => {
    expect(portion(bread, 'a slice of toast')).toMatchObject({ words: '1 medium or regular slice', grams: 25 });
    expect(portion(bread, '2 thick slices of toast').grams).toBe(78);
    expect(portion(bread, 'a small slice of toast').words).toBe('1 small or thin/very thin slice');
  });

  test('sizes take the table portion of that size: a large latte, a small apple', () => {
    expect(portion(latte, 'a large latte')).toMatchObject({ words: '1 large', grams: 600 });
    expect(portion(apple, 'a small apple')).toMatchObject({ words: '1 small', grams: 165 });
  });

  test('fluid ounces use the food’s own fl oz portion: a 12 oz latte = 12 × 1 fl oz', () => {
    expect(portion(latte, 'a 12 oz latte')).toMatchObject({ words: '1 fl oz', amount: 12, grams: 360 });
    expect(portion(latte, 'a venti latte')).toMatchObject({ amount: 20, grams: 600 });
  });

  test('oz of a solid is a weight: 6 oz of rice = 170.1 g', () => {
    expect(portion(rice, '6 oz rice')).toMatchObject({ words: '1 oz', grams: 170.1 });
  });

  test('ml converts through the food’s density from its fl oz or cup portion', () => {
    // 1 fl oz of latte is 30 g: 300 ml is 300 / 29.5735 × 30 g.
    expect(portion(latte, '300 ml latte').grams).toBeCloseTo(304.3, 0);
    // Honey: 339 g a cup of 236.6 ml → 1.43 g/ml.
    expect(portion(honey, '100 ml honey').grams).toBeCloseTo(143.3, 0);
  });

  test('ml of a food without a volume portion weighs as water and says so', () => {
    const chosen = portion(almonds, '100 ml almonds');
    expect(chosen.grams).toBe(100);
    expect(chosen.note).toMatch(/as water/);
  });

  test('grams, kilograms and pounds are weights', () => {
    expect(portion(rice, '150 g rice')).toMatchObject({ words: '1 g', amount: 150, grams: 150 });
    expect(portion(rice, '0.5 kg rice').grams).toBe(500);
    expect(portion(rice, '1 lb rice')).toMatchObject({ words: '1 lb', amount: 1 });
  });

  test('household measures take the table portion of that name: a can, a glass, a tablespoon', () => {
    expect(portion(cola, 'a can of coke')).toMatchObject({ words: '1 can (12 fl oz)', grams: 372 });
    expect(portion(wine, 'a glass of red wine')).toMatchObject({ words: '1 glass', grams: 180 });
    expect(portion(honey, 'a spoon of honey')).toMatchObject({ words: '1 tablespoon', grams: 21 });
    expect(portion(honey, '2 tsp honey')).toMatchObject({ words: '1 teaspoon', amount: 2, grams: 14 });
  });

  test('a bottle with its size said is that volume: a bottle of coke (500 ml)', () => {
    expect(portion(cola, 'a bottle of coke (500 ml)').grams).toBeCloseTo(524, -1);
  });

  test('measures the table lacks use their usual size and say so', () => {
    const glass = portion(latte, 'a glass of latte');
    expect(glass.grams).toBe(240); // 8 fl oz through the fl oz portion
    const handful = portion(almonds, 'a handful of almonds');
    expect(handful).toMatchObject({ grams: 30 });
    expect(handful.note).toMatch(/30 g/);
    expect(portion(rice, 'a bowl of rice')).toMatchObject({ grams: 237 });
  });

  test('a tablespoon of a food with only a cup portion is 1/16 of the cup', () => {
    const chosen = portion(bread, '1 tbsp breadcrumbs');
    expect(chosen.grams).toBe(2.5);
    expect(chosen.note).toMatch(/1\/16/);
  });

  test('no amount: the table’s default portion (Quantity not specified)', () => {
    expect(portion(latte, 'latte')).toMatchObject({ words: 'Quantity not specified', amount: 1, grams: 360 });
    expect(portion(egg, 'eggs')).toMatchObject({ words: 'Quantity not specified', grams: 50 });
  });

  test('no amount and no default portion: one of the food, said in the note', () => {
    const chosen = portion(almonds, 'almonds');
    expect(chosen).toMatchObject({ words: '1 almond', grams: 1.2 });
    expect(chosen.note).toMatch(/No amount said/);
  });

  test('a food without any portion: 100 g, said in the note', () => {
    const chosen = portion(noPortions, 'spice');
    expect(chosen).toMatchObject({ words: '100 g', grams: 100 });
    expect(chosen.note).toMatch(/100 g/);
  });

  test('half an avocado is half of a whole one, not half of the default slice', () => {
    expect(portion(avocado, 'half an avocado')).toMatchObject({ words: '1 fruit', amount: 0.5, grams: 75 });
  });

  test('a count of a drink is its usual cup: a latte = the default portion', () => {
    expect(portion(latte, 'a latte')).toMatchObject({ words: 'Quantity not specified', grams: 360 });
    expect(portion(cola, '2 cokes')).toMatchObject({ amount: 2, grams: 744 });
  });
});
