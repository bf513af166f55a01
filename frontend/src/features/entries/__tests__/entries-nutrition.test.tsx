// A food's numbers on the Logs page (docs/NUTRITION.md "In your logs"): kcal and macros per entry with their source, the
// nutrients grouped in a collapsed Nutrition section of the editor, and an edit of the amount or of the numbers that
// updates them and sends the new measures with the source.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { NO_MATCH_MESSAGE, unmatchedSource } from '@shared/nutrition';
import { entry, FreshSwr, installApi } from '@/components/entries/__tests__/fixtures';
import { EGGS_SOURCE } from '@/testing/nutrition-fixtures';
import { EntriesPage } from '../entries-page';

jest.mock('@/lib/data-fetcher', () => ({
  ...jest.requireActual('@/lib/data-fetcher'),
  withDataRetries: (call: (opts: object) => Promise<unknown>) => call({ retries: 0 }),
}));

beforeEach(() => {
  localStorage.setItem('token', 'access-token');
  localStorage.setItem('timeZone', 'America/New_York');
});

const source = EGGS_SOURCE;
const eggs = entry({
  details: '2 eggs',
  measures: { servings: 2, grams: 100, energy_kcal: 143, protein_g: 12.6, carbs_g: 0.7, fat_g: 9.5, iron_mg: 1.2 },
  nutrition: source,
});
const mystery = entry({
  details: 'grandma special',
  measures: {},
  nutrition: unmatchedSource('grandma special'),
});

function renderPage() {
  const api = installApi(({ method, path, body }) => {
    if (method === 'GET' && path === '/api/food-drinks/') return { status: 200, body: [eggs, mystery] };
    if (method === 'PUT') return { status: 200, body: { ...eggs, ...(body as object), version: 2 } };
    return undefined;
  });
  render(
    <MemoryRouter initialEntries={['/logs?type=food-drinks']}>
      <FreshSwr>
        <EntriesPage />
      </FreshSwr>
    </MemoryRouter>,
  );
  return api;
}
const rowOf = (text: string) => screen.getByText(text, { selector: 'td, td *' }).closest('tr')!;

test('the food table shows kcal and macros per entry, and where they came from', async () => {
  renderPage();
  await screen.findByText('2 eggs');
  expect(screen.getByRole('columnheader', { name: 'Nutrition' })).toBeInTheDocument();
  const row = within(rowOf('2 eggs'));
  expect(row.getByText('143 kcal · 13 g protein · 0.7 g carbs · 9.5 g fat')).toBeInTheDocument();
  expect(row.getByText('Egg, whole, boiled or poached · USDA FNDDS 2017–2018 · 2 × 1 large (100 g)')).toBeInTheDocument();
  // The measures line keeps servings, not the nutrients a second time.
  expect(row.getByText('servings 2')).toBeInTheDocument();
  expect(within(rowOf('grandma special')).getByText(NO_MATCH_MESSAGE)).toBeInTheDocument();
});

test('the editor groups the nutrients in a collapsed Nutrition section; a changed amount updates them and is sent', async () => {
  const { requests } = renderPage();
  const user = userEvent.setup();
  await screen.findByText('2 eggs');
  await user.click(screen.getByRole('button', { name: 'Edit entry: 2 eggs' }));
  const form = within(screen.getByRole('form', { name: 'Edit entry' }));
  // Servings and caffeine stay in sight; the 18 nutrients wait in the closed section with the source line.
  expect(form.getByLabelText('Servings')).toBeVisible();
  const section = form.getByText('Nutrition: weight and all nutrients').closest('details')!;
  expect(section).not.toHaveAttribute('open');
  expect(within(section).getByLabelText('Iron (mg)')).toHaveValue('1.2');
  const amount = form.getByLabelText('Amount');
  await user.clear(amount);
  await user.type(amount, '1');
  expect(form.getByRole('group', { name: 'Nutrition' }).querySelector('[data-nutrient="energy_kcal"]')).toHaveTextContent('72');
  await user.click(form.getByRole('button', { name: 'Save' }));
  const put = requests.find((r) => r.method === 'PUT')!;
  expect(put.body).toMatchObject({
    measures: { servings: 1, grams: 50, energy_kcal: 72, protein_g: 6.3, carbs_g: 0.4, fat_g: 4.8, iron_mg: 0.6 },
    nutrition: { ...source, amount: 1, grams: 50 },
  });
});

test("numbers typed in the Nutrition section are the person's own: the source says so and is sent", async () => {
  const { requests } = renderPage();
  const user = userEvent.setup();
  await screen.findByText('grandma special');
  await user.click(screen.getByRole('button', { name: 'Edit entry: grandma special' }));
  const form = within(screen.getByRole('form', { name: 'Edit entry' }));
  expect(form.getAllByText(NO_MATCH_MESSAGE).length).toBeGreaterThan(0);
  await user.click(form.getByRole('button', { name: 'Enter my own numbers' }));
  expect(form.getByLabelText('Energy (kcal)')).toHaveFocus();
  await user.type(form.getByLabelText('Energy (kcal)'), '500');
  expect(form.getAllByText('Your own numbers').length).toBeGreaterThan(0);
  await user.click(form.getByRole('button', { name: 'Save' }));
  const put = requests.find((r) => r.method === 'PUT')!;
  expect(put.body).toMatchObject({ measures: { energy_kcal: 500 }, nutrition: { matched: false, table: 'label', edited: true } });
});

test('an edit that leaves the numbers alone sends no source: the server keeps or recomputes its own', async () => {
  const { requests } = renderPage();
  const user = userEvent.setup();
  await screen.findByText('2 eggs');
  await user.click(screen.getByRole('button', { name: 'Edit entry: 2 eggs' }));
  const form = within(screen.getByRole('form', { name: 'Edit entry' }));
  await user.type(form.getByLabelText('Notes (optional)'), 'soft');
  await user.click(form.getByRole('button', { name: 'Save' }));
  const put = requests.find((r) => r.method === 'PUT')!;
  expect(put.body).not.toHaveProperty('nutrition');
  expect(put.body).toMatchObject({ notes: 'soft', measures: { energy_kcal: 143, protein_g: 12.6 } });
});
