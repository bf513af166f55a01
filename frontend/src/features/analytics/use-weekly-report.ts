// The weekly report's state, shared by the header's Generate Report button and the Weekly Report card: the reports,
// the one shown (the newest unless another was chosen), and writing a new one.
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { ApiError } from '@/lib/api-client';
import { firstFieldError } from '@/lib/api-error';
import { useDateTimeFormatter } from '@/lib/time-zone';
import { usageRefusalText } from '@/lib/usage-refusal';
import { generateWeeklyReport, reportKey, useWeeklyReportOf, useWeeklyReports, type ReportSummary } from './api/weekly-reports';

export const REPORT_TEXT = {
  timeout: 'Writing the report took too long. Please try again in a moment.',
  failed: 'Your report could not be written. Please try again.',
} as const;

/** Why a report was not written; `plans` when credits ran out (the plans page helps then). */
export type ReportFailure = { text: string; plans: boolean };

function failureOf(error: unknown, formatDate: (iso: string) => string): ReportFailure {
  const usage = usageRefusalText(error, formatDate);
  if (usage) return { text: usage, plans: true };
  if (error instanceof ApiError && error.isTimeout) return { text: REPORT_TEXT.timeout, plans: false };
  // The server's own reason (the AI busy, too slow) says more than a status's generic text.
  const reason = error instanceof ApiError ? (firstFieldError(error.body, 'detail') ?? error.message) : null;
  return { text: reason || REPORT_TEXT.failed, plans: false };
}

export function useWeeklyReport(zone: string) {
  const formatDate = useDateTimeFormatter();
  const { mutate } = useSWRConfig();
  const list = useWeeklyReports();
  const [chosen, setChosen] = useState<string | null>(null);
  const [generating, setGenerating] = useState(false);
  const [failure, setFailure] = useState<ReportFailure | null>(null);
  /** The report written in this visit, once it is there. */
  const [written, setWritten] = useState<string | null>(null);
  const shownId = chosen ?? list.data?.[0]?.id ?? null;
  const shown = useWeeklyReportOf(shownId);

  async function generate() {
    if (generating) return;
    setGenerating(true);
    setFailure(null);
    try {
      const report = await generateWeeklyReport(zone);
      const summary: ReportSummary = { id: report.id, created_at: report.created_at, period: report.period, title: report.title };
      await mutate(reportKey(report.id), report, { revalidate: false });
      await list.mutate((reports = []) => [summary, ...reports.filter((r) => r.id !== report.id)], { revalidate: false });
      setChosen(report.id);
      setWritten(report.id);
    } catch (error) {
      setFailure(failureOf(error, formatDate));
    } finally {
      setGenerating(false);
    }
  }

  return {
    reports: list.data,
    listFailed: Boolean(list.error) && !list.data,
    retryList: () => void list.mutate(),
    shownId,
    report: shown.data?.id === shownId ? shown.data : undefined,
    reportFailed: Boolean(shown.error),
    retryReport: () => void shown.mutate(),
    choose: setChosen,
    generate,
    generating,
    failure,
    written,
  };
}

export type WeeklyReportState = ReturnType<typeof useWeeklyReport>;
