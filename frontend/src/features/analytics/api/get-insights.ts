// The person's daily series and quick stats of a period (operation insights), read in their zone's days.
import useSWR from 'swr';
import { callApi, pathOf, type AnswerOf } from '@/lib/call-api';
import { withDataRetries } from '@/lib/data-fetcher';
import * as insightsOps from '@/lib/operations/insights.generated';

/** The answer as the server sends it (functions/insights/get-insights.ts): one value per day and series, null when none was logged. */
export type Insights = AnswerOf<'insights'>;
export type InsightsQuery = { days: number; timezone: string };

export const getInsights = (query: InsightsQuery) => withDataRetries((opts) => callApi(insightsOps.insights, { query }, opts));
export const insightsKey = (query: InsightsQuery) => pathOf(insightsOps.insights, {}, query);

/**
 * Under the data fetchers' retries (docs/PRODUCT.md §8; SWR retries nothing itself: lib/swr-defaults.ts). The previous period stays
 * on screen (dimmed) while another loads, so switching periods does not flash the skeleton.
 */
export function useInsights(query: InsightsQuery) {
  return useSWR<Insights>(insightsKey(query), () => getInsights(query), { keepPreviousData: true });
}
