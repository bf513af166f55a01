// The opened page's loads as the app's code first runs (app/boot-loads.ts, docs/PERFORMANCE.md "Boot work, profiled"):
// with a session on the device the check, the page's code and (on the dashboard) its summary start at once, each
// taken once by the code that would ask for it; without one, a signed-in page's code and data are not asked for.
import { installFetch } from '@/testing/fake-fetch';
import { takeEarly } from '@/lib/early-loads';
import { startBootLoads } from '../boot-loads';
import { dashboardSummaryKey } from '../routes/dashboard-summary-key';
import * as pages from '../lazy-pages';

jest.mock('../lazy-pages', () => {
  const page = () => ({ preload: jest.fn(async () => ({})) });
  return {
    LandingPage: page(),
    LoginPage: page(),
    PricingPage: page(),
    DashboardPage: page(),
    EntriesPage: page(),
    AnalyticsPage: page(),
    SettingsPage: page(),
  };
});

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('timeZone', 'Asia/Tokyo');
  jest.clearAllMocks();
});

const paths = (requests: { url: string }[]) => requests.map((request) => new URL(request.url, 'http://x').pathname);

test('a stored session on the dashboard: the check, the page and the summary at once, each taken once', async () => {
  localStorage.setItem('token', 'access-token');
  const { requests } = installFetch((request) => ({
    status: 200,
    body: request.url.includes('/auth/me/') ? { id: 'U1' } : { entries: {} },
  }));
  startBootLoads({ pathname: '/dashboard/', search: '' });
  expect(pages.DashboardPage.preload).toHaveBeenCalledTimes(1);
  expect(pages.LandingPage.preload).not.toHaveBeenCalled();
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

test('another signed-in page: the check and its code, no summary', async () => {
  localStorage.setItem('refreshToken', 'refresh-token');
  const { requests } = installFetch(() => ({ status: 200, body: { id: 'U1' } }));
  startBootLoads({ pathname: '/logs', search: '' });
  expect(pages.EntriesPage.preload).toHaveBeenCalledTimes(1);
  await takeEarly('session-check');
  expect(paths(requests)).toEqual(['/api/auth/me/']);
});

test('no session: a visitor page loads its code, a signed-in page nothing, and nothing is asked of the API', () => {
  const { requests } = installFetch(() => ({ status: 200 }));
  startBootLoads({ pathname: '/', search: '' });
  startBootLoads({ pathname: '/dashboard', search: '' });
  expect(pages.LandingPage.preload).toHaveBeenCalledTimes(1);
  expect(pages.DashboardPage.preload).not.toHaveBeenCalled();
  expect(requests).toHaveLength(0);
  expect(takeEarly('session-check')).toBeUndefined();
});

test("a stored session on Analytics: its period's three answers at once, which the page's hooks take under their keys", async () => {
  localStorage.setItem('token', 'access-token');
  const { requests } = installFetch((request) => ({ status: 200, body: request.url.includes('/auth/me/') ? { id: 'U1' } : [] }));
  startBootLoads({ pathname: '/analytics', search: '?days=90&series=mood' });
  expect(pages.AnalyticsPage.preload).toHaveBeenCalledTimes(1);
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
});
