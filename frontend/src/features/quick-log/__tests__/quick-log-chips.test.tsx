// The capture card's "Log again" chips (docs/QUICK-LOG.md "On the capture card"): closed until "Log again" is pressed
// (so nothing moves when the lists arrive), then favourites first, then recents, each once; one tap logs the item now through the save route with an Idempotency-Key and says "Logged 2 eggs at 08:12."
// with Undo, which deletes what the tap saved; the star (a button the keyboard reaches) adds or removes a favourite.
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { SWR_DEFAULTS } from '@/lib/swr-defaults';
import { installFetch, type FakeAnswer, type RecordedRequest } from '@/testing/fake-fetch';
import { QuickLogChips } from '../components/quick-log-chips';
import { UNDO_MS } from '../quick-log-texts';

jest.mock('@/lib/navigation', () => ({ goToLogin: jest.fn() }));

const eggs = { category: 'food_drinks', details: '2 eggs', notes: '', measures: { energy_kcal: 143 } };
const magnesium = { category: 'supplements', details: 'Magnesium 400 mg', notes: '' };
const recent = (key: string, item: object, usual_time: string) => ({
  key,
  collection: 'food-drinks',
  count: 3,
  last_logged: '2026-11-26T16:12:00.000Z',
  usual_time,
  item,
});
const saved = { user_input_id: 'in1', entries: [{ collection: 'food-drinks', id: 'e1' }], changed: [], image_url: null };

let favourites: object[] = [];
function serve(request: RecordedRequest): FakeAnswer {
  const { pathname } = new URL(request.url, 'http://localhost');
  if (pathname === '/api/quick-log/recents/')
    return { status: 200, body: { recents: [recent('k-eggs', eggs, '08:12'), recent('k-mg', magnesium, '21:30')] } };
  if (pathname === '/api/quick-log/favourites/' && request.method === 'GET') return { status: 200, body: { favourites } };
  if (pathname === '/api/quick-log/favourites/' && request.method === 'POST') {
    favourites = [{ key: 'k-mg', collection: 'supplements', created_at: '2026-11-27T10:00:00Z', item: magnesium }];
    return { status: 201, body: favourites[0] };
  }
  if (pathname.startsWith('/api/quick-log/favourites/')) {
    favourites = [];
    return { status: 204 };
  }
  if (pathname === '/api/structured-data/save/') return { status: 201, body: saved };
  return { status: 204 };
}

