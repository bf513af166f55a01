// The food matcher on the project's food table (docs/NUTRITION.md "Matching"): everyday words find the generic
// food, brands match the generic food and say so, mixed descriptions split while dishes stay whole, and words
// that name no food get no match (never a guess).
import { readFileSync } from 'node:fs';
import { NO_MATCH_MESSAGE, unmatchedSource } from '../../shared/nutrition';
import { decodeIndex, encodeIndex, foodIndexPath } from '../../functions/domain/nutrition/index-file';
import { loadFoodTable } from '../../functions/domain/nutrition/load-table';
import { buildIndex } from '../../functions/domain/nutrition/search';
import { foodOf, matchFood, matchMeal, portionFor, searchFoods, sourceOf } from '../../functions/domain/nutrition/index';

const described = (words: string) => matchFood(words)?.food.description ?? null;

describe('matchFood: everyday words find the generic food', () => {
  test.each([
    ['eggs', /^Egg, whole/],
    ['toast', /^Bread, .*toasted/],
    ['a latte', /^Coffee, Latte$/],
    ['coke', /^Soft drink, cola$/],
    ['oat milk latte', /^Coffee, Latte, with non-dairy milk$/],
    ['pepperoni pizza', /^Pizza with pepperoni/],
    ['chicken caesar salad', /caesar/i],
    ['banana', /^Banana, raw$/],
    ['orange juice', /^Orange juice/],
    ['a glass of red wine', /^Wine, table, red$/],
    ['a pint of beer', /^Beer$/],
    ['mac and cheese', /^Macaroni or noodles with cheese$/],
    ['scrambled eggs', /scrambled egg/],
    ['greek yogurt', /^Yogurt, Greek/],
    ['bananna', /^Banana, raw$/],
  ])('%s → %s', (words, description) => {
    expect(described(words)).toMatch(description);
  });

  test('prefers FNDDS (foods as eaten) to SR Legacy', () => {
    expect(matchFood('blueberries')?.food.table).toBe('fndds');
  });
});

describe('matchFood: amounts and numbers', () => {
  test('2 eggs are two of the table’s egg portion, with nutrients for their grams', () => {
    const match = matchFood('2 eggs')!;
    expect(match.amount).toBe(2);
    expect(match.portion.words).toBe('1 egg');
    expect(match.grams).toBe(match.portion.grams * 2);
    expect(match.nutrients.energy_kcal).toBeCloseTo((match.food.per100g.energy_kcal! * match.grams) / 100, 0);
  });

  test('a 12 oz latte is 12 fl oz', () => {
    expect(matchFood('a 12 oz latte')).toMatchObject({ amount: 12, portion: { words: '1 fl oz' } });
  });

  test('150 g rice is 150 g', () => {
    expect(matchFood('150 g rice')).toMatchObject({ grams: 150 });
  });

  test('no amount: the table’s default portion', () => {
    expect(matchFood('banana')).toMatchObject({ amount: 1, portion: { words: 'Quantity not specified' } });
  });

  test('a medium pizza is the whole pizza; a pizza slice is a piece; a large fries is a larger usual serving', () => {
    expect(matchFood('a medium pizza')?.portion.words).toMatch(/^1 medium pizza/);
    expect(matchFood('a large pepperoni pizza slice')?.portion.words).toBe('1 piece, large pizza');
    const fries = matchFood('a large fries')!;
    expect(fries.grams).toBeGreaterThan(100);
    expect(fries.note).toMatch(/No large portion in the table/);
  });

  test('a can of coke is the table’s can', () => {
    expect(matchFood('a can of coke')?.portion.words).toBe('1 can (12 fl oz)');
  });
});

describe('matchFood: brands the table does not know', () => {
  test('a Big Mac matches a fast-food double cheeseburger and says so', () => {
    const match = matchFood('a Big Mac')!;
    expect(match.food.description).toMatch(/^Double cheeseburger/);
    expect(match.note).toMatch(/^Big Mac: not in the table; matched a fast-food double cheeseburger/);
  });

  test.each([
    ['a Whopper', /^Hamburger/],
    ['a Starbucks latte', /^Coffee, Latte$/],
    ['Nutella', /hazelnut spread/],
    ['a Red Bull', /^Energy Drink/i],
    ['a bowl of Cheerios', /Cheerios/],
  ])('%s → %s with a note', (words, description) => {
    const match = matchFood(words)!;
    expect(match.food.description).toMatch(description);
    expect(match.note).toMatch(/not in the table/);
  });

  test('a Red Bull without an amount is its usual 250 ml can', () => {
    expect(matchFood('a Red Bull')!.grams).toBeGreaterThan(240);
    expect(matchFood('a Red Bull')!.grams).toBeLessThan(270);
  });
});

describe('matchFood: no match is no numbers', () => {
  test.each(['asdfgh qwerty', 'a chair', 'xyzzy', '', '   ', '12', 'running shoes'])('%j → null', (words) => {
    expect(matchFood(words)).toBeNull();
  });

  test('when it was eaten is not what it is: a meal word after "for" or "at" is not searched', () => {
    // "lunch" alone found the table's school-lunch pretzel for words the table does not know.
    expect(matchFood('had some quuxberry flumps for lunch')).toBeNull();
    expect(matchFood('pasta for dinner')?.food.description).toBe('Pasta, cooked');
    expect(matchFood('an apple as a snack')?.food.description).toBe('Apple, raw');
    // The meal word stays where it names the food.
    expect(matchFood('a breakfast burrito')?.food.description).toMatch(/breakfast/i);
  });

  test('words that say a meal happened but not what it was are no match', () => {
    // "meal 49" was a meal replacement bar, "lunch" a school lunch, "dinner" a frozen beef dinner, "food" an industrial oil.
    for (const words of ['meal 49', 'a meal', 'a big meal', 'lunch', 'my dinner', 'breakfast', 'a snack', 'food', 'something']) {
      expect(matchFood(words)).toBeNull();
    }
    // A food named with the word is still that food; "tea" is a drink.
    expect(matchFood('a meal replacement bar')?.food.description).toMatch(/meal replacement bar/);
    expect(matchFood('a cup of tea')?.food.description).toMatch(/^Tea/);
  });

  test('the unmatched source has no numbers and says so', () => {
    const { matched, query, edited, note, ...food } = unmatchedSource('zzz');
    expect({ matched, query, edited, note }).toEqual({ matched: false, query: 'zzz', edited: false, note: NO_MATCH_MESSAGE });
    expect(Object.values(food).every((value) => value === null)).toBe(true);
  });
});

