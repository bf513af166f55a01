// The zone → locale and zone → country maps of the public timezoneMappings operation, for the selector, where a zone is
// chosen: fetched once and cached by SWR (their answer changes rarely, so once a session is enough). Imported by path,
// not through '@/lib/time-zone', so no first page's JavaScript carries it.
import useSWR from 'swr';
import type { TimezoneMappings } from '@/lib/api-contract.generated';
import { pathOf } from '@/lib/call-api';
import { loadTimezoneMappings } from './load-mappings';
import * as entriesOps from '@/lib/operations/entries.generated';

export type { TimezoneMappings };
export { loadTimezoneMappings, localeForZone, mappedZoneName } from './load-mappings';

const fetchMappings = (): Promise<TimezoneMappings> => loadTimezoneMappings();

// The api client already retries network failures; after that the selector shows the fallback zones.
const once = {
  revalidateOnReconnect: false,
  revalidateIfStale: false,
  dedupingInterval: 60 * 60 * 1000,
};

/** The mappings, or an error (the selector then offers the fallback zones). `enabled: false` fetches nothing. */
export function useTimezoneMappings(enabled = true) {
  const { data, error, isLoading } = useSWR<TimezoneMappings>(enabled ? pathOf(entriesOps.timezoneMappings) : null, fetchMappings, once);
  return { mappings: data, error: error as unknown, isLoading };
}
