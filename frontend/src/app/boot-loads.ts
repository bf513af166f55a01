// What the opened page needs from the API, asked for by the app's first script, before the app's code has arrived
// (docs/PERFORMANCE.md "Boot work, profiled", "The first script"). Before, a phone paid them one after another: the
// session check after the first render, then after the whole app's code had downloaded and run. This module and what
// it imports stay free of React and the app, so the first script is small and its requests leave while the rest of
// the code is on the way; each answer is taken once by the code that would otherwise ask (lib/early-loads.ts).
import { paths } from '@/config/paths';
import { startAnalyticsLoads } from '@/features/analytics/api/first-answers';
import { periodOf } from '@/features/analytics/period';
import { startSessionCheck } from '@/lib/auth/session-check';
import { callApi } from '@/lib/call-api';
import { startEarly } from '@/lib/early-loads';
import { keepSignedInHint } from '@/lib/token-storage';
import * as dashboardOps from '@/lib/operations/dashboard.generated';
import { dateInputToday } from '@/lib/time-zone/date-time';
import { readTimeZonePreference, resolveTimeZone } from '@/lib/time-zone/preference';
import { pageAt } from '@shared/page-documents';
import { dashboardSummaryKey } from './routes/dashboard-summary-key';

/** Starts the opened page's calls when the device holds a session; true when it does. */
export function startBootLoads({ pathname, search }: { pathname: string; search: string }): boolean {
  if (!startSessionCheck()) return false;
  keepSignedInHint();
  const opened = pageAt(pathname);
  const zone = resolveTimeZone(readTimeZonePreference());
  if (opened === paths.dashboard) {
    const date = dateInputToday(zone);
    startEarly(dashboardSummaryKey(zone, date), () => callApi(dashboardOps.dashboardSummary, { query: { timezone: zone, date } }));
  }
  if (opened === paths.analytics) startAnalyticsLoads({ days: periodOf(new URLSearchParams(search).get('days')), timezone: zone });
  return true;
}
