// GET /{collection}/: a type's entries newest first by utc_time, a page at a time, optionally within dates (docs/PRODUCT.md §5, §7).
import { useCallback, useMemo } from 'react';
import useSWRInfinite from 'swr/infinite';
import type { EntryCollection } from '@shared/entry-types';
import { NEXT_CURSOR_HEADER } from '@shared/entry-limits';
import type { Entry } from '@/lib/api-contract.generated';
import type { BlobResponse } from '@/lib/api-client';
import { callApi, type QueryOf } from '@/lib/call-api';
import { withDataRetries } from '@/lib/data-fetcher';
import { entryOperation, type EntryOperation } from './operations';

export const PAGE_SIZE = 50;

/**
 * Calendar days in `timezone`, both inclusive: the server counts from the start of `start` to 23:59:59 of
 * `end` in that zone (docs/PRODUCT.md §5 date filter). Empty means no bound.
 */
export interface EntryFilter {
  start?: string;
  end?: string;
  timezone?: string;
}

export interface EntryPage {
  entries: Entry[];
  /** The next page's cursor; null on the last page. */
  nextCursor: string | null;
}

export type ListQuery = QueryOf<EntryOperation<EntryCollection, 'list'>>;

/** The query: dates (with the zone they are days in) only when given, then limit and cursor; empty ones stay out of the URL. */
export function listQuery(filter: EntryFilter, limit: number, cursor?: string | null): ListQuery {
  const dated = Boolean(filter.start || filter.end);
  return { start: filter.start, end: filter.end, timezone: dated ? filter.timezone : undefined, limit, cursor: cursor ?? undefined };
}

/** jsdom's Blob lacks text(); browsers have it. */
function blobText(blob: Blob): Promise<string> {
  if (typeof blob.text === 'function') return blob.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

/** One page under the data-fetcher policy. Read as a blob because the cursor comes in a response header. */
export async function fetchEntryPage(
  collection: EntryCollection,
  { filter = {}, limit = PAGE_SIZE, cursor = null }: { filter?: EntryFilter; limit?: number; cursor?: string | null } = {},
): Promise<EntryPage> {
  const query = listQuery(filter, limit, cursor);
  const answer = await withDataRetries((opts) => callApi(entryOperation(collection, 'list'), { query }, { ...opts, responseType: 'blob' }));
  const { blob, headers } = answer as unknown as BlobResponse; // responseType 'blob' answers the raw body and its headers
  const text = await blobText(blob);
  const entries = text ? (JSON.parse(text) as Entry[]) : [];
  return { entries: Array.isArray(entries) ? entries : [], nextCursor: headers.get(NEXT_CURSOR_HEADER) || null };
}

/** Newest first by utc_time (ISO instants in UTC compare as text), at most `count`. */
export function latestEntries(entries: readonly Entry[], count: number): Entry[] {
  return [...entries].sort((a, b) => (a.utc_time < b.utc_time ? 1 : a.utc_time > b.utc_time ? -1 : 0)).slice(0, count);
}

type PageKey = readonly ['entries', EntryCollection, string, string, string, string];

/**
 * Every loaded page of a type's entries, with Load more. The fetcher retries (docs/PRODUCT.md §8); SWR itself never
 * does (lib/swr-defaults.ts). `replaceEntry` / `removeEntry` change the cache at once after a save or a delete;
 * `refresh` reloads every loaded page.
 */
export function useEntryPages(collection: EntryCollection, filter: EntryFilter = {}) {
  const { start = '', end = '', timezone = '' } = filter;
  const getKey = useCallback(
    (index: number, previous: EntryPage | null): PageKey | null => {
      if (previous && !previous.nextCursor) return null;
      return ['entries', collection, start, end, timezone, index === 0 ? '' : previous!.nextCursor!];
    },
    [collection, start, end, timezone],
  );
  const swr = useSWRInfinite<EntryPage, Error, typeof getKey>(
    getKey,
    ([, type, from, to, zone, cursor]) => fetchEntryPage(type, { filter: { start: from, end: to, timezone: zone }, cursor }),
    { revalidateFirstPage: true },
  );
  const { data, error, isLoading, isValidating, size, setSize, mutate } = swr;

  const entries = useMemo(() => (data ?? []).flatMap((page) => page.entries), [data]);
  const hasMore = Boolean(data && data.length > 0 && data[data.length - 1].nextCursor);
  const isLoadingMore = size > 0 && data !== undefined && data.length < size && !error;

  const editPages = useCallback(
    (edit: (entries: Entry[]) => Entry[]) =>
      mutate((pages) => pages?.map((page) => ({ ...page, entries: edit(page.entries) })), { revalidate: false }),
    [mutate],
  );
  const replaceEntry = useCallback((entry: Entry) => editPages((list) => list.map((e) => (e.id === entry.id ? entry : e))), [editPages]);
  const removeEntry = useCallback((id: string) => editPages((list) => list.filter((e) => e.id !== id)), [editPages]);
  const refresh = useCallback(() => mutate(), [mutate]);
  const loadMore = useCallback(() => setSize((n) => n + 1), [setSize]);

  return { entries, error, isLoading, isValidating, hasMore, isLoadingMore, loadMore, refresh, replaceEntry, removeEntry };
}

export type EntryPages = ReturnType<typeof useEntryPages>;