describe('matchMeal: splitting mixed descriptions', () => {
  const parts = (words: string) => matchMeal(words).map((part) => part.words);

  test('oatmeal with blueberries and a spoon of honey is three foods', () => {
    const meal = matchMeal('oatmeal with blueberries and a spoon of honey');
    expect(meal.map((p) => p.words)).toEqual(['oatmeal', 'blueberries', 'a spoon of honey']);
    expect(meal.map((p) => p.match?.food.description)).toEqual([expect.stringMatching(/^Oatmeal/), 'Blueberries, raw', 'Honey']);
  });

  test('the e2e breakfast: 2 eggs, a slice of toast with butter and a latte', () => {
    expect(parts('2 eggs, a slice of toast with butter and a latte')).toEqual(['2 eggs', 'a slice of toast', 'butter', 'a latte']);
  });

  test.each(['pepperoni pizza', 'chicken caesar salad', 'latte with oat milk', 'mac and cheese', 'peanut butter and jelly sandwich'])(
    'a dish the table holds whole stays whole: %s',
    (words) => {
      expect(parts(words)).toEqual([words]);
    },
  );

  test('milk or sugar "with" a drink and no amount is a splash or a teaspoon, and coffee with milk is no latte', () => {
    const meal = matchMeal('coffee with milk and sugar');
    expect(meal.map((p) => p.words)).toEqual(['coffee', 'a splash of milk', 'a teaspoon of sugar']);
    expect(meal[0].match?.food.description).toMatch(/^Coffee, NS as to type/);
    expect(meal[1].match?.grams).toBeLessThan(40);
  });

  test('a count after a comma belongs to the food before it', () => {
    expect(parts('beef tacos, 3')).toEqual(['3 beef tacos']);
  });

  test('parentheses never split: a bottle of water (500 ml, still)', () => {
    expect(parts('a bottle of water (500 ml, still)')).toHaveLength(1);
  });

  test('a part without a match keeps its words and no numbers', () => {
    const meal = matchMeal('a banana and a zorblaxian qwertz');
    expect(meal).toHaveLength(2);
    expect(meal[1].match).toBeNull();
  });
});

describe('searchFoods, foodOf, portionFor, sourceOf', () => {
  test('typing "oat" lists oat foods, best first', () => {
    const found = searchFoods('oat', 10);
    expect(found.length).toBeGreaterThan(3);
    for (const food of found.slice(0, 5)) expect(`${food.description} ${food.synonyms.join(' ')}`.toLowerCase()).toMatch(/oat/);
  });

  test('foodOf finds a food by table and code', () => {
    expect(foodOf('fndds', '92101900')?.description).toBe('Coffee, Latte');
    expect(foodOf('fndds', 'nope')).toBeUndefined();
  });

  test('portionFor reads an amount for a chosen food: "3 slices" of toast', () => {
    const toast = foodOf('fndds', '51101010')!;
    expect(portionFor(toast, '3 slices')).toEqual({ portion: { words: '1 medium or regular slice', grams: 25 }, amount: 3 });
    expect(portionFor(toast, '')).toMatchObject({ portion: { words: 'Quantity not specified' }, amount: 1 });
  });

  test('sourceOf says where the numbers came from', () => {
    const match = matchFood('2 eggs')!;
    expect(sourceOf(match)).toEqual({
      matched: true,
      table: match.food.table,
      food_code: match.food.code,
      food: match.food.description,
      query: '2 eggs',
      portion: '1 egg',
      portion_grams: match.portion.grams,
      amount: 2,
      grams: match.grams,
      edited: false,
      note: null,
    });
  });

  test('a lookup is fast once the index is built (p50 under 1 ms)', () => {
    matchFood('warm up');
    const times: number[] = [];
    for (const words of ['2 eggs', 'a latte', 'a slice of toast', 'a banana', '150 g rice', 'a can of coke', 'a glass of red wine']) {
      for (let i = 0; i < 5; i++) {
        const start = performance.now();
        matchFood(words);
        times.push(performance.now() - start);
      }
    }
    times.sort((a, b) => a - b);
    expect(times[Math.floor(times.length / 2)]).toBeLessThan(5); // generous for a loaded test machine; the bench states 1 ms
  });
});

describe('the committed search index (food-index.bin)', () => {
  test('is the index the table and the word rules build now (run npm run build:nutrition after changing either)', () => {
    const built = encodeIndex(buildIndex(loadFoodTable().foods));
    expect(readFileSync(foodIndexPath()).equals(built)).toBe(true);
  });

  test('a file built from other foods is ignored, not trusted', () => {
    const { foods } = loadFoodTable();
    expect(decodeIndex(readFileSync(foodIndexPath()), foods.slice(1))).toBeNull();
    const read = decodeIndex(readFileSync(foodIndexPath()), foods)!;
    expect(read.vocabulary).toEqual(buildIndex(foods).vocabulary);
  });
});
