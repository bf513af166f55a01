// The opened page's calls from the first script (app/boot-loads.ts, docs/PERFORMANCE.md "The first script"): with a
// session on the device the check and (on the dashboard and Analytics) the page's first answers start at once, each
// taken once by the code that would ask for it; without one, nothing is asked of the API.
import { installFetch } from '@/testing/fake-fetch';
import { takeEarly } from '@/lib/early-loads';
import { adherenceKey, insightsKey, weeklyReportsKey } from '@/features/analytics/api/first-answers';
import { startBootLoads } from '../boot-loads';
import { dashboardSummaryKey } from '../routes/dashboard-summary-key';

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('timeZone', 'Asia/Tokyo');
  jest.clearAllMocks();
});

const paths = (requests: { url: string }[]) => requests.map((request) => new URL(request.url, 'http://x').pathname);

test('a stored session on the dashboard: the check and the summary at once, each taken once', async () => {
  localStorage.setItem('token', 'access-token');
  const { requests } = installFetch((request) => ({
    status: 200,
    body: request.url.includes('/auth/me/') ? { id: 'U1' } : { entries: {} },
  }));
  expect(startBootLoads({ pathname: '/dashboard/', search: '' })).toBe(true);
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(new Date());
  const summary = takeEarly(dashboardSummaryKey('Asia/Tokyo', today));
  await expect(summary).resolves.toEqual({ entries: {} });
  await expect(takeEarly('session-check')).resolves.toEqual({ id: 'U1' });
  expect(paths(requests).sort()).toEqual(['/api/auth/me/', '/api/dashboard/']);
  expect(new URL(requests.find((r) => r.url.includes('/dashboard/'))!.url, 'http://x').searchParams.get('date')).toBe(today);
  // Taken once: the next ask starts its own.
  expect(takeEarly('session-check')).toBeUndefined();
  expect(takeEarly(dashboardSummaryKey('Asia/Tokyo', today))).toBeUndefined();
});

test('another signed-in page: the check only', async () => {
  localStorage.setItem('refreshToken', 'refresh-token');
  const { requests } = installFetch(() => ({ status: 200, body: { id: 'U1' } }));
  expect(startBootLoads({ pathname: '/logs', search: '' })).toBe(true);
  await takeEarly('session-check');
  expect(paths(requests)).toEqual(['/api/auth/me/']);
});

test('no session: nothing is asked of the API, on a visitor page or a signed-in one', () => {
  const { requests } = installFetch(() => ({ status: 200 }));
  expect(startBootLoads({ pathname: '/', search: '' })).toBe(false);
  expect(startBootLoads({ pathname: '/dashboard', search: '' })).toBe(false);
  expect(requests).toHaveLength(0);
  expect(takeEarly('session-check')).toBeUndefined();
});

test("a stored session on Analytics: its period's three answers at once, which the page's hooks take under their keys", async () => {
  localStorage.setItem('token', 'access-token');
  const { requests } = installFetch((request) => ({ status: 200, body: request.url.includes('/auth/me/') ? { id: 'U1' } : [] }));
  startBootLoads({ pathname: '/analytics', search: '?days=90&series=mood' });
  await takeEarly('session-check');
  const asked = requests.map((request) => new URL(request.url, 'http://x'));
  expect(asked.map((url) => url.pathname).sort()).toEqual([
    '/api/auth/me/',
    '/api/insights/',
    '/api/insights/adherence/',
    '/api/insights/reports/',
  ]);
  const insights = asked.find((url) => url.pathname === '/api/insights/')!;
  expect(Object.fromEntries(insights.searchParams)).toEqual({ days: '90', timezone: 'Asia/Tokyo' });
  await expect(takeEarly(insightsKey({ days: 90, timezone: 'Asia/Tokyo' }))).resolves.toEqual([]);
  await expect(takeEarly(adherenceKey())).resolves.toEqual([]);
  await expect(takeEarly(weeklyReportsKey())).resolves.toEqual([]);
});
