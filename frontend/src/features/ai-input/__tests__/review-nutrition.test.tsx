// A food's numbers in the review (docs/NUTRITION.md "In the review"): the match and its numbers shown, a changed amount
// rescaling them at once, another food picked from a search of the table, the person's own numbers; and what Confirm &
// Save sends of each.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NO_MATCH_MESSAGE, unmatchedSource } from '@shared/nutrition';
import type { BodyOf } from '@/lib/call-api';
import { installFetch, type FakeAnswer, type RecordedRequest } from '@/testing/fake-fetch';
import { EGGS_SOURCE } from '@/testing/nutrition-fixtures';
import { openReview, reviewItem } from './open-review';

let answers: FakeAnswer[] = [];
let requests: RecordedRequest[] = [];
/** Searches of the food table, by their words. */
let foods: Record<string, object[]> = {};

const eggs = {
  category: 'food_drinks',
  details: '2 eggs',
  calculated_time: '2026-11-21T08:00:00-05:00',
  notes: '',
  measures: { servings: 2, grams: 100, energy_kcal: 143, protein_g: 12.6, carbs_g: 0.7, fat_g: 9.5, sodium_mg: 142 },
  subjects: ['eggs'],
  nutrition: EGGS_SOURCE,
};
const toast = {
  ...eggs,
  details: 'a slice of toast',
  measures: { servings: 1, grams: 28, energy_kcal: 87, protein_g: 3, carbs_g: 15.6, fat_g: 1.2 },
  subjects: ['toast'],
  nutrition: {
    ...eggs.nutrition,
    food_code: '51101010',
    food: 'Bread, white, toasted',
    query: 'a slice of toast',
    portion: '1 slice',
    portion_grams: 28,
    amount: 1,
    grams: 28,
  },
};
const mystery = {
  ...eggs,
  details: 'grandma special',
  measures: {},
  subjects: [],
  nutrition: unmatchedSource('grandma special'),
};
const wholeWheat = {
  table: 'fndds',
  code: '51301620',
  description: 'Bread, whole wheat, toasted',
  category: 'Yeast breads',
  per100g: { energy_kcal: 306, protein_g: 12.5, carbs_g: 51.2, fat_g: 4.3, fiber_g: 7 },
  portions: [
    { words: '1 slice', grams: 30 },
    { words: 'Quantity not specified', grams: 30 },
  ],
  default_portion: 1,
};
const oatmeal = {
  table: 'fndds',
  code: '56203210',
  description: 'Oatmeal, regular or quick, made with water, no added fat',
  category: 'Oatmeal',
  per100g: { energy_kcal: 71, protein_g: 2.5, carbs_g: 12, fat_g: 1.5 },
  portions: [{ words: '1 cup', grams: 234 }],
  default_portion: 0,
};

beforeEach(() => {
  localStorage.setItem('timeZone', 'America/New_York');
  answers = [];
  foods = {};
  ({ requests } = installFetch((request) => {
    const search = /^\/api\/foods\/\?(.*)$/.exec(request.url);
    if (search) return { status: 200, body: { results: foods[new URLSearchParams(search[1]).get('q') ?? ''] ?? [] } };
    return answers.shift() ?? { status: 500 };
  }));
});
afterEach(() => jest.restoreAllMocks());

function reviewOf(...items: object[]) {
  answers.push({ status: 200, body: { items, changes: [], unmatched: [] } });
  return openReview();
}
const item = reviewItem;
const numbersOf = (n: number) => within(within(item(n)).getByRole('group', { name: 'Nutrition' }));
const headline = (n: number, name: string) => item(n).querySelector(`[data-nutrient="${name}"]`)?.textContent;
async function confirmAndSend(user: ReturnType<typeof userEvent.setup>) {
  answers.push({ status: 201, body: { user_input_id: 'u1', entries: [], image_url: null } });
  await user.click(screen.getByRole('button', { name: 'Confirm & Save' }));
  const save = requests.find((r) => r.url === '/api/structured-data/save/');
  expect(save).toBeDefined();
  return (save!.body as BodyOf<'saveItems'>).items;
}

test('each food shows its match, table, portion and kcal / protein / carbs / fat', async () => {
  await reviewOf(eggs);
  const numbers = numbersOf(1);
  expect(numbers.getByText('Egg, whole, boiled or poached')).toBeInTheDocument();
  expect(numbers.getByText(/USDA FNDDS 2017–2018/)).toBeInTheDocument();
  expect(numbers.getByLabelText('Amount')).toHaveValue('2');
  expect(numbers.getByLabelText('Amount')).toHaveAccessibleDescription('× 1 large (50\u00a0g) = 100\u00a0g');
  expect([headline(1, 'energy_kcal'), headline(1, 'protein_g'), headline(1, 'carbs_g'), headline(1, 'fat_g')]).toEqual([
    '143',
    '13 g',
    '0.7 g',
    '9.5 g',
  ]);
});

test('a changed amount rescales every number at once, and Save sends the new measures and source', async () => {
  const user = await reviewOf(eggs);
  const amount = numbersOf(1).getByLabelText('Amount');
  await user.clear(amount);
  await user.type(amount, '3');
  expect(headline(1, 'energy_kcal')).toBe('215');
  expect(headline(1, 'protein_g')).toBe('19 g');
  expect(amount).toHaveAccessibleDescription('× 1 large (50\u00a0g) = 150\u00a0g');
  const [sent] = await confirmAndSend(user);
  expect(sent.measures).toEqual({
    servings: 3,
    grams: 150,
    energy_kcal: 215,
    protein_g: 18.9,
    carbs_g: 1,
    fat_g: 14.3,
    sodium_mg: 213,
  });
  expect(sent.nutrition).toEqual({ ...eggs.nutrition, amount: 3, grams: 150 });
});

