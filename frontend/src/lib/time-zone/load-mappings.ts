// The mappings' call and what a zone's locale is in them, without SWR or React: the app's time-zone state loads this
// with `import()` when no locale is kept for the zone in use (zone-locale.ts), so that chunk holds only the call and
// the entries group's operations, and no first page's JavaScript does (docs/TIME-ZONES.md "The zone's locale at start").
import type { TimezoneMappings } from '@/lib/api-contract.generated';
import { callApi } from '@/lib/call-api';
import { DEFAULT_LOCALE } from './date-time';
import { readTimeZonePreference, resolveTimeZone } from './preference';
import { keepZoneLocale } from './zone-locale';
import * as entriesOps from '@/lib/operations/entries.generated';

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
