// The zone → locale and zone → country maps of GET /api/logs/timezone-mappings/ (public), fetched once and cached by SWR.
import useSWR from 'swr';
import type { TimezoneMappings } from '@shared/schemas/logs';
import { TIMEZONE_MAPPINGS_PATH } from '@/config/constants';
import { api } from '@/lib/api-client';
import { DEFAULT_LOCALE } from './date-time';

export type { TimezoneMappings };

const fetchMappings = (path: string) => api.get<TimezoneMappings>(path, { auth: false });

// The api client already retries network failures; after that the selector shows the fallback zones.
const once = {
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
  shouldRetryOnError: false,
  dedupingInterval: 60 * 60 * 1000,
};

/** The mappings, or an error (the selector then offers the fallback zones). `enabled: false` fetches nothing. */
export function useTimezoneMappings(enabled = true) {
  const { data, error, isLoading } = useSWR<TimezoneMappings>(enabled ? TIMEZONE_MAPPINGS_PATH : null, fetchMappings, once);
  return { mappings: data, error: error as unknown, isLoading };
}

/** The locale of a zone from the mappings, en-US when there are none or the zone is not in them (SPEC.md §9). */
export function localeForZone(mappings: TimezoneMappings | undefined, zone: string): string {
  return mappings?.timezone_locale_map?.[zone] || DEFAULT_LOCALE;
}