/** Renders the chips and presses "Log again", as a person would first. */
async function renderChips(onLogged = jest.fn()) {
  localStorage.setItem('token', 'access-token');
  localStorage.setItem('timeZone', 'America/Los_Angeles');
  const api = installFetch(serve);
  render(
    <SWRConfig value={{ ...SWR_DEFAULTS, provider: () => new Map(), dedupingInterval: 0 }}>
      <QuickLogChips onLogged={onLogged} />
    </SWRConfig>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Log again', expanded: false }));
  return { api, onLogged };
}

const chipNames = () => screen.getAllByRole('listitem').map((item) => item.querySelector('.quick-log-name')?.textContent);

beforeEach(() => {
  favourites = [{ key: 'k-eggs', collection: 'food-drinks', created_at: '2026-11-27T09:00:00Z', item: eggs }];
});

test('shows favourites first, then the recents that are not favourites, each with its usual time', async () => {
  await renderChips();
  expect(await screen.findByRole('region', { name: 'Log again' })).toBeInTheDocument();
  await screen.findByText('One tap logs it now. The star keeps it as a favourite.');
  expect(chipNames()).toEqual(['2 eggs', 'Magnesium 400 mg']);
  expect(screen.getByRole('button', { name: 'Favourite: 2 eggs' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByRole('button', { name: 'Favourite: Magnesium 400 mg' })).toHaveAttribute('aria-pressed', 'false');
  expect(screen.getByRole('button', { name: /^2 eggs usually/ })).toHaveTextContent(/usually (08:12|8:12 AM)/);
});

test('one tap logs the item now through the save route, once, and says when', async () => {
  const { api, onLogged } = await renderChips();
  await userEvent.click(await screen.findByRole('button', { name: /^2 eggs/ }));
  const saves = api.requests.filter((r) => r.url.endsWith('/api/structured-data/save/'));
  expect(saves).toHaveLength(1);
  const body = saves[0].body as { raw_text: string; timezone: string; items: { details: string; calculated_time: string }[] };
  expect(body).toMatchObject({ raw_text: '2 eggs', timezone: 'America/Los_Angeles', items: [{ ...eggs }] });
  // Now, to the second, with Los Angeles' offset: never in the future.
  expect(body.items[0].calculated_time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d-0[78]:00$/);
  expect(Math.abs(Date.parse(body.items[0].calculated_time) - Date.now())).toBeLessThan(5000);
  expect(saves[0].headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
  const clock = body.items[0].calculated_time.slice(11, 16);
  expect(await screen.findByText(new RegExp(`^Logged 2 eggs at (${clock}|\\d{1,2}:\\d\\d [AP]M)\\.`))).toBeInTheDocument();
  expect(onLogged).toHaveBeenCalledTimes(1);
});

test('Undo deletes what the tap saved; the offer goes after a few seconds', async () => {
  const { api } = await renderChips();
  await userEvent.click(await screen.findByRole('button', { name: /^2 eggs/ }));
  await userEvent.click(await screen.findByRole('button', { name: 'Undo' }));
  expect(await screen.findByText('Removed 2 eggs.')).toBeInTheDocument();
  const deletes = api.requests.filter((r) => r.method === 'DELETE').map((r) => new URL(r.url, 'http://localhost').pathname);
  expect(deletes).toEqual(['/api/food-drinks/e1/', '/api/user-inputs/in1/']);

  jest.useFakeTimers();
  try {
    await act(async () => screen.getByRole('button', { name: /^Magnesium/ }).click());
    expect(await screen.findByRole('button', { name: 'Undo' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(UNDO_MS + 10));
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
  } finally {
    jest.useRealTimers();
  }
});

test('the star adds a recent to the favourites and removes one, from the keyboard too', async () => {
  const { api } = await renderChips();
  const star = await screen.findByRole('button', { name: 'Favourite: Magnesium 400 mg' });
  star.focus();
  await userEvent.keyboard('{Enter}');
  const added = api.requests.find((r) => r.method === 'POST' && r.url.endsWith('/api/quick-log/favourites/'));
  expect(added?.body).toEqual({ item: magnesium });
  expect(await screen.findByRole('button', { name: 'Favourite: Magnesium 400 mg', pressed: true })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Favourite: Magnesium 400 mg' }));
  expect(api.requests.some((r) => r.method === 'DELETE' && r.url.endsWith('/api/quick-log/favourites/k-mg/'))).toBe(true);
  expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(2);
});

test('says what shows there when the person has logged nothing to repeat yet', async () => {
  favourites = [];
  installFetch(() => ({ status: 200, body: { recents: [], favourites: [] } }));
  render(
    <SWRConfig value={{ ...SWR_DEFAULTS, provider: () => new Map(), dedupingInterval: 0 }}>
      <QuickLogChips />
    </SWRConfig>,
  );
  const toggle = screen.getByRole('button', { name: 'Log again' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('region', { name: 'Log again' })).not.toBeInTheDocument();
  await userEvent.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(toggle).toHaveAttribute('aria-controls', screen.getByRole('region', { name: 'Log again' }).id);
  expect(await screen.findByText('Nothing to log again yet: what you log shows here, ready for one tap.')).toBeInTheDocument();
  expect(screen.queryByRole('list')).not.toBeInTheDocument();
});

test('shows the first eight chips, and all of them on "Show all"', async () => {
  favourites = [];
  const many = Array.from({ length: 10 }, (_, i) => recent(`k${i}`, { ...eggs, details: `snack ${i + 1}` }, '10:00'));
  installFetch((request) => ({ status: 200, body: request.url.includes('recents') ? { recents: many } : { favourites: [] } }));
  render(
    <SWRConfig value={{ ...SWR_DEFAULTS, provider: () => new Map(), dedupingInterval: 0 }}>
      <QuickLogChips />
    </SWRConfig>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Log again' }));
  await screen.findByRole('list');
  expect(chipNames()).toHaveLength(8);
  await userEvent.click(screen.getByRole('button', { name: 'Show all 10' }));
  expect(chipNames()).toHaveLength(10);
  expect(screen.getByRole('button', { name: 'Show fewer' })).toHaveAttribute('aria-expanded', 'true');
});

test('"At 08:12 instead" logs the item at its usual time today and takes the tap\'s entry back', async () => {
  // 14:00 in Los Angeles: 08:12 has passed.
  const now = jest.spyOn(Date, 'now').mockReturnValue(Date.parse('2026-11-27T22:00:00Z'));
  try {
    const { api } = await renderChips();
    await userEvent.click(await screen.findByRole('button', { name: /^2 eggs/ }));
    await screen.findByText(/^Logged 2 eggs at (14:00|2:00 PM)\./);
    await userEvent.click(screen.getByRole('button', { name: /^At (08:12|8:12 AM) instead$/ }));
    await screen.findByText(/^Logged 2 eggs at (08:12|8:12 AM)\./);
    const saves = api.requests.filter((r) => r.url.endsWith('/api/structured-data/save/'));
    expect(saves.map((r) => (r.body as { items: { calculated_time: string }[] }).items[0].calculated_time)).toEqual([
      '2026-11-27T14:00:00-08:00',
      '2026-11-27T08:12:00-08:00',
    ]);
    expect(saves[1].headers['Idempotency-Key']).not.toBe(saves[0].headers['Idempotency-Key']);
    const deletes = api.requests.filter((r) => r.method === 'DELETE').map((r) => new URL(r.url, 'http://localhost').pathname);
    expect(deletes).toEqual(['/api/food-drinks/e1/', '/api/user-inputs/in1/']);
    // Moved once: no second offer.
    expect(screen.queryByRole('button', { name: /instead$/ })).not.toBeInTheDocument();
  } finally {
    now.mockRestore();
  }
});
