// The dashboard's seven loads (docs/PRODUCT.md §2, §9): each type's latest 5 entries, fetched in parallel under the
// data-fetcher policy when the panels reload; the first screen's come in the summary (GET /api/dashboard/,
// `dashboardEntriesFrom`), kept on the device the same way.
import { useContext } from 'react';
import useSWR from 'swr';
import { DASHBOARD_RECENT_ENTRIES } from '@shared/entry-limits';
import { ENTRY_TYPES, type EntryCollection } from '@shared/entry-types';
import { ApiError } from '@/lib/api-client';
import type { Entry } from '@/lib/api-contract.generated';
import { AuthContext } from '@/lib/auth';
import { fetchEntryPage, latestEntries } from '@/lib/entries-api/list-entries';
import { keepLastSeen, lastSeenOf } from './last-seen';

export const RECENT_ENTRIES = DASHBOARD_RECENT_ENTRIES;

export type TypeLoad = { entries: Entry[]; error?: undefined } | { entries?: undefined; error: unknown };

export interface DashboardEntries {
  byType: Record<EntryCollection, TypeLoad>;
  /** When this load finished (ISO), if it brought any data; null when every type failed. */
  loadedAt: string | null;
  /** No network: the panels as last seen on this device, `loadedAt` then (docs/OFFLINE.md). */
  lastSeen?: true;
}

const noAnswer = (error: unknown) => error instanceof ApiError && (error.reason === 'network' || error.reason === 'timeout');

/**
 * One load per type; a type that fails keeps its error and never stops the others. With `userId`, a load that brought
 * every type is kept on the device, and when none could load for want of a network the kept one answers instead.
 */
export async function fetchDashboardEntries(userId: string | null = null): Promise<DashboardEntries> {
  const settled = await Promise.allSettled(ENTRY_TYPES.map((type) => fetchEntryPage(type.collection, { limit: RECENT_ENTRIES })));
  const byType = {} as Record<EntryCollection, TypeLoad>;
  settled.forEach((result, i) => {
    byType[ENTRY_TYPES[i].collection] =
      result.status === 'fulfilled' ? { entries: latestEntries(result.value.entries, RECENT_ENTRIES) } : { error: result.reason };
  });
  const anyLoaded = settled.some((result) => result.status === 'fulfilled');
  const loadedAt = anyLoaded ? new Date().toISOString() : null;
  if (!userId) return { byType, loadedAt };
  if (settled.every((result) => result.status === 'fulfilled')) {
    const entries = Object.fromEntries(ENTRY_TYPES.map((type) => [type.collection, byType[type.collection].entries!]));
    void keepLastSeen({ userId, entries: entries as Record<EntryCollection, Entry[]>, loadedAt: loadedAt! });
  } else if (settled.every((result) => result.status === 'rejected' && noAnswer(result.reason))) {
    const kept = await keptEntries(userId);
    if (kept) return kept;
  }
  return { byType, loadedAt };
}

/** The panels as last seen on this device, or null when none are kept for the person. */
async function keptEntries(userId: string): Promise<DashboardEntries | null> {
  const kept = await lastSeenOf(userId);
  if (!kept) return null;
  const lastSeen = Object.fromEntries(ENTRY_TYPES.map((type) => [type.collection, { entries: kept.entries[type.collection] ?? [] }]));
  return { byType: lastSeen as Record<EntryCollection, TypeLoad>, loadedAt: kept.loadedAt, lastSeen: true };
}

/** The summary's lists (every type at once, newest first): kept on the device as a load that brought every type is. */
export async function dashboardEntriesFrom(entries: Record<EntryCollection, Entry[]>, userId: string | null): Promise<DashboardEntries> {
  const loadedAt = new Date().toISOString();
  const byType = Object.fromEntries(
    ENTRY_TYPES.map((type) => [type.collection, { entries: latestEntries(entries[type.collection] ?? [], RECENT_ENTRIES) }]),
  ) as Record<EntryCollection, TypeLoad>;
  if (userId) void keepLastSeen({ userId, entries, loadedAt });
  return { byType, loadedAt };
}

/**
 * When the summary could not load: with no network, the panels as last seen (as when none of the seven loads could);
 * undefined otherwise, so the seven loads are tried themselves.
 */
export async function dashboardEntriesWithout(error: unknown, userId: string | null): Promise<DashboardEntries | undefined> {
  if (!noAnswer(error)) return undefined;
  const kept = userId ? await keptEntries(userId) : null;
  if (kept) return kept;
  const byType = Object.fromEntries(ENTRY_TYPES.map((type) => [type.collection, { error }])) as Record<EntryCollection, TypeLoad>;
  return { byType, loadedAt: null };
}

export const DASHBOARD_ENTRIES_KEY = ['dashboard-entries'] as const;

/** The loads never reject as a whole (each type carries its own error), and each load retries under the data fetchers' policy. */
export function useDashboardEntries() {
  const userId = useContext(AuthContext)?.user?.id ?? null;
  return useSWR<DashboardEntries>(DASHBOARD_ENTRIES_KEY, () => fetchDashboardEntries(userId));
}
