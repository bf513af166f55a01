// GET /api/logs/timezone-mappings/ (public): every zone's locale and country, built once per cold start.
import { getAllTimezones } from 'countries-and-timezones';
import { countries } from 'countries-list';
import type { TimezoneMappings } from '../../shared/schemas/logs';
import type { ApiRequest, ApiResult } from '../core/http-handler';
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

export async function timezoneMappings(request: ApiRequest): Promise<ApiResult> {
  const body = mappings();
  const headers = { 'Cache-Control': CACHE_CONTROL, ETag: `"${body.version}"` };
  // a browser revalidating after a day gets an empty 304 while the data is unchanged
  if (request.headers['if-none-match'] === headers.ETag) return { statusCode: 304, headers };
  return { statusCode: 200, body, headers };
}
