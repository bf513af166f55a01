// The time zone selector's options (docs/PRODUCT.md §2): grouped by region, labelled with city, country and current UTC offset,
// searchable (zone-search.ts).
import { FALLBACK_TIME_ZONE_COUNTRIES, FALLBACK_TIME_ZONES } from '@/config/constants';
import { DEFAULT_TIME_ZONE_PREFERENCE, zoneOffsetMinutes } from '@/lib/time-zone';
import { mappedZoneName, type TimezoneMappings } from '@/lib/time-zone/mappings';
import { normalizeQuery, offsetText } from './zone-search';

export { searchZoneOptions } from './zone-search';

export const ZONE_GROUPS = ['Default', 'Americas', 'Europe', 'Asia', 'Australia & Pacific', 'Africa', 'Other'] as const;
export type ZoneGroup = (typeof ZONE_GROUPS)[number];

export type ZoneOption = {
  /** 'default' or an IANA name: what is stored. */
  value: string;
  /** What the list shows; the 'Default' option adds the device's zone as its detail. */
  label: string;
  detail?: string;
  /** What the field (14rem) shows once the option is chosen: the places, or 'Default'; the page says the rest. */
  chosenText: string;
  group: ZoneGroup;
  /** Lower-cased text a search is matched against. */
  searchText: string;
  /** The zone's offset from UTC now, in minutes east, and as the list shows it ('UTC+5:30'). */
  offsetMinutes: number;
  offset: string;
};

const REGION_GROUPS: Record<string, ZoneGroup> = {
  America: 'Americas',
  Europe: 'Europe',
  Asia: 'Asia',
  Australia: 'Australia & Pacific',
  Pacific: 'Australia & Pacific',
  Africa: 'Africa',
};

export function groupOfZone(zone: string): ZoneGroup {
  return REGION_GROUPS[zone.split('/')[0]] ?? 'Other';
}

let regionNames: Intl.DisplayNames | null | undefined;

function countryName(country: string | undefined): string | undefined {
  if (!country) return undefined;
  if (regionNames === undefined) {
    try {
      regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
    } catch {
      regionNames = null;
    }
  }
  try {
    return regionNames?.of(country) ?? undefined;
  } catch {
    return undefined;
  }
}

/** 'America/Indiana/Knox' → ['America', 'Indiana', 'Knox']; 'Port-au-Prince' stays whole, underscores become spaces. */
export function zoneParts(zone: string): string[] {
  return zone.split('/').map((part) => part.replace(/_/g, ' '));
}

/** 'New York', 'Knox, Indiana', 'UTC': the zone's places, most specific first. */
export function zonePlaces(zone: string): string {
  const parts = zoneParts(zone);
  return parts.length > 1 ? parts.slice(1).reverse().join(', ') : parts[0];
}

/** 'New York (United States)', 'Knox, Indiana (United States)', 'UTC'. */
export function zoneLabel(zone: string, country?: string): string {
  const places = zonePlaces(zone);
  const name = countryName(country);
  return name ? `${places} (${name})` : places;
}

function offsetNow(zone: string): Pick<ZoneOption, 'offsetMinutes' | 'offset'> {
  const minutes = zoneOffsetMinutes(zone);
  return { offsetMinutes: minutes, offset: offsetText(minutes) };
}

function zoneOption(zone: string, country: string | undefined): ZoneOption {
  const label = zoneLabel(zone, country);
  return {
    value: zone,
    label,
    chosenText: zonePlaces(zone),
    group: groupOfZone(zone),
    searchText: normalizeQuery([zone, ...zoneParts(zone), label].join(' ')),
    ...offsetNow(zone),
  };
}

/** The zones offered: those of the mappings, or the fallback zones when there are none, and the stored zone. */
function offeredZones(mappings: TimezoneMappings | undefined, stored?: string): Set<string> {
  const zones = new Set(mappings ? Object.keys(mappings.timezone_locale_map) : FALLBACK_TIME_ZONES);
  if (stored && stored !== DEFAULT_TIME_ZONE_PREFERENCE && !mappedZoneName(mappings, stored)) zones.add(stored);
  return zones;
}

const countriesOf = (mappings: TimezoneMappings | undefined) => mappings?.timezone_country_map ?? FALLBACK_TIME_ZONE_COUNTRIES;

/** 'Default': the device's zone. */
function defaultOption(mappings: TimezoneMappings | undefined, deviceZone: string): ZoneOption {
  const deviceLabel = zoneLabel(deviceZone, countriesOf(mappings)[mappedZoneName(mappings, deviceZone) ?? deviceZone]);
  return {
    value: DEFAULT_TIME_ZONE_PREFERENCE,
    label: 'Default',
    detail: `Your device: ${deviceLabel}`,
    chosenText: 'Default',
    group: 'Default',
    searchText: normalizeQuery(['default', 'device', deviceZone, ...zoneParts(deviceZone), deviceLabel].join(' ')),
    ...offsetNow(deviceZone),
  };
}

/** One collator for the sort: `localeCompare(…, 'en')` builds one per comparison (~6 ms for the ~420 zones). */
const byLabel = new Intl.Collator('en').compare;

/**
 * Every option, grouped in docs/PRODUCT.md's order and by label within a group: 'Default' (the device's zone) first,
 * then the zones of the mappings, or the 10 fallback zones when there are none. The stored zone is always offered.
 * Each option's offset needs a formatter of its zone (~420 of them): the page builds the list only once the field
 * is used (chosenZoneOptions until then), which kept a long task off the settings page's load on a phone.
 */
export function zoneOptions(mappings: TimezoneMappings | undefined, deviceZone: string, stored?: string): ZoneOption[] {
  const countries = countriesOf(mappings);
  const order = (option: ZoneOption) => ZONE_GROUPS.indexOf(option.group);
  const zoned = [...offeredZones(mappings, stored)].map((zone) => zoneOption(zone, countries[zone]));
  zoned.sort((a, b) => order(a) - order(b) || byLabel(a.label, b.label));
  return [defaultOption(mappings, deviceZone), ...zoned];
}

/** What zoneOptions would offer for the chosen value alone (none when it offers no such option): the closed field. */
export function chosenZoneOptions(mappings: TimezoneMappings | undefined, deviceZone: string, chosen: string): ZoneOption[] {
  if (chosen === DEFAULT_TIME_ZONE_PREFERENCE) return [defaultOption(mappings, deviceZone)];
  return offeredZones(mappings, chosen).has(chosen) ? [zoneOption(chosen, countriesOf(mappings)[chosen])] : [];
}

/** The options under their groups' headings, each group once (a search may interleave them). */
export function byGroup(options: readonly ZoneOption[]): { group: ZoneGroup; options: ZoneOption[] }[] {
  // Each group once, in the order of its first (best-ranked) option: a search's ranking interleaves regions.
  const groups = new Map<ZoneGroup, ZoneOption[]>();
  for (const option of options) {
    const members = groups.get(option.group);
    if (members) members.push(option);
    else groups.set(option.group, [option]);
  }
  return [...groups].map(([group, members]) => ({ group, options: members }));
}
