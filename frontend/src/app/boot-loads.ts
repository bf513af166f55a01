// What the opened page needs, asked for as the app's code first runs, side by side (docs/PERFORMANCE.md "Boot work,
// profiled"). Before, a phone paid them one after another: the session check after the first render, the page's code
// after the check's answer (the guard waited for it), and the dashboard's summary after the page's code.
import { paths } from '@/config/paths';
import { type PagePath, withoutTrailingSlash } from '@shared/page-documents';
import { startSessionCheck } from '@/lib/auth';
import { callApi } from '@/lib/call-api';
import { startEarly } from '@/lib/early-loads';
import * as dashboardOps from '@/lib/operations/dashboard.generated';
import { dateInputToday, readTimeZonePreference, resolveTimeZone } from '@/lib/time-zone';
import * as pages from './lazy-pages';
import { dashboardSummaryKey } from './routes/dashboard-summary-key';

type Preloadable = { preload(): Promise<unknown> };

/**
 * The pages people open directly (each has a document of its own naming its files, @shared/page-documents); a
 * signed-in one only with a session on the device (else it goes to sign-in).
 */
const PAGES: Record<PagePath, { page: Preloadable; signedIn: boolean }> = {
  [paths.home]: { page: pages.LandingPage, signedIn: false },
  [paths.login]: { page: pages.LoginPage, signedIn: false },
  [paths.pricing]: { page: pages.PricingPage, signedIn: false },
  [paths.dashboard]: { page: pages.DashboardPage, signedIn: true },
  [paths.logs]: { page: pages.EntriesPage, signedIn: true },
  [paths.analytics]: { page: pages.AnalyticsPage, signedIn: true },
  [paths.settings]: { page: pages.SettingsPage, signedIn: true },
};

export function startBootLoads(pathname: string): void {
  const path = withoutTrailingSlash(pathname);
  const session = startSessionCheck();
  const opened = Object.hasOwn(PAGES, path) ? PAGES[path as PagePath] : undefined;
  if (opened && (session || !opened.signedIn)) void opened.page.preload().catch(() => undefined);
  if (session && path === paths.dashboard) {
    const zone = resolveTimeZone(readTimeZonePreference());
    const date = dateInputToday(zone);
    startEarly(dashboardSummaryKey(zone, date), () => callApi(dashboardOps.dashboardSummary, { query: { timezone: zone, date } }));
  }
}
