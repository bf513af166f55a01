// The quick-log calls (docs/QUICK-LOG.md): recents and favourites to show as chips; a re-log is the save route's, sent
// with an Idempotency-Key so a retry never logs twice, and undone by deleting what it saved.
import useSWR from 'swr';
import type { EntryCollection } from '@shared/entry-types';
import { callApi, type AnswerOf, type BodyOf } from '@/lib/call-api';
import { withDataRetries } from '@/lib/data-fetcher';
import { actionKeys } from '@/lib/idempotency-key';
import { deleteEntry } from '@/lib/entries-api/delete-entry';
import * as entriesOps from '@/lib/operations/entries.generated';
import * as quickLogOps from '@/lib/operations/quick-log.generated';
import * as reviewedItemsOps from '@/lib/operations/reviewed-items.generated';

export type Recent = AnswerOf<'quickLogRecents'>['recents'][number];
export type Favourite = AnswerOf<'quickLogFavourites'>['favourites'][number];
export type RelogItem = Recent['item'];
export type Saved = AnswerOf<'saveItems'>;

export interface QuickLogLists {
  recents: Recent[];
  favourites: Favourite[];
}

async function getLists(zone: string): Promise<QuickLogLists> {
  const [recents, favourites] = await Promise.all([
    withDataRetries((opts) => callApi(quickLogOps.quickLogRecents, { query: { timezone: zone } }, opts)),
    withDataRetries((opts) => callApi(quickLogOps.quickLogFavourites, {}, opts)),
  ]);
  return { recents: recents.recents, favourites: favourites.favourites };
}

/** The chips' cache key: the dashboard's summary fills it on the first load (app/routes/dashboard-summary.tsx). */
export const quickLogKey = (zone: string) => ['quick-log', zone] as const;

export const useQuickLogLists = (zone: string) => useSWR(quickLogKey(zone), () => getLists(zone));

export const addFavourite = (item: RelogItem) =>
  callApi(quickLogOps.addQuickLogFavourite, { body: { item } as BodyOf<'addQuickLogFavourite'> });
export const removeFavourite = (key: string) => callApi(quickLogOps.removeQuickLogFavourite, { params: { key } });

/** Saves the item at `calculatedTime` (ISO with the zone's offset): one entry, however often the request is retried. */
export async function relog(item: RelogItem, calculatedTime: string, zone: string): Promise<Saved> {
  const body = { raw_text: item.details, items: [{ ...item, calculated_time: calculatedTime }], timezone: zone };
  const keys = actionKeys();
  const saved = await callApi(reviewedItemsOps.saveItems, { body }, { headers: keys.headerFor(body) });
  keys.done();
  return saved;
}

/** Takes a re-log back: its entries, then the text they came from. */
export async function undoRelog(saved: Saved): Promise<void> {
  await Promise.all(saved.entries.map((entry) => deleteEntry(entry.collection as EntryCollection, entry.id)));
  await callApi(entriesOps.deleteUserInputs, { params: { id: saved.user_input_id } });
}
