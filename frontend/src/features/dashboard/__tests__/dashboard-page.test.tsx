// The dashboard (docs/PRODUCT.md §2, §4, §8, §9): the Instructions guide, loading and 'Last updated', the connection banner with
// Retry reloading all seven loads, the two load-failure texts, and seven panels with their latest 5 entries.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ENTRY_TYPES } from '@shared/entry-types';
import type { FakeAnswer } from '@/testing/fake-fetch';
import { entry, installApi, pathOf } from '@/components/entries/__tests__/fixtures';
import { renderDashboard, signedInStorage } from './render-dashboard';

// One attempt per load here; the policy itself is tested in lib/__tests__/data-fetcher.test.ts.
jest.mock('@/lib/data-fetcher', () => ({
  ...jest.requireActual('@/lib/data-fetcher'),
  withDataRetries: (call: (opts: object) => Promise<unknown>) => call({ retries: 0 }),
}));
jest.mock('@/lib/navigation', () => ({ goToLogin: jest.fn() }));

beforeEach(signedInStorage);
afterEach(() => jest.useRealTimers());

/** The panels' loads: not the user inputs, nor the Food & Drinks panel's load of today's totals (food-totals.test.tsx). */
const listCalls = (requests: { url: string; method: string }[]) =>
  requests.filter((r) => r.method === 'GET' && !pathOf(r).startsWith('/api/user-inputs') && !r.url.includes('start='));

/** Every list answers `answer(collection)`. */
const serveLists = (answer: (collection: string) => FakeAnswer | Promise<FakeAnswer>) =>
  installApi(({ method, path }) => (method === 'GET' ? answer(path.split('/')[2]) : undefined));

const networkDown = () => {
  throw new TypeError('Failed to fetch');
};

const section = () => screen.getByRole('region', { name: 'Your health logs' });

