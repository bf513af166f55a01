// Builds the zone → country and zone → locale maps from the runtime's IANA zones and the zone and country libraries.
import { createHash } from 'node:crypto';
import type { TimezoneMappings } from '../../../shared/schemas/entries';
import { isValidZone } from '../../../shared/time';
import { localeOfCountry } from './zone-locale';

/** What the zone library says of a zone: its countries (main one first) and, for a link, the zone it points to. */
export interface ZoneFacts {
  countries: readonly string[];
  aliasOf?: string | null;
}

export interface MappingSources {
  /** The runtime's zones (Intl.supportedValuesOf('timeZone')); 'UTC' is always added. */
  zones: readonly string[];
  zoneFacts: (zone: string) => ZoneFacts | undefined;
  languagesOf: (country: string) => readonly string[] | undefined;
}

/**
 * The name a person would look for. ICU still lists some old names (Asia/Calcutta, Europe/Kiev): a link to a
 * zone of the same main country is a rename, so the current name is used. A link to another country's zone
 * (Europe/Stockholm → Europe/Berlin, Africa/Accra → Africa/Abidjan) keeps its own name, city and country.
 */
function currentName(zone: string, zoneFacts: MappingSources['zoneFacts']): string {
  const facts = zoneFacts(zone);
  const target = facts?.aliasOf ? zoneFacts(facts.aliasOf) : undefined;
  const country = facts?.countries[0];
  if (!facts?.aliasOf || !target || !country || country !== target.countries[0]) return zone;
  return isValidZone(facts.aliasOf) ? facts.aliasOf : zone;
}

export function buildTimezoneMappings({ zones, zoneFacts, languagesOf }: MappingSources): TimezoneMappings {
  const names = [...new Set([...zones, 'UTC'].filter(isValidZone).map((zone) => currentName(zone, zoneFacts)))].sort();
  const timezone_locale_map: Record<string, string> = {};
  const timezone_country_map: Record<string, string> = {};
  for (const zone of names) {
    const country = zoneFacts(zone)?.countries[0];
    if (country) timezone_country_map[zone] = country;
    timezone_locale_map[zone] = localeOfCountry(country, country ? languagesOf(country) : undefined);
  }
  const version = createHash('sha256')
    .update(JSON.stringify([timezone_locale_map, timezone_country_map]))
    .digest('base64url')
    .slice(0, 12);
  return { timezone_locale_map, timezone_country_map, version };
}
