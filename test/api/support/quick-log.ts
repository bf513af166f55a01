// Entries for the quick re-log api tests: saved through the save route (as a review's Confirm & Save sends them), each
// at a local time some days back in a zone, so recents and phrases have something of the person's own to read.
import { offsetMinutes, toZonedIso, wallTimeToInstant } from '../../../shared/time';
import { request } from './runtime';

export const LA = 'America/Los_Angeles';
const DAY = 24 * 60 * 60 * 1000;

/** Today's local date in the zone (YYYY-MM-DD). */
export const localToday = (zone: string, now = Date.now()) => new Date(now + offsetMinutes(zone, now) * 60_000).toISOString().slice(0, 10);

/** ISO with the zone's offset of a local time `daysAgo` days before today. */
export function localTime(zone: string, daysAgo: number, clock: string): string {
  const date = new Date(Date.parse(`${localToday(zone)}T00:00:00Z`) - daysAgo * DAY).toISOString().slice(0, 10);
  return toZonedIso(wallTimeToInstant(Date.parse(`${date}T${clock}:00Z`), zone), zone);
}

export interface SeedItem {
  category: string;
  details: string;
  calculated_time: string;
  measures?: Record<string, unknown>;
}

/** One save of the items (what the person reviewed); throws unless it saved. */
export async function saveSeed(token: string, items: SeedItem[], zone = LA): Promise<void> {
  const response = await request('POST', '/api/structured-data/save/', {
    token,
    body: { raw_text: items.map((item) => item.details).join(', '), timezone: zone, items: items.map((item) => ({ notes: '', ...item })) },
  });
  if (response.status !== 201) throw new Error(`save failed: ${response.status} ${JSON.stringify(response.body)}`);
}

/** The person's credits as the trial status says. */
export const creditsUsed = async (token: string): Promise<number> =>
  (await request('GET', '/api/ai/trial-status/', { token })).body.credits_used;
