// The person's daily series and quick stats of a period (operation insights), read in their zone's days.
import useSWR from 'swr';
import { takeEarlyOr } from '@/lib/early-loads';
import { getInsights, insightsKey, type Insights, type InsightsQuery } from './first-answers';

export type { Insights, InsightsQuery } from './first-answers';

/**
 * Under the data fetchers' retries (docs/PRODUCT.md §8; SWR retries nothing itself: lib/swr-defaults.ts). The previous period stays
 * on screen (dimmed) while another loads, so switching periods does not flash the skeleton. The opened period's first
 * answer is the one asked for at boot, when there is one.
 */
export function useInsights(query: InsightsQuery) {
  const key = insightsKey(query);
  return useSWR<Insights>(key, () => takeEarlyOr(key, () => getInsights(query)), { keepPreviousData: true });
}
