// The Logs page (docs/PRODUCT.md §2, §5): title and subtitle, all seven types as tabs with create/edit/delete, the inclusive date
// filter sent as calendar days in the chosen zone, and Load more by cursor.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ENTRY_TYPES } from '@shared/entry-types';
import { entry, FreshSwr, installApi, pathOf } from '@/components/entries/__tests__/fixtures';
import { EntriesPage } from '../entries-page';

jest.mock('@/lib/data-fetcher', () => ({
  ...jest.requireActual('@/lib/data-fetcher'),
  withDataRetries: (call: (opts: object) => Promise<unknown>) => call({ retries: 0 }),
}));

const ZONE = 'America/New_York';

beforeEach(() => {
  localStorage.setItem('token', 'access-token');
  localStorage.setItem('timeZone', ZONE);
});

const renderPage = (url = '/logs') =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <FreshSwr>
        <EntriesPage />
      </FreshSwr>
    </MemoryRouter>,
  );

const gets = (requests: { url: string; method: string }[]) =>
  requests.filter((r) => r.method === 'GET').map((r) => new URL(r.url, 'http://x'));

test("is titled 'Health Logs' with its subtitle", () => {
  installApi(() => ({ status: 200, body: [] }));
  renderPage();
  expect(screen.getByRole('heading', { level: 1, name: 'Health Logs' })).toBeInTheDocument();
  expect(screen.getByText('View and manage your health data logs')).toBeInTheDocument();
});

test('offers all seven types as tabs; choosing one loads its entries', async () => {
  const { requests } = installApi(({ path }) => ({ status: 200, body: [entry({ details: `from ${path}` })] }));
  renderPage();
  const tabs = screen.getAllByRole('tab');
  expect(tabs.map((t) => t.textContent)).toEqual(ENTRY_TYPES.map((t) => t.title));
  expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
  expect(await screen.findByText('from /api/test-subjects/')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('tab', { name: 'Mood & Stress' }));
  expect(screen.getByRole('tab', { name: 'Mood & Stress' })).toHaveAttribute('aria-selected', 'true');
  const panel = screen.getByRole('tabpanel', { name: 'Mood & Stress' });
  expect(await within(panel).findByText('from /api/mood-stress/')).toBeInTheDocument();
  expect(within(panel).getByRole('form', { name: 'New Mood & Stress entry' })).toBeInTheDocument();
  expect(gets(requests).at(-1)!.searchParams.get('limit')).toBe('50');
});

test('arrow keys move between the tabs', async () => {
  installApi(() => ({ status: 200, body: [] }));
  renderPage('/logs?type=sleep');
  screen.getByRole('tab', { name: 'Sleep' }).focus();
  await userEvent.keyboard('{ArrowRight}');
  expect(screen.getByRole('tab', { name: 'Food & Drinks' })).toHaveFocus();
  expect(screen.getByRole('tab', { name: 'Food & Drinks' })).toHaveAttribute('aria-selected', 'true');
  await userEvent.keyboard('{Home}');
  expect(screen.getByRole('tab', { name: 'Test Subjects & Health Conditions' })).toHaveFocus();
});

test('the date filter sends start and end as inclusive days in the chosen zone', async () => {
  const { requests } = installApi(() => ({ status: 200, body: [] }));
  renderPage('/logs?type=sleep');
  await screen.findByText('No entries yet.');
  await userEvent.type(screen.getByLabelText('Start date'), '2026-01-01');
  await userEvent.type(screen.getByLabelText('End date'), '2026-01-31');
  await userEvent.click(screen.getByRole('button', { name: 'Apply' }));

  await waitFor(() => expect(gets(requests).at(-1)!.searchParams.get('start')).toBe('2026-01-01'));
  const last = gets(requests).at(-1)!;
  expect(last.pathname).toBe('/api/sleep/');
  expect(Object.fromEntries(last.searchParams)).toEqual({ start: '2026-01-01', end: '2026-01-31', timezone: ZONE, limit: '50' });
  expect(screen.getByRole('status', { name: '' })).toHaveTextContent(
    `Showing entries from 01/01/2026 through 01/31/2026 (${ZONE} time), newest first.`,
  );

  await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
  await waitFor(() => expect(gets(requests).at(-1)!.searchParams.has('start')).toBe(false));
  expect(screen.getByLabelText('Start date')).toHaveValue('');
});

