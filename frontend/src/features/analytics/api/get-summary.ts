// The doctor summary of a period (operation insightsSummary): averages, symptoms, medications and findings in the
// person's zone's days.
import useSWR from 'swr';
import { callApi, pathOf, type AnswerOf } from '@/lib/call-api';
import { withDataRetries } from '@/lib/data-fetcher';
import type { InsightsQuery } from './get-insights';
import * as insightsOps from '@/lib/operations/insights.generated';

/** The answer as the server sends it (functions/insights/get-summary.ts). */
export type Summary = AnswerOf<'insightsSummary'>;

export const getSummary = (query: InsightsQuery) => withDataRetries((opts) => callApi(insightsOps.insightsSummary, { query }, opts));

/** Under the data fetchers' retries (docs/PRODUCT.md §8); SWR's own options are the app's (lib/swr-defaults.ts). */
export function useSummary(query: InsightsQuery) {
  return useSWR<Summary>(pathOf(insightsOps.insightsSummary, {}, query), () => getSummary(query));
}
