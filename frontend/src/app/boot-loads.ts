// What the opened page needs, asked for as the app's code first runs, side by side (docs/PERFORMANCE.md "Boot work,
// profiled"). Before, a phone paid them one after another: the session check after the first render, the page's code
// after the check's answer (the guard waited for it), and the dashboard's summary after the page's code.
import { paths } from '@/config/paths';
import { PAGE_DOCUMENTS, pageAt, type PagePath } from '@shared/page-documents';
import { preloadAnalytics } from '@/features/analytics/api/preload-analytics';
import { periodOf } from '@/features/analytics/period';
import { startSessionCheck } from '@/lib/auth';
import { callApi } from '@/lib/call-api';
import { startEarly } from '@/lib/early-loads';
import { keepSignedInHint } from '@/lib/token-storage';
import * as dashboardOps from '@/lib/operations/dashboard.generated';
import { dateInputToday, readTimeZonePreference, resolveTimeZone } from '@/lib/time-zone';
import * as pages from './lazy-pages';
import { dashboardSummaryKey } from './routes/dashboard-summary-key';

type Preloadable = { preload(): Promise<unknown> };

/**
 * The pages people open directly (each has a document of its own naming its files, @shared/page-documents); one that
 * needs a session only with a session on the device (else it goes to sign-in).
 */
const PAGES: Record<PagePath, Preloadable> = {
  [paths.home]: pages.LandingPage,
  [paths.login]: pages.LoginPage,
  [paths.pricing]: pages.PricingPage,
  [paths.dashboard]: pages.DashboardPage,
  [paths.logs]: pages.EntriesPage,
  [paths.analytics]: pages.AnalyticsPage,
  [paths.settings]: pages.SettingsPage,
};

export function startBootLoads({ pathname, search }: { pathname: string; search: string }): void {
  const opened = pageAt(pathname);
  const session = startSessionCheck();
  if (session) keepSignedInHint();
  if (opened && (session || !PAGE_DOCUMENTS[opened].signedIn)) void PAGES[opened].preload().catch(() => undefined);
  if (!session) return;
  const zone = resolveTimeZone(readTimeZonePreference());
  if (opened === paths.dashboard) {
    const date = dateInputToday(zone);
    startEarly(dashboardSummaryKey(zone, date), () => callApi(dashboardOps.dashboardSummary, { query: { timezone: zone, date } }));
  }
  if (opened === paths.analytics) preloadAnalytics({ days: periodOf(new URLSearchParams(search).get('days')), timezone: zone });
}
