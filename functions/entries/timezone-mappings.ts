// GET /api/logs/timezone-mappings/ (public): every zone's locale and country, built once per cold start.
import { getAllTimezones } from 'countries-and-timezones';
import { countries } from 'countries-list';
import type { TimezoneMappings } from '../../shared/schemas/entries';
import { buildTimezoneMappings } from './timezones/build-mappings';

/** Public data that changes only with a deployment (new tzdata or library versions): browsers keep it a day. */
const CACHE_CONTROL = 'public, max-age=86400';

let built: TimezoneMappings | undefined;

function mappings(): TimezoneMappings {
  if (!built) {
    const zoneFacts = getAllTimezones({ deprecated: true });
    built = buildTimezoneMappings({
      zones: Intl.supportedValuesOf('timeZone'),
      zoneFacts: (zone) => zoneFacts[zone as keyof typeof zoneFacts],
      languagesOf: (country) => countries[country as keyof typeof countries]?.languages,
    });
  }
  return built;
}

/** The mappings, or an empty 304 when the browser's If-None-Match names the version it already has. */
export async function timezoneMappings(ifNoneMatch: string | undefined) {
  const body = mappings();
  const headers = { 'Cache-Control': CACHE_CONTROL, ETag: `"${body.version}"` };
  // a browser revalidating after a day gets an empty 304 while the data is unchanged
  if (ifNoneMatch === headers.ETag) return { statusCode: 304 as const, headers };
  return { statusCode: 200 as const, body, headers };
}
