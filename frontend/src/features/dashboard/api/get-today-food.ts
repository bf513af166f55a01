// Today's food and drink entries, in the person's zone's day (docs/DATES.md): every page of GET /food-drinks/ from
// the start to the end of today there, for the Food & Drinks panel's totals.
import useSWR, { useSWRConfig } from 'swr';
import type { Entry } from '@/lib/api-contract.generated';
import { LIST_LIMIT_MAX } from '@shared/entry-limits';
import { fetchEntryPage } from '@/lib/entries-api/list-entries';

/** A day has far fewer entries than this; past it the totals would be of a part of the day, so the load fails instead. */
const MAX_PAGES = 10;
export const TODAY_FOOD_KEY = 'dashboard-today-food';

export async function fetchDayFood(date: string, zone: string): Promise<Entry[]> {
  const entries: Entry[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const answer = await fetchEntryPage('food-drinks', {
      filter: { start: date, end: date, timezone: zone },
      limit: LIST_LIMIT_MAX,
      cursor,
    });
    entries.push(...answer.entries);
    cursor = answer.nextCursor;
    if (!cursor) return entries;
  }
  throw new Error('Too many entries today to total.');
}

/** Reloads today's totals (any day and zone the cache holds). */
export function useRefreshTodayFood(): () => void {
  const { mutate } = useSWRConfig();
  return () => void mutate((key) => Array.isArray(key) && key[0] === TODAY_FOOD_KEY);
}

export const todayFoodKey = (date: string, zone: string) => [TODAY_FOOD_KEY, date, zone] as const;

export function useTodayFood(date: string, zone: string) {
  return useSWR<Entry[]>(todayFoodKey(date, zone), () => fetchDayFood(date, zone));
}
