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

test.each(ZONES)('%s: the same offset as Intl at random instants of 2015–2027', (zone) => {
  const clock = new ZoneClock(zone);
  let seed = 7;
  const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  const [from, to] = [Date.UTC(2015, 0, 1), Date.UTC(2028, 0, 1)];
  for (let i = 0; i < 3000; i++) {
    const ms = from + Math.floor(random() * (to - from));
    expect([ms, clock.offset(ms)]).toEqual([ms, offsetMinutes(zone, ms)]);
  }
});

test.each(ZONES)('%s: the same offset as Intl on each side of every change, to the minute', (zone) => {
  const clock = new ZoneClock(zone);
  for (let ms = Date.UTC(2024, 0, 1); ms < Date.UTC(2027, 0, 1); ms += 60 * MINUTE) {
    if (offsetMinutes(zone, ms) === offsetMinutes(zone, ms + 60 * MINUTE)) continue;
    for (let m = ms; m <= ms + 60 * MINUTE; m += MINUTE) expect([m, clock.offset(m)]).toEqual([m, offsetMinutes(zone, m)]);
  }
});

test("Berlin's days and hours across the spring change", () => {
  const clock = new ZoneClock('Europe/Berlin');
  expect(clock.day(Date.UTC(2026, 2, 28, 23, 30))).toBe('2026-03-29');
  expect(clock.hour(Date.UTC(2026, 2, 29, 0, 59))).toBe(1);
  expect(clock.hour(Date.UTC(2026, 2, 29, 1, 0))).toBe(3);
});
