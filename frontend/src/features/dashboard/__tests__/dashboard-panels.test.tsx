// The dashboard's panels (issue 12): an empty panel is one compact block (title, 'No entries yet.', Add and Edit, no
// table); a filled one has exactly its rows; while loading, each panel reserves the rows it showed last time in this
// browser (localStorage 'dashboardPanelRows'), and a load updates them (a failed type keeps its count).
import { act, screen, within } from '@testing-library/react';
import { ENTRY_TYPES } from '@shared/entry-types';
import { entry, installApi } from '@/components/entries/__tests__/fixtures';
import { renderDashboard, signedInStorage } from './render-dashboard';
import { PANEL_ROWS_KEY } from '../panel-rows';

jest.mock('@/lib/data-fetcher', () => ({
  ...jest.requireActual('@/lib/data-fetcher'),
  withDataRetries: (call: (opts: object) => Promise<unknown>) => call({ retries: 0 }),
}));
jest.mock('@/lib/navigation', () => ({ goToLogin: jest.fn() }));

beforeEach(signedInStorage);

const panel = (name: string) => screen.getByRole('region', { name });
const skeletonRows = (name: string) => panel(name).querySelectorAll('.recent-entries-skeleton-row').length;
const remembered = () => JSON.parse(localStorage.getItem(PANEL_ROWS_KEY) ?? 'null');

/** Sleep has `sleep` entries, Food & Drinks fails with a 500 when `foodFails`, the others are empty; held until released. */
function serve({ sleep, foodFails = false }: { sleep: number; foodFails?: boolean }) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const answer = async (path: string) => {
    await gate;
    if (path === '/api/food-drinks/' && foodFails) return { status: 500 };
    return { status: 200, body: path === '/api/sleep/' ? Array.from({ length: sleep }, (_, i) => entry({ details: `Night ${i}` })) : [] };
  };
  installApi(({ method, path }) => (method === 'GET' ? answer(path) : undefined));
  return { release: () => act(() => release()) };
}

test('an empty panel is its title, "No entries yet.", Add and Edit, with no table; a filled one has just its rows', async () => {
  const { release } = serve({ sleep: 2 });
  renderDashboard();
  release();
  const mood = panel('Mood & Stress');
  expect(await within(mood).findByText('No entries yet.')).toBeInTheDocument();
  expect(within(mood).getByRole('button', { name: 'Add a Mood & Stress entry' })).toBeInTheDocument();
  expect(within(mood).getByRole('button', { name: 'Edit Mood & Stress logs' })).toBeInTheDocument();
  expect(within(mood).queryByRole('table')).not.toBeInTheDocument();

  const sleep = panel('Sleep');
  expect(within(sleep).getAllByRole('row').slice(1)).toHaveLength(2);
  expect(within(sleep).queryByText('No entries yet.')).not.toBeInTheDocument();
  expect(within(sleep).queryByRole('button', { name: 'Add a Sleep entry' })).not.toBeInTheDocument();
  expect(sleep).toHaveAttribute('data-rows', '2');
});

test('a first visit reserves the compact panel everywhere, with Add already in place, then remembers each count', async () => {
  const { release } = serve({ sleep: 3 });
  renderDashboard();
  for (const type of ENTRY_TYPES) {
    expect(skeletonRows(type.title)).toBe(0);
    expect(panel(type.title).querySelector('.entries-panel-note .skeleton')).not.toBeNull();
    expect(within(panel(type.title)).getByRole('button', { name: `Add a ${type.title} entry` })).toBeInTheDocument();
  }
  release();
  await within(panel('Sleep')).findByText('Night 0');
  expect(remembered()).toEqual(Object.fromEntries(ENTRY_TYPES.map((type) => [type.collection, type.collection === 'sleep' ? 3 : 0])));
});

test("a returning visit reserves each panel's rows from last time, and a failed load keeps its count", async () => {
  localStorage.setItem(PANEL_ROWS_KEY, JSON.stringify({ sleep: 3, 'food-drinks': 2, 'mood-stress': 9, supplements: 'x' }));
  const { release } = serve({ sleep: 3, foodFails: true });
  renderDashboard();
  expect(skeletonRows('Sleep')).toBe(3);
  expect(skeletonRows('Food & Drinks')).toBe(2);
  // Never more than a panel can show, and nothing from a value that is not a count.
  expect(skeletonRows('Mood & Stress')).toBe(5);
  expect(skeletonRows('Supplements & Medications')).toBe(0);
  expect(within(panel('Sleep')).queryByRole('button', { name: 'Add a Sleep entry' })).not.toBeInTheDocument();

  release();
  await within(panel('Sleep')).findByText('Night 0');
  // The panels draw one per task once the data is in (lib/use-one-by-one.ts).
  expect(await within(panel('Food & Drinks')).findByText('These entries could not be loaded.')).toBeInTheDocument();
  expect(within(panel('Food & Drinks')).queryByRole('button', { name: 'Add a Food & Drinks entry' })).not.toBeInTheDocument();
  expect(remembered()).toMatchObject({ sleep: 3, 'food-drinks': 2, 'mood-stress': 0, supplements: 0 });
});

test('unreadable storage counts as a first visit', () => {
  localStorage.setItem(PANEL_ROWS_KEY, '{not json');
  serve({ sleep: 0 });
  renderDashboard();
  expect(skeletonRows('Sleep')).toBe(0);
});
