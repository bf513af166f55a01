// The dashboard's first screen in one call (GET /api/dashboard/, docs/PERFORMANCE.md "Dashboard in two calls"): each
// type's latest entries, today's food in the zone, the usage state, what is left today, the quick-log chips and today's
// experiments, under the data-fetcher policy. app/routes/dashboard-summary.tsx hands each part to its panel's cache.
import { callApi, type AnswerOf } from '@/lib/call-api';
import { withDataRetries } from '@/lib/data-fetcher';
import * as dashboardOps from '@/lib/operations/dashboard.generated';

export type DashboardSummary = AnswerOf<'dashboardSummary'>;

/** `date`: today in `zone`, as the Food & Drinks panel's totals ask for it. */
export const fetchDashboardSummary = (zone: string, date: string): Promise<DashboardSummary> =>
  withDataRetries((opts) => callApi(dashboardOps.dashboardSummary, { query: { timezone: zone, date } }, opts));
