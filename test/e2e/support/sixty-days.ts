// Sixty days of a person's diary with a planted effect, for the insights journey: on about a third of the evenings
// (a fixed pseudo-random draw) two glasses of wine (subject "alcohol"), and the night after those evenings about 50
// minutes shorter; a morning run on most days, a mood check at noon that wine does not touch, and tea on the other
// evenings. Written over the API in the person's zone.
import { request } from '../../api/support/runtime';

const DAY = 24 * 60 * 60 * 1000;

/**
 * A day in the zone, `days` from today, as 'YYYY-MM-DD': today's date in the zone, then whole calendar days. Not
 * `now + days × 24 h` formatted in the zone: across a change of clocks, within an hour of midnight, that gives one
 * date twice and skips the next (the doctor summary then counted 35 days for 36 doses).
 */
export function dayIn(zone: string, days: number): string {
  const today = new Intl.DateTimeFormat('sv-SE', { timeZone: zone }).format(Date.now());
  return new Date(Date.parse(`${today}T12:00:00Z`) + days * DAY).toISOString().slice(0, 10);
}

/** A fixed pseudo-random number in [0, 1) for a day and a purpose: the same diary on every run. */
function draw(daysAgo: number, purpose: number): number {
  let t = Math.imul(daysAgo * 7919 + purpose * 104729, 0x6d2b79f5);
  t = Math.imul(t ^ (t >>> 15), 1 | t);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

/** Did the person drink on the evening `daysAgo` days back? */
export const drankOn = (daysAgo: number) => draw(daysAgo, 1) < 0.35;
/** The evenings with wine in the sixty days, latest first (days ago). */
export const drinkingDays = () => Array.from({ length: 60 }, (_, i) => i + 1).filter(drankOn);

async function post(token: string, collection: string, body: Record<string, unknown>) {
  const response = await request('POST', `/api/${collection}/`, { token, body });
  if (response.status !== 201) throw new Error(`seeding ${collection} failed: ${response.status} ${JSON.stringify(response.body)}`);
}

export async function seedSixtyDays(token: string, zone: string): Promise<void> {
  const at = (daysAgo: number, time: string) => ({ calculated_timestamp: `${dayIn(zone, -daysAgo)}T${time}`, device_timezone: zone });
  const writes: Promise<void>[] = [];
  for (let daysAgo = 60; daysAgo >= 1; daysAgo--) {
    // The night that ended this morning: shorter after an evening with wine; a little spread either way.
    const minutes = (drankOn(daysAgo + 1) && daysAgo < 60 ? 380 : 430) + Math.round(draw(daysAgo, 2) * 20);
    writes.push(post(token, 'sleep', { ...at(daysAgo, '07:00:00'), details: 'slept', measures: { duration_min: minutes } }));
    if (draw(daysAgo, 4) < 0.75)
      writes.push(post(token, 'physical-activities', { ...at(daysAgo, '08:00:00'), details: 'run', measures: { duration_min: 30 } }));
    writes.push(
      post(token, 'mood-stress', {
        ...at(daysAgo, '12:00:00'),
        details: 'check-in',
        measures: { mood: 6 + Math.floor(draw(daysAgo, 3) * 3), stress: 4 },
      }),
    );
    const wine = drankOn(daysAgo);
    writes.push(
      post(token, 'food-drinks', {
        ...at(daysAgo, '20:00:00'),
        details: wine ? 'two glasses of wine' : 'cup of tea',
        subjects: [wine ? 'alcohol' : 'tea'],
      }),
    );
  }
  await Promise.all(writes);
}
