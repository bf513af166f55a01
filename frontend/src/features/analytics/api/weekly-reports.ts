// Weekly reports (operations generateWeeklyReport, weeklyReports, weeklyReport): written by the AI from the last 7 days'
// figures for 1 credit, kept, and reopened.
import useSWR from 'swr';
import { callApi, pathOf, type AnswerOf } from '@/lib/call-api';
import { withDataRetries } from '@/lib/data-fetcher';
import * as insightsOps from '@/lib/operations/insights.generated';

export type WeeklyReport = AnswerOf<'weeklyReport'>;
export type ReportSummary = AnswerOf<'weeklyReports'>[number];

/** An AI call answers within API Gateway's 30 s; a little more covers the network. */
export const REPORT_TIMEOUT_MS = 40_000;

/** No automatic retry: a report spends a credit, and a repeated request would write (and charge) twice. */
export const generateWeeklyReport = (timezone: string) =>
  callApi(insightsOps.generateWeeklyReport, { body: { timezone } }, { timeoutMs: REPORT_TIMEOUT_MS, retries: 0 });

export const reportKey = (id: string) => pathOf(insightsOps.weeklyReport, { id });

export const getWeeklyReports = () => withDataRetries((opts) => callApi(insightsOps.weeklyReports, {}, opts));
export const weeklyReportsKey = () => pathOf(insightsOps.weeklyReports);

export function useWeeklyReports() {
  return useSWR<ReportSummary[]>(weeklyReportsKey(), getWeeklyReports);
}

/** A report never changes once written, so it is read once. */
export function useWeeklyReportOf(id: string | null) {
  return useSWR<WeeklyReport>(
    id ? reportKey(id) : null,
    () => withDataRetries((opts) => callApi(insightsOps.weeklyReport, { params: { id: id! } }, opts)),
    { revalidateIfStale: false },
  );
}