test('an amount that is not a number is marked and changes nothing', async () => {
  const user = await reviewOf(eggs);
  const amount = numbersOf(1).getByLabelText('Amount');
  await user.clear(amount);
  await user.type(amount, 'lots');
  expect(amount).toHaveAttribute('aria-invalid', 'true');
  expect(headline(1, 'energy_kcal')).toBe('143');
});

test('another food is picked from a search of the table: the list, best first, with kcal per portion; the keyboard picks', async () => {
  foods = { oat: [oatmeal, wholeWheat], 'whole wheat toast': [wholeWheat] };
  const user = await reviewOf(toast);
  await user.click(numbersOf(1).getByRole('button', { name: 'Choose another food' }));
  const search = numbersOf(1).getByRole('combobox', { name: 'Search the food table' });
  expect(search).toHaveFocus();
  expect(search).toHaveValue('a slice of toast');
  await user.clear(search);
  await user.type(search, 'oat');
  const options = await numbersOf(1).findAllByRole('option');
  expect(options.map((option) => option.textContent)).toEqual([
    'Oatmeal, regular or quick, made with water, no added fat166 kcal per 1 cup · USDA FNDDS 2017–2018',
    'Bread, whole wheat, toasted92 kcal per usual portion · USDA FNDDS 2017–2018',
  ]);
  expect(search).toHaveAttribute('aria-expanded', 'true');
  expect(search).toHaveAttribute('aria-activedescendant', options[0].id);
  expect(requests.filter((r) => r.url.startsWith('/api/foods/')).map((r) => r.url)).toEqual(['/api/foods/?q=oat&limit=10']);
  await user.keyboard('{ArrowDown}{Enter}');
  // The toast's "1 slice" is kept: the picked bread's own slice weighs 30 g.
  expect(numbersOf(1).getByText('Bread, whole wheat, toasted')).toBeInTheDocument();
  expect(numbersOf(1).getByLabelText('Amount')).toHaveAccessibleDescription('× 1 slice (30\u00a0g) = 30\u00a0g');
  expect(headline(1, 'energy_kcal')).toBe('92');
  const [sent] = await confirmAndSend(user);
  expect(sent.nutrition).toEqual({
    matched: true,
    table: 'fndds',
    food_code: '51301620',
    food: 'Bread, whole wheat, toasted',
    query: 'a slice of toast',
    portion: '1 slice',
    portion_grams: 30,
    amount: 1,
    grams: 30,
    edited: false,
    note: null,
  });
  expect(sent.measures).toEqual({ servings: 1, grams: 30, energy_kcal: 92, protein_g: 3.8, carbs_g: 15.4, fat_g: 1.3, fiber_g: 2.1 });
});

test('Escape closes the search and keeps the review', async () => {
  const user = await reviewOf(toast);
  await user.click(numbersOf(1).getByRole('button', { name: 'Choose another food' }));
  await user.keyboard('{Escape}');
  expect(numbersOf(1).queryByRole('combobox')).toBeNull();
  expect(screen.getByRole('region', { name: 'Review before saving' })).toBeInTheDocument();
  expect(numbersOf(1).getByRole('button', { name: 'Choose another food' })).toHaveFocus();
});

test('no match says so and has no numbers; the own numbers typed are sent as the person\'s (table "label", edited)', async () => {
  const user = await reviewOf(mystery);
  expect(numbersOf(1).getByText(NO_MATCH_MESSAGE)).toBeInTheDocument();
  expect(numbersOf(1).queryByLabelText('Amount')).toBeNull();
  await user.click(numbersOf(1).getByRole('button', { name: 'Enter my own numbers' }));
  const energy = within(item(1)).getByLabelText('Energy (kcal)');
  expect(energy).toHaveFocus();
  await user.type(energy, '420');
  await user.type(within(item(1)).getByLabelText('Protein (g)'), '21');
  expect(headline(1, 'energy_kcal')).toBe('420');
  expect(numbersOf(1).getByText('Your own numbers')).toBeInTheDocument();
  const [sent] = await confirmAndSend(user);
  expect(sent.measures).toEqual({ energy_kcal: 420, protein_g: 21 });
  expect(sent.nutrition).toMatchObject({ matched: false, table: 'label', edited: true, note: null, query: 'grandma special' });
});

test('own numbers over a match win and keep its amount to scale from', async () => {
  const user = await reviewOf(eggs);
  const energy = within(item(1)).getByLabelText('Energy (kcal)');
  await user.clear(energy);
  await user.type(energy, '180');
  expect(numbersOf(1).getByText('Your own numbers')).toBeInTheDocument();
  const amount = numbersOf(1).getByLabelText('Amount');
  await user.clear(amount);
  await user.type(amount, '1');
  expect(headline(1, 'energy_kcal')).toBe('90');
  const [sent] = await confirmAndSend(user);
  expect(sent.nutrition).toMatchObject({ matched: true, table: 'fndds', edited: true, amount: 1, grams: 50 });
  expect(sent.measures).toMatchObject({ energy_kcal: 90, grams: 50, servings: 1 });
});
