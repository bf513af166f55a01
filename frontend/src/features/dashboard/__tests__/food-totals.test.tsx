// Today's food totals in the Food & Drinks panel (issue 22): "1,240 of 2,100 kcal" against the targets, fetched for the
// zone's day, a progress bar read as its words, nothing but a note on a day with nothing logged, entries without
// numbers counted, and what the targets need when the profile lacks it.
import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { targetsFor } from '@shared/nutrition-targets';
import { entry, FreshSwr, installApi } from '@/components/entries/__tests__/fixtures';
import { fixedAuth, FixedAuthProvider, sampleUser } from '@/testing/auth-fixtures';
import { DashboardPage } from '../dashboard-page';
import { dayFood, totalLines, TOTALS_VIEW_KEY } from '../food-totals';
import { signedInStorage } from './render-dashboard';

jest.mock('@/lib/data-fetcher', () => ({
  ...jest.requireActual('@/lib/data-fetcher'),
  withDataRetries: (call: (opts: object) => Promise<unknown>) => call({ retries: 0 }),
}));
jest.mock('@/lib/navigation', () => ({ goToLogin: jest.fn() }));

beforeEach(signedInStorage);

const now = new Date();
// man 36, 80 kg: energy 2,590 kcal (0.0592 × 80 + 2.48 = 7.216 MJ × 239 × 1.5), protein 64 g, carbs 356 g, fat 79 g, fiber 38 g
const profiled = { birth_year: now.getUTCFullYear() - 36, gender: 'M' as const, weight_kg: 80 };
const nutritionOf = (profile: object, own = {}) => ({
  ...targetsFor(profile, now, own),
  drink_unit: { unit: 'uk' as const, source: 'default' as const },
});
const egg = (kcal: number) => entry({ details: 'Eggs', measures: { energy_kcal: kcal, protein_g: 12, carbs_g: 1, fat_g: 10 } });
const unmatched = () => entry({ details: 'Grandma’s stew', measures: {} });

function renderWith(food: ReturnType<typeof entry>[], today: ReturnType<typeof entry>[], nutrition = nutritionOf(profiled)) {
  const { requests } = installApi(({ method, path, query }) => {
    if (method !== 'GET') return undefined;
    if (path === '/api/food-drinks/') return { status: 200, body: query.get('start') ? today : food };
    return { status: 200, body: [] };
  });
  render(
    <MemoryRouter>
      <FixedAuthProvider state={fixedAuth({ user: sampleUser({ nutrition }) })}>
        <FreshSwr>
          <DashboardPage />
        </FreshSwr>
      </FixedAuthProvider>
    </MemoryRouter>,
  );
  return requests;
}

const foodPanel = () => screen.getByRole('region', { name: 'Food & Drinks' });

test("shows today's totals against the targets, asks for the zone's day, and each bar reads as its words", async () => {
  const today = [egg(1000), egg(240), unmatched(), unmatched()];
  const requests = renderWith(today, today);
  const totals = await within(foodPanel()).findByTestId('food-totals');
  expect(within(totals).getByText('1,240 of 2,590 kcal')).toBeInTheDocument();
  expect(within(totals).getByText('24 of 64 g')).toBeInTheDocument(); // protein 12 + 12
  expect(within(totals).getByText('2 items without numbers (not in the totals)')).toBeInTheDocument();
  const energy = within(totals).getByRole('progressbar', { name: 'Energy' });
  expect(energy).toHaveAttribute('aria-valuetext', '1,240 of 2,590 kcal (48 %)'); // 1,240 ÷ 2,590 = 47.9 %
  expect(energy).toHaveAttribute('aria-valuemax', '2590');
  // No entry has a fiber number: no fiber line (missing is not 0 g).
  expect(within(totals).queryByText(/Fiber/)).not.toBeInTheDocument();
  expect(within(totals).getByText(/estimate/)).toBeInTheDocument();

  const dated = requests.find((r) => r.url.includes('start='))!;
  const query = new URL(dated.url, 'http://localhost').searchParams;
  expect(query.get('timezone')).toBe('America/New_York');
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());
  expect([query.get('start'), query.get('end')]).toEqual([day, day]);
});

test('a day with nothing logged shows no totals, not "0 of 2,590"', async () => {
  renderWith([egg(300)], []);
  expect(await within(foodPanel()).findByText('Nothing logged today yet.')).toBeInTheDocument();
  expect(within(foodPanel()).queryByTestId('food-totals')).not.toBeInTheDocument();
  expect(within(foodPanel()).queryByText(/of 2,590/)).not.toBeInTheDocument();
});

test('only entries without numbers: the count, and no totals', async () => {
  const today = [unmatched()];
  renderWith(today, today);
  const totals = await within(foodPanel()).findByTestId('food-totals');
  expect(within(totals).getByText('1 item without numbers')).toBeInTheDocument();
  expect(within(totals).queryByRole('progressbar')).not.toBeInTheDocument();
});

test('without the profile data the totals stand alone and the panel says what the targets need', async () => {
  const today = [egg(500)];
  renderWith(today, today, nutritionOf({}));
  const totals = await within(foodPanel()).findByTestId('food-totals');
  expect(within(totals).getByText('500 kcal')).toBeInTheDocument();
  expect(within(totals).queryByRole('progressbar')).not.toBeInTheDocument();
  expect(within(totals).getByText(/No kcal target yet: add your birth year, gender and weight to your Profile./)).toBeInTheDocument();
  expect(within(totals).getByRole('link', { name: 'Open your Profile' })).toHaveAttribute('href', '/user');
});

test('an own kcal target is used and not called an estimate', () => {
  const lines = totalLines(dayFood([egg(1800)]), nutritionOf(profiled, { energy_kcal: 2100 }).targets);
  expect(lines[0]).toMatchObject({ text: '1,800 of 2,100 kcal', share: 1800 / 2100 });
  expect(lines[0].target?.source).toBe('own');
});

test('while today loads, the last totals shown keep their room, hidden from screen readers, then give way to the new ones', async () => {
  const today = [egg(1000), egg(240)];
  renderWith(today, today);
  await within(foodPanel()).findByText('1,240 of 2,590 kcal');
  const remembered = JSON.parse(localStorage.getItem(TOTALS_VIEW_KEY)!);
  expect(remembered.lines[0]).toMatchObject({ name: 'energy_kcal', text: '1,240 of 2,590 kcal' });

  // A later visit whose lists are held: the remembered block stands in, aria-hidden, with no progressbar role.
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  installApi(({ method }) => (method === 'GET' ? gate.then(() => ({ status: 200, body: [] })) : undefined));
  localStorage.setItem('dashboardPanelRows', JSON.stringify({ 'food-drinks': 2 }));
  document.body.innerHTML = '';
  render(
    <MemoryRouter>
      <FixedAuthProvider state={fixedAuth({ user: sampleUser({ nutrition: nutritionOf(profiled) }) })}>
        <FreshSwr>
          <DashboardPage />
        </FreshSwr>
      </FixedAuthProvider>
    </MemoryRouter>,
  );
  const reserved = document.querySelector('[data-collection="food-drinks"] .food-totals.is-reserved');
  expect(reserved).not.toBeNull();
  expect(reserved).toHaveAttribute('aria-hidden', 'true');
  expect(within(foodPanel()).queryByRole('progressbar')).not.toBeInTheDocument();
  release();
  await waitFor(() => expect(document.querySelector('.food-totals.is-reserved')).toBeNull());
});
