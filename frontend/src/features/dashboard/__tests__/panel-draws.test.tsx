// The panels draw one per task once the data is in (lib/use-one-by-one.ts), and a panel already drawn is not drawn
// again at the later panels' turns (the panels are memoised: docs/PERFORMANCE.md "The first render in tasks"). Each
// row's text is read once per draw of its row, which this test counts.
import { screen, within } from '@testing-library/react';
import { ENTRY_TYPES } from '@shared/entry-types';
import { entry, installApi } from '@/components/entries/__tests__/fixtures';
import * as rowTextModule from '@/components/entries/row-text';
import { renderDashboard, signedInStorage } from './render-dashboard';

jest.mock('@/lib/data-fetcher', () => ({
  ...jest.requireActual('@/lib/data-fetcher'),
  withDataRetries: (call: (opts: object) => Promise<unknown>) => call({ retries: 0 }),
}));
jest.mock('@/lib/navigation', () => ({ goToLogin: jest.fn() }));
jest.mock('@/components/entries/row-text', () => {
  const actual = jest.requireActual<typeof rowTextModule>('@/components/entries/row-text');
  return { ...actual, rowText: jest.fn(actual.rowText) };
});
const rowText = rowTextModule.rowText as jest.MockedFunction<typeof rowTextModule.rowText>;

beforeEach(signedInStorage);

test('each panel draws its rows when its turn comes, and not again at the turns of the panels after it', async () => {
  installApi(({ method, path }) =>
    method === 'GET' ? { status: 200, body: [entry({ id: `${path}-1`, details: `Latest of ${path}` })] } : undefined,
  );
  renderDashboard();
  const last = ENTRY_TYPES[ENTRY_TYPES.length - 1];
  expect(await within(screen.getByRole('region', { name: last.title })).findByText(/^Latest of/)).toBeInTheDocument();

  const first = ENTRY_TYPES[0];
  const drawsOfFirst = rowText.mock.calls.filter(([row]) => row.details === `Latest of /api/${first.collection}/`).length;
  expect(drawsOfFirst).toBeGreaterThan(0);
  // One draw of the row (its text, and its measures in both unit systems, are read in that one draw).
  expect(drawsOfFirst).toBeLessThanOrEqual(2);
});