describe('Instructions guide', () => {
  test('greets by first name and starts collapsed', () => {
    serveLists(() => ({ status: 200, body: [] }));
    renderDashboard('Grace');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome, Grace');
    const toggle = screen.getByRole('button', { name: 'Instructions' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Getting started')).not.toBeVisible();
  });

  test("expanded it lists the steps, the time zone or 'default', and where the profile, CSV and account deletion are", async () => {
    localStorage.setItem('timeZone', 'default');
    serveLists(() => ({ status: 200, body: [] }));
    renderDashboard();
    await userEvent.click(screen.getByRole('button', { name: 'Instructions' }));
    expect(screen.getByRole('button', { name: 'Instructions' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('heading', { name: 'Getting started' })).toBeVisible();
    expect(screen.getByText('default', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'profile' })).toHaveAttribute('href', '/user');
    expect(screen.getByRole('link', { name: 'Settings → Data Export' })).toHaveAttribute('href', '/settings');
    expect(screen.getByText(/as a CSV file/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'profile page' }).closest('li')).toHaveTextContent(/delete your account/);
    await userEvent.click(screen.getByRole('button', { name: 'Instructions' }));
    expect(screen.getByRole('heading', { name: 'Getting started', hidden: true })).not.toBeVisible();
  });

  test('shows a chosen zone by name', async () => {
    localStorage.setItem('timeZone', 'Europe/Paris');
    serveLists(() => ({ status: 200, body: [] }));
    renderDashboard();
    await userEvent.click(screen.getByRole('button', { name: 'Instructions' }));
    expect(screen.getByText('Europe/Paris', { selector: 'strong' })).toBeInTheDocument();
  });
});

describe('entries section', () => {
  test("says 'Loading your health data...' with skeletons, then 'Last updated' at the load's time in the zone", async () => {
    jest.useFakeTimers({ now: new Date('2026-01-15T13:30:00Z'), advanceTimers: true });
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    serveLists(async () => {
      await gate;
      return { status: 200, body: [] };
    });
    renderDashboard();
    expect(within(section()).getByText('Loading your health data...')).toBeInTheDocument();
    expect(section()).toHaveAttribute('data-connection', 'connecting');
    expect(section().querySelectorAll('.skeleton').length).toBeGreaterThan(0);
    act(() => release());
    expect(await within(section()).findByText(/Last updated/)).toHaveTextContent('Last updated 01/15/2026, 8:30 AM');
    expect(within(section()).queryByText('Loading your health data...')).not.toBeInTheDocument();
    expect(section()).toHaveAttribute('data-connection', 'connected');
  });

  test('shows the seven panels in order, each with its latest 5 entries by utc_time', async () => {
    const days = ['03', '07', '01', '05', '06', '02', '04'];
    const { requests } = serveLists((collection) => ({
      status: 200,
      body: days.map((day) => entry({ utc_time: `2026-01-${day}T12:00:00Z`, details: `${collection} ${day}` })),
    }));
    renderDashboard();
    await within(section()).findByText(/Last updated/);
    const titles = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(titles).toEqual(ENTRY_TYPES.map((t) => t.title));

    const sleep = screen.getByRole('region', { name: 'Sleep' });
    // The panels draw one per task once the data is in (lib/use-one-by-one.ts).
    await within(sleep).findByText('sleep 07');
    const rows = within(sleep).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1].textContent)).toEqual([
      'sleep 07',
      'sleep 06',
      'sleep 05',
      'sleep 04',
      'sleep 03',
    ]);
    const calls = listCalls(requests);
    expect(calls.map(pathOf).sort()).toEqual(ENTRY_TYPES.map((t) => `/api/${t.collection}/`).sort());
    calls.forEach((call) => expect(new URL(call.url, 'http://x').searchParams.get('limit')).toBe('5'));
  });

  test('related data shows the name; an entry with an image shows a thumbnail', async () => {
    Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => undefined });
    installApi(({ path }) => {
      if (path.startsWith('/api/images/')) return { status: 200, body: 'PNG' };
      if (path === '/api/related-data/')
        return {
          status: 200,
          body: [entry({ details: undefined, item_name: 'Blood pressure', item_type: 'test_subjects', data_details: '120/80' })],
        };
      if (path === '/api/food-drinks/') return { status: 200, body: [entry({ details: 'Oatmeal', image_url: 'images/U/oat.jpg' })] };
      return { status: 200, body: [] };
    });
    renderDashboard();
    expect(await within(screen.getByRole('region', { name: 'Related Data' })).findByText('Blood pressure')).toBeInTheDocument();
    const food = screen.getByRole('region', { name: 'Food & Drinks' });
    expect(await within(food).findByRole('button', { name: 'View image: Oatmeal' })).toBeInTheDocument();
  });

  test('when all seven loads fail on the network: the banner, the all-failed text, tips, and Retry reloads all seven', async () => {
    let online = false;
    const { requests } = serveLists((collection) =>
      online ? { status: 200, body: [entry({ details: `${collection} back` })] } : networkDown(),
    );
    renderDashboard();
    const banner = await within(section()).findByRole('alert');
    expect(banner).toHaveTextContent('Unable to load any data. Please check your connection and try again.');
    expect(banner).toHaveTextContent('Unable to connect to server. Please check your internet connection.');
    expect(within(banner).getByText('Troubleshooting tips')).toBeInTheDocument();
    expect(section()).toHaveAttribute('data-connection', 'failed');
    expect(within(section()).queryByText(/Last updated/)).not.toBeInTheDocument();
    expect(listCalls(requests)).toHaveLength(7);

    online = true;
    await userEvent.click(within(banner).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(within(section()).queryByRole('alert')).not.toBeInTheDocument());
    expect(listCalls(requests)).toHaveLength(14);
    expect(section()).toHaveAttribute('data-connection', 'connected');
    expect(within(screen.getByRole('region', { name: 'Sleep' })).getByText('sleep back')).toBeInTheDocument();
  });

  test("when some loads fail with a server error: 'Failed to load health data.' and the server text", async () => {
    serveLists((collection) => (collection === 'sleep' || collection === 'supplements' ? { status: 500 } : { status: 200, body: [] }));
    renderDashboard();
    const banner = await within(section()).findByRole('alert');
    expect(banner).toHaveTextContent('Failed to load health data.');
    expect(banner).toHaveTextContent('Server is experiencing issues. Please try again in a moment.');
    expect(banner).not.toHaveTextContent('Unable to load any data.');
    expect(section()).toHaveAttribute('data-connection', 'failed');
    expect(
      await within(screen.getByRole('region', { name: 'Sleep' })).findByText('These entries could not be loaded.'),
    ).toBeInTheDocument();
    expect(within(section()).getByText(/Last updated/)).toBeInTheDocument();
  });

  test('an expired session says so', async () => {
    serveLists(() => ({ status: 401, body: { detail: 'Token expired.' } }));
    renderDashboard();
    const banner = await within(section()).findByRole('alert');
    expect(banner).toHaveTextContent('Session expired. Please refresh the page and login again.');
    expect(banner).toHaveTextContent('Unable to load any data. Please check your connection and try again.');
  });

  test('a client error is a failed load but not a failed connection', async () => {
    serveLists((collection) => (collection === 'sleep' ? { status: 404 } : { status: 200, body: [] }));
    renderDashboard();
    const banner = await within(section()).findByRole('alert');
    expect(banner).toHaveTextContent('Failed to load health data.');
    expect(section()).toHaveAttribute('data-connection', 'connected');
  });

  test("a panel's Edit opens its modal; a change there shows in the panel without a reload", async () => {
    const rows = [entry({ details: 'Slept 6 hours' })];
    installApi(
      ({ method, path }) => (method === 'POST' && path === '/api/user-inputs/' ? { status: 201, body: { id: 'UI' } } : undefined),
      ({ method, path, body }) => {
        if (method !== 'POST' || path !== '/api/sleep/') return undefined;
        const created = entry({ details: (body as { details: string }).details, utc_time: '2026-02-01T00:00:00Z' });
        rows.unshift(created);
        return { status: 201, body: created };
      },
      ({ method, path }) => (method === 'GET' ? { status: 200, body: path === '/api/sleep/' ? rows : [] } : undefined),
    );
    renderDashboard();
    const panel = screen.getByRole('region', { name: 'Sleep' });
    expect(await within(panel).findByText('Slept 6 hours')).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Edit Sleep logs' }));
    const dialog = screen.getByRole('dialog', { name: 'Sleep logs' });
    await userEvent.type(within(dialog).getByLabelText('Details'), 'Slept 8 hours');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add entry' }));
    expect(await screen.findByText('Log created successfully!')).toBeInTheDocument();
    expect(await within(panel).findByText('Slept 8 hours')).toBeInTheDocument();
  });
});
