// Weekly reports (operations generateWeeklyReport, weeklyReports, weeklyReport): written by the AI from the last 7 days'
// figures for 1 credit, kept, and reopened.
import useSWR from 'swr';
import { callApi, pathOf, type AnswerOf } from '@/lib/call-api';
import { withDataRetries } from '@/lib/data-fetcher';
import { takeEarlyOr } from '@/lib/early-loads';
import * as insightsOps from '@/lib/operations/insights.generated';
import { getWeeklyReports, weeklyReportsKey, type ReportSummary } from './first-answers';

export type WeeklyReport = AnswerOf<'weeklyReport'>;
export type { ReportSummary } from './first-answers';

/** An AI call answers within API Gateway's 30 s; a little more covers the network. */
export const REPORT_TIMEOUT_MS = 40_000;

/** No automatic retry: a report spends a credit, and a repeated request would write (and charge) twice. */
export const generateWeeklyReport = (timezone: string) =>
  callApi(insightsOps.generateWeeklyReport, { body: { timezone } }, { timeoutMs: REPORT_TIMEOUT_MS, retries: 0 });

export const reportKey = (id: string) => pathOf(insightsOps.weeklyReport, { id });

export function useWeeklyReports() {
  const key = weeklyReportsKey();
  return useSWR<ReportSummary[]>(key, () => takeEarlyOr(key, getWeeklyReports));
}

/** A report never changes once written, so it is read once. */
export function useWeeklyReportOf(id: string | null) {
  return useSWR<WeeklyReport>(
    id ? reportKey(id) : null,
    () => withDataRetries((opts) => callApi(insightsOps.weeklyReport, { params: { id: id! } }, opts)),
    { revalidateIfStale: false },
  );
}
