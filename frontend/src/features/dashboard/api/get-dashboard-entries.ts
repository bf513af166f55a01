// The dashboard's seven loads (docs/PRODUCT.md §2, §9): each type's latest 5 entries, fetched in parallel under the data-fetcher policy.
import useSWR from 'swr';
import { ENTRY_TYPES, type EntryCollection } from '@shared/entry-types';
import type { Entry } from '@/lib/api-contract.generated';
import { fetchEntryPage, latestEntries } from '@/lib/entries-api/list-entries';

export const RECENT_ENTRIES = 5;

export type TypeLoad = { entries: Entry[]; error?: undefined } | { entries?: undefined; error: unknown };

export interface DashboardEntries {
  byType: Record<EntryCollection, TypeLoad>;
  /** When this load finished (ISO), if it brought any data; null when every type failed. */
  loadedAt: string | null;
}

/** One load per type; a type that fails keeps its error and never stops the others. */
export async function fetchDashboardEntries(): Promise<DashboardEntries> {
  const settled = await Promise.allSettled(ENTRY_TYPES.map((type) => fetchEntryPage(type.collection, { limit: RECENT_ENTRIES })));
  const byType = {} as Record<EntryCollection, TypeLoad>;
  settled.forEach((result, i) => {
    byType[ENTRY_TYPES[i].collection] =
      result.status === 'fulfilled' ? { entries: latestEntries(result.value.entries, RECENT_ENTRIES) } : { error: result.reason };
  });
  const anyLoaded = settled.some((result) => result.status === 'fulfilled');
  return { byType, loadedAt: anyLoaded ? new Date().toISOString() : null };
}

export const DASHBOARD_ENTRIES_KEY = ['dashboard-entries'] as const;

/** The loads never reject as a whole (each type carries its own error), and each load retries under the data fetchers' policy. */
export function useDashboardEntries() {
  return useSWR<DashboardEntries>(DASHBOARD_ENTRIES_KEY, fetchDashboardEntries);
}
