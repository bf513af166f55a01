// Nutrients on /analytics (docs/INSIGHTS.md "Daily intake"): Health Trends draws a nutrient's days with gaps where no
// food was logged (never 0 kcal) and the person's daily target as a line; the Daily intake card gives the period's
// averages against the targets in effect, on how many days each rests, and how many entries had no numbers.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type uPlot from 'uplot';
import { targetsFor } from '@shared/nutrition-targets';
import { sampleUser } from '@/testing/auth-fixtures';
import { insightsAnswer, insightsServer, renderAnalytics } from './render-analytics';

const mockPlots: { opts: uPlot.Options; data: uPlot.AlignedData }[] = [];
jest.mock('uplot', () => ({
  __esModule: true,
  default: class FakePlot {
    constructor(opts: uPlot.Options, data: uPlot.AlignedData) {
      mockPlots.push({ opts, data });
    }
    setSize() {}
    destroy() {}
  },
}));

beforeEach(() => {
  mockPlots.length = 0;
});

/** Food on the last 2 of 30 days only: 1,700 and 2,000 kcal; 3 entries without numbers on the last day. */
const kcal = Array.from({ length: 30 }, (_, i) => (i === 28 ? 1700 : i === 29 ? 2000 : null));
const sodium = Array.from({ length: 30 }, (_, i) => (i === 29 ? 2900 : null));
const withoutNumbers = Array.from({ length: 30 }, (_, i) => (i === 29 ? 3 : 0));
const serve = (food = true) =>
  insightsServer((days) => ({
    status: 200,
    body: food ? insightsAnswer(days, {}, undefined, { energy_kcal: kcal, sodium_mg: sodium }, withoutNumbers) : insightsAnswer(days),
  }));
/** Born 1990, female, 60 kg, her own energy target 2,100 kcal: protein 48 g, sodium at most 2,300 mg by default. */
const user = () =>
  sampleUser({
    nutrition: {
      ...targetsFor({ birth_year: 1990, gender: 'F', weight_kg: 60 }, new Date('2026-03-30T00:00:00Z'), { energy_kcal: 2100 }),
      drink_unit: { unit: 'uk', source: 'default' },
    },
  });
const trends = () => screen.getByRole('region', { name: 'Health Trends' });
const intake = () => screen.getByRole('region', { name: 'Daily intake' });

test('draws a nutrient’s days with gaps where no food was logged, and the daily target as a line', async () => {
  serve();
  await renderAnalytics('/analytics?series=energy_kcal', user());
  expect(await within(trends()).findByText('Energy intake: average 1,850 kcal over 2 of 30 days; missing 28 days.')).toBeInTheDocument();
  expect(within(trends()).getByRole('combobox', { name: 'Show' })).toHaveValue('energy_kcal');
  const data = mockPlots.at(-1)!.data as (number | null)[][];
  expect(data[1]).toEqual(kcal);
  expect(data[1]).not.toContain(0);
  // No period-before line for a nutrient (its meals are not read), and the target at 2,100 kcal.
  expect(data[3].every((v) => v === null)).toBe(true);
  expect(data[4]).toEqual(kcal.map(() => 2100));
  expect(within(trends()).getByText(/Your daily target: 2,100 kcal\. 3 food entries have no numbers/)).toBeInTheDocument();
});

test('lists the nutrients in the chooser under their own group, and switches to one', async () => {
  serve();
  await renderAnalytics('/analytics', user());
  const chooser = await within(trends()).findByRole('combobox', { name: 'Show' });
  const group = within(chooser).getByRole('group', { name: 'Food and drink, a day' });
  expect(
    within(group)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual([
    'Energy intake (kcal)',
    'Protein (g)',
    'Carbohydrate (g)',
    'Fat (g)',
    'Fiber (g)',
    'Sugars (g)',
    'Sodium (mg)',
    'Caffeine (mg)',
    'Alcohol (g)',
  ]);
  await userEvent.selectOptions(chooser, 'sodium_mg');
  expect(await within(trends()).findByText('Sodium: average 2,900 mg over 1 of 30 days; missing 29 days.')).toBeInTheDocument();
  expect(screen.getByTestId('where')).toHaveTextContent('series=sodium_mg');
});

test('gives the period’s average intake against the targets in effect, on the days with food only', async () => {
  serve();
  await renderAnalytics('/analytics', user());
  const card = intake();
  expect(await within(card).findByText(/Averages of the 2 of 30 days with food logged/)).toBeInTheDocument();
  expect(within(card).getByText(/3 food entries have no numbers \(no match in the food table\) and are not counted\./)).toBeInTheDocument();
  const rows = within(within(card).getByRole('table'))
    .getAllByRole('row')
    .map((row) => row.textContent);
  expect(rows).toEqual(['NutrientPer dayDaysTarget', 'Energy1,850 kcal22,100 kcal (88%)', 'Sodium2,900 mg1≤ 2,300 mg (above)']);
  expect(within(card).getByText(/No numbers in these days for: protein, carbohydrate/)).toBeInTheDocument();
});

test('says plainly when no food was logged, never an average of 0 kcal', async () => {
  serve(false);
  await renderAnalytics('/analytics', user());
  expect(await within(intake()).findByText(/No food or drinks logged in these 30 days/)).toBeInTheDocument();
  expect(within(intake()).queryByRole('table')).not.toBeInTheDocument();
});

test('names what the profile lacks for targets, without a target column’s guesses', async () => {
  serve();
  await renderAnalytics('/analytics', sampleUser({ nutrition: { ...targetsFor({}), drink_unit: { unit: 'uk', source: 'default' } } }));
  const card = intake();
  await within(card).findByRole('table');
  expect(within(card).getAllByRole('row')[1]).toHaveTextContent('Energy1,850 kcal2—');
  expect(within(card).getByText(/Add your birth year, gender and weight in your Profile to get targets for energy/)).toBeInTheDocument();
  expect(within(card).getByRole('link', { name: 'Open your profile' })).toHaveAttribute('href', '/user');
});