test('one day is start and end of the same date', async () => {
  const { requests } = installApi(() => ({ status: 200, body: [] }));
  renderPage('/logs?type=sleep&start=2026-03-08&end=2026-03-08');
  await screen.findByText('No entries on 03/08/2026.');
  expect(Object.fromEntries(gets(requests)[0].searchParams)).toEqual({
    start: '2026-03-08',
    end: '2026-03-08',
    timezone: ZONE,
    limit: '50',
  });
  expect(screen.getByLabelText('Start date')).toHaveValue('2026-03-08');
});

test('an end date before the start date is refused', async () => {
  const { requests } = installApi(() => ({ status: 200, body: [] }));
  renderPage('/logs?type=sleep');
  await screen.findByText('No entries yet.');
  await userEvent.type(screen.getByLabelText('Start date'), '2026-02-10');
  await userEvent.type(screen.getByLabelText('End date'), '2026-02-01');
  await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
  expect(screen.getByRole('alert')).toHaveTextContent('The end date must be on or after the start date.');
  expect(gets(requests).every((url) => !url.searchParams.has('start'))).toBe(true);
});

test('Load more fetches the next page by its cursor and adds it below', async () => {
  const { requests } = installApi(({ query }) =>
    query.get('cursor') === 'page-2'
      ? { status: 200, body: [entry({ details: 'Older entry' })] }
      : { status: 200, body: [entry({ details: 'Newer entry' })], headers: { 'X-Next-Cursor': 'page-2' } },
  );
  renderPage('/logs?type=sleep');
  expect(await screen.findByText('Newer entry')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
  expect(await screen.findByText('Older entry')).toBeInTheDocument();
  expect(screen.getByText('Newer entry')).toBeInTheDocument();
  expect(gets(requests).at(-1)!.searchParams.get('cursor')).toBe('page-2');
  expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
});

test('creates, edits and deletes on the page too', async () => {
  const rows = [entry({ id: 'A', details: 'Vitamin D', version: 2 })];
  const { requests } = installApi(
    ({ method, path }) => (method === 'POST' && path === '/api/user-inputs/' ? { status: 201, body: { id: 'UI' } } : undefined),
    ({ method, body }) => {
      if (method === 'POST') {
        const created = entry({ id: 'B', details: (body as { details: string }).details });
        rows.unshift(created);
        return { status: 201, body: created };
      }
      if (method === 'PUT') {
        rows[rows.findIndex((r) => r.id === 'A')] = { ...rows.find((r) => r.id === 'A')!, details: 'Vitamin D3', version: 3 };
        return { status: 200, body: rows.find((r) => r.id === 'A') };
      }
      if (method === 'DELETE') {
        rows.splice(
          rows.findIndex((r) => r.id === 'B'),
          1,
        );
        return { status: 204 };
      }
      return { status: 200, body: rows };
    },
  );
  renderPage('/logs?type=supplements');
  const panel = screen.getByRole('tabpanel', { name: 'Supplements & Medications' });
  await within(panel).findByText('Vitamin D');

  await userEvent.type(within(panel).getByLabelText('Details'), 'Magnesium');
  await userEvent.click(within(panel).getByRole('button', { name: 'Add entry' }));
  expect(await screen.findByText('Log created successfully!')).toBeInTheDocument();
  expect(await within(panel).findByText('Magnesium', { selector: 'td' })).toBeInTheDocument();

  await userEvent.click(within(panel).getByRole('button', { name: 'Edit entry: Vitamin D' }));
  const form = within(within(panel).getByRole('form', { name: 'Edit entry' }));
  await userEvent.type(form.getByLabelText('Details'), '3');
  await userEvent.click(form.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Log updated successfully!')).toBeInTheDocument();
  expect(requests.find((r) => r.method === 'PUT')!.body).toMatchObject({ details: 'Vitamin D3', version: 2 });

  await userEvent.click(within(panel).getByRole('button', { name: 'Delete entry: Magnesium' }));
  const asking = await screen.findByRole('alertdialog', { name: 'Are you sure you want to delete this log?' });
  await userEvent.click(within(asking).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('Log deleted successfully!')).toBeInTheDocument();
  expect(pathOf(requests.find((r) => r.method === 'DELETE')!)).toBe('/api/supplements/B/');
});

test("a list that cannot load says 'Failed to load health data.' and offers Retry", async () => {
  let up = false;
  installApi(() => (up ? { status: 200, body: [entry({ details: 'Back' })] } : { status: 500 }));
  renderPage('/logs?type=sleep');
  expect(await screen.findByText('Failed to load health data.')).toBeInTheDocument();
  up = true;
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('Back')).toBeInTheDocument();
});
