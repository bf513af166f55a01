// The import's zone clock looks offsets up from each year's changes (found once) instead of asking Intl for every
// sample: it must agree with Intl at every instant, DST edges included, in zones with odd offsets and rules.
import { ZoneClock } from '../../functions/imports/apple-health/zone-clock';
import { offsetMinutes } from '../../shared/time';

const ZONES = [
  'Europe/Berlin',
  'America/New_York',
  'Australia/Lord_Howe',
  'Asia/Kathmandu',
  'Asia/Tokyo',
  'America/Sao_Paulo',
  'Pacific/Chatham',
  'UTC',
];
const MINUTE = 60_000;
/** Offset changes in 2024–2026: two a year where the zone keeps summer time, none elsewhere (so a scan that found none would fail). */
const CHANGES_2024_2026: Record<string, number> = {
  'Europe/Berlin': 6,
  'America/New_York': 6,
  'Australia/Lord_Howe': 6,
  'Asia/Kathmandu': 0,
  'Asia/Tokyo': 0,
  'America/Sao_Paulo': 0,
  'Pacific/Chatham': 6,
  UTC: 0,
};

// Intl is slow (tens of µs a call): each instant is asked once, and the disagreements are compared once, as a list.
test.each(ZONES)('%s: the same offset as Intl at random instants of 2015–2027', (zone) => {
  const clock = new ZoneClock(zone);
  let seed = 7;
  const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  const [from, to] = [Date.UTC(2015, 0, 1), Date.UTC(2028, 0, 1)];
  const disagreements: [number, number, number][] = [];
  for (let i = 0; i < 3000; i++) {
    const ms = from + Math.floor(random() * (to - from));
    if (clock.offset(ms) !== offsetMinutes(zone, ms)) disagreements.push([ms, clock.offset(ms), offsetMinutes(zone, ms)]);
  }
  expect(disagreements).toEqual([]);
});

test.each(ZONES)('%s: the same offset as Intl on each side of every change, to the minute', (zone) => {
  const clock = new ZoneClock(zone);
  const disagreements: [number, number, number][] = [];
  let changes = 0;
  const HOUR = 60 * MINUTE;
  const DAY = 24 * HOUR;
  // Day by day (each day's offset asked once: the next step reuses it), the day of a change hour by hour, the hour of
  // the change minute by minute. Two opposite changes within one day would hide from the day scan: the count says not.
  let offset = offsetMinutes(zone, Date.UTC(2024, 0, 1));
  for (let day = Date.UTC(2024, 0, 1); day < Date.UTC(2027, 0, 1); day += DAY) {
    const next = offsetMinutes(zone, day + DAY);
    if (next === offset) continue;
    offset = next;
    for (let ms = day; ms < day + DAY; ms += HOUR) {
      if (offsetMinutes(zone, ms) === offsetMinutes(zone, ms + HOUR)) continue;
      changes += 1;
      for (let m = ms; m <= ms + HOUR; m += MINUTE) {
        if (clock.offset(m) !== offsetMinutes(zone, m)) disagreements.push([m, clock.offset(m), offsetMinutes(zone, m)]);
      }
    }
  }
  expect(disagreements).toEqual([]);
  expect(changes).toBe(CHANGES_2024_2026[zone]);
});

test("Berlin's clock across the spring change", () => {
  const clock = new ZoneClock('Europe/Berlin');
  expect(clock.iso(Date.UTC(2026, 2, 28, 23, 30))).toBe('2026-03-29T00:30:00+01:00');
  expect(clock.clock(Date.UTC(2026, 2, 29, 0, 59))).toBe('01:59');
  expect(clock.clock(Date.UTC(2026, 2, 29, 1, 0))).toBe('03:00');
});
