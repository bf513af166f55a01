// The dashboard as last seen (docs/OFFLINE.md "What is kept on the device"): a load that brought every panel is kept
// for the person; when no panel can load for want of a network the kept one answers, marked as last seen with when
// it loaded; a partial load or a server error keeps nothing and shows nothing old.
import { ENTRY_TYPES } from '@shared/entry-types';
import { installFetch, type FakeAnswer } from '@/testing/fake-fetch';
import { ApiError } from '@/lib/api-client';
import { dashboardEntriesFrom, dashboardEntriesWithout, fetchDashboardEntries } from '../api/get-dashboard-entries';
import type { LastSeen } from '../api/last-seen';

const kept = new Map<string, LastSeen>();
jest.mock('../api/last-seen', () => ({
  keepLastSeen: async (lastSeen: LastSeen) => void kept.set(lastSeen.userId, lastSeen),
  lastSeenOf: async (userId: string) => kept.get(userId) ?? null,
}));
// One attempt per load here; the policy itself is tested in lib/__tests__/data-fetcher.test.ts.
jest.mock('@/lib/data-fetcher', () => ({
  ...jest.requireActual('@/lib/data-fetcher'),
  withDataRetries: (call: (opts: object) => Promise<unknown>) => call({ retries: 0 }),
}));

const sleep = { id: 'S1', details: 'Slept 7 hours', utc_time: '2026-11-27T06:00:00Z', calculated_timestamp: '2026-11-27T06:00:00Z' };
const page = (collection: string): FakeAnswer => ({ status: 200, body: collection === 'sleep' ? [sleep] : [] });
const collectionOf = (url: string) => new URL(url, 'http://x').pathname.split('/')[2];

beforeEach(() => {
  kept.clear();
  localStorage.setItem('token', 'access-token');
});

test('a load that brought every panel is kept for the person', async () => {
  installFetch((request) => page(collectionOf(request.url)));
  const loaded = await fetchDashboardEntries('U1');
  expect(loaded.lastSeen).toBeUndefined();
  expect(kept.get('U1')).toEqual({ userId: 'U1', entries: expect.objectContaining({ sleep: [sleep] }), loadedAt: loaded.loadedAt });
  expect(Object.keys(kept.get('U1')!.entries)).toHaveLength(ENTRY_TYPES.length);
});

test('no network: the panels as last seen, with when they loaded', async () => {
  kept.set('U1', { userId: 'U1', entries: { sleep: [sleep] } as never, loadedAt: '2026-11-27T07:00:00.000Z' });
  installFetch(() => {
    throw new TypeError('Failed to fetch');
  });
  const offline = await fetchDashboardEntries('U1');
  expect(offline).toMatchObject({ lastSeen: true, loadedAt: '2026-11-27T07:00:00.000Z' });
  expect(offline.byType.sleep).toEqual({ entries: [sleep] });
  expect(offline.byType['food-drinks']).toEqual({ entries: [] });
  // Another person on the device has nothing kept: their panels fail as before.
  expect((await fetchDashboardEntries('U2')).lastSeen).toBeUndefined();
});

test.each([
  ['a server error', (): FakeAnswer => ({ status: 500, body: {} })],
  ['a partial load', (collection: string): FakeAnswer => (collection === 'sleep' ? { status: 500, body: {} } : page(collection))],
])('%s keeps nothing new and shows nothing old', async (_name, answer) => {
  kept.set('U1', { userId: 'U1', entries: { sleep: [sleep] } as never, loadedAt: '2026-11-27T07:00:00.000Z' });
  installFetch((request) => answer(collectionOf(request.url)));
  const loaded = await fetchDashboardEntries('U1');
  expect(loaded.lastSeen).toBeUndefined();
  expect(loaded.byType.sleep.error).toBeDefined();
  expect(kept.get('U1')!.loadedAt).toBe('2026-11-27T07:00:00.000Z');
});

// The first screen's lists come in the summary (GET /api/dashboard/): kept alike, and offline shown alike.
const summaryLists = () => Object.fromEntries(ENTRY_TYPES.map((type) => [type.collection, type.collection === 'sleep' ? [sleep] : []]));

test("the summary's lists are kept for the person as a load that brought every panel", async () => {
  const loaded = await dashboardEntriesFrom(summaryLists() as never, 'U1');
  expect(loaded.lastSeen).toBeUndefined();
  expect(loaded.byType.sleep).toEqual({ entries: [sleep] });
  expect(kept.get('U1')).toEqual({ userId: 'U1', entries: summaryLists(), loadedAt: loaded.loadedAt });
});

test('a summary with no answer: the panels as last seen; none kept: every panel fails; a server error: the panels load themselves', async () => {
  kept.set('U1', { userId: 'U1', entries: { sleep: [sleep] } as never, loadedAt: '2026-11-27T07:00:00.000Z' });
  const offline = new ApiError('No network.', { reason: 'network' });
  expect(await dashboardEntriesWithout(offline, 'U1')).toMatchObject({ lastSeen: true, loadedAt: '2026-11-27T07:00:00.000Z' });
  const nothingKept = await dashboardEntriesWithout(offline, 'U2');
  expect(nothingKept).toMatchObject({ loadedAt: null });
  expect(nothingKept!.byType.sleep.error).toBe(offline);
  expect(await dashboardEntriesWithout(new ApiError('Server error.', { status: 500 }), 'U1')).toBeUndefined();
});
