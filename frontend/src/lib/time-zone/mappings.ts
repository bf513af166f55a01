// The zone → locale and zone → country maps of the public timezoneMappings operation, fetched once and cached by SWR:
// their answer changes rarely, so once a session is enough. Only where a zone is chosen (the selector) or when this
// device has no locale kept for its zone (zone-locale.ts): so this module, and the entries group's operations it
// calls, are in no first page's JavaScript (imported by path, not through '@/lib/time-zone', and by `import()` there).
import useSWR from 'swr';
import type { TimezoneMappings } from '@/lib/api-contract.generated';
import { callApi, pathOf } from '@/lib/call-api';
import { DEFAULT_LOCALE } from './date-time';
import { readTimeZonePreference, resolveTimeZone } from './preference';
import { keepZoneLocale } from './zone-locale';
import * as entriesOps from '@/lib/operations/entries.generated';

export type { TimezoneMappings };

let inFlight: Promise<TimezoneMappings> | undefined;

/**
 * The mappings, one call at a time however many ask (the selector and the app's state may both). Each answer keeps the
 * locale of the zone in use then, so the next start knows it without a call.
 */
export function loadTimezoneMappings(): Promise<TimezoneMappings> {
  inFlight ??= callApi(entriesOps.timezoneMappings, {}, { auth: false })
    .then((mappings) => {
      const zone = resolveTimeZone(readTimeZonePreference());
      keepZoneLocale(zone, localeForZone(mappings, zone));
      return mappings;
    })
    .finally(() => {
      inFlight = undefined;
    });
  return inFlight;
}

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

/** The name this browser's ICU gives a zone: old and new names of one zone (Asia/Calcutta, Asia/Kolkata) agree here. */
function icuName(zone: string): string {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return zone;
  }
}

const icuIndexes = new WeakMap<TimezoneMappings, Map<string, string>>();

/**
 * The zone as the mappings name it: itself, or the same zone under the name the server uses (a browser may
 * report Asia/Calcutta where the mappings say Asia/Kolkata). Undefined when the mappings lack it.
 */
export function mappedZoneName(mappings: TimezoneMappings | undefined, zone: string): string | undefined {
  const map = mappings?.timezone_locale_map;
  if (!map) return undefined;
  if (Object.hasOwn(map, zone)) return zone;
  let index = icuIndexes.get(mappings);
  if (!index) {
    index = new Map(Object.keys(map).map((name) => [icuName(name), name]));
    icuIndexes.set(mappings, index);
  }
  return index.get(icuName(zone));
}

/** The locale of a zone from the mappings, en-US when there are none or the zone is not in them (docs/PRODUCT.md §9). */
export function localeForZone(mappings: TimezoneMappings | undefined, zone: string): string {
  const name = mappedZoneName(mappings, zone);
  return (name && mappings?.timezone_locale_map[name]) || DEFAULT_LOCALE;
}
