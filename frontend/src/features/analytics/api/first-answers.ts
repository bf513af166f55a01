// The Analytics page's first three answers (operations insights, medicationAdherence, weeklyReports): their keys and
// loads, which the page's hooks use, and their start by the app's first script when the page is the one opened
// (app/boot-loads.ts): they were the last nodes of the page's largest paint (docs/PERFORMANCE.md "The first script").
// React-free, so that script does not carry React.
import { callApi, pathOf, type AnswerOf } from '@/lib/call-api';
import { withDataRetries } from '@/lib/data-fetcher';
import { startEarly } from '@/lib/early-loads';
import * as insightsOps from '@/lib/operations/insights.generated';

/** The answer as the server sends it (functions/insights/get-insights.ts): one value per day and series, null when none was logged. */
export type Insights = AnswerOf<'insights'>;
export type InsightsQuery = { days: number; timezone: string };
export type AdherenceAnswer = AnswerOf<'medicationAdherence'>;
export type ReportSummary = AnswerOf<'weeklyReports'>[number];

export const getInsights = (query: InsightsQuery) => withDataRetries((opts) => callApi(insightsOps.insights, { query }, opts));
export const insightsKey = (query: InsightsQuery) => pathOf(insightsOps.insights, {}, query);

export const getAdherence = () => withDataRetries((opts) => callApi(insightsOps.medicationAdherence, {}, opts));
export const adherenceKey = () => pathOf(insightsOps.medicationAdherence, {});

export const getWeeklyReports = () => withDataRetries((opts) => callApi(insightsOps.weeklyReports, {}, opts));
export const weeklyReportsKey = () => pathOf(insightsOps.weeklyReports);

/** The three, under the keys the page's hooks take them by (lib/early-loads.ts), once. */
export function startAnalyticsLoads(query: InsightsQuery): void {
  startEarly(insightsKey(query), () => getInsights(query));
  startEarly(adherenceKey(), getAdherence);
  startEarly(weeklyReportsKey(), getWeeklyReports);
}
