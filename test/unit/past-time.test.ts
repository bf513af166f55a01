// The tests' seed-time helper (test/support/past-time.ts) at fixed "now" values, on both sides of UTC: a seeded time
// of today is never in the future (the entries API refuses one more than an hour ahead, shared/future-time.ts) and
// stays on today, whatever the hour the suite runs; a time already past, or of an earlier day, is left as it is.
import { isFutureInstant } from '../../shared/future-time';
import { parseTimestamp, toZonedIso } from '../../shared/time';
import { minutesAgoToday, PAST_MARGIN_MS, pastOnItsDay, pastWallTime } from '../support/past-time';

const ZONES = ['Europe/Berlin', 'America/New_York', 'Pacific/Auckland', 'Asia/Kolkata', 'UTC'];
const DAY = '2026-11-27';
const at = (local: string, zone: string) => parseTimestamp(local, zone)!;
const dayIn = (ms: number, zone: string) => toZonedIso(ms, zone).slice(0, 10);

describe.each(ZONES)('pastWallTime in %s', (zone) => {
  it.each(['00:00', '00:02', '01:30', '07:59', '08:00', '12:00', '23:30', '23:59'])(
    'at %s: today’s seeds stay today, in the past',
    (clock) => {
      const now = at(`${DAY}T${clock}:00`, zone);
      for (const seed of ['00:00', '00:15', '07:00', '08:00', '12:00', '20:00', '23:00', '23:59']) {
        const iso = pastWallTime(`${DAY}T${seed}:00`, zone, now);
        const instant = parseTimestamp(iso, zone)!;
        expect(instant).toBeLessThanOrEqual(now);
        expect(isFutureInstant(instant, now)).toBe(false);
        expect(dayIn(instant, zone)).toBe(DAY);
        // Already past by the margin: unchanged.
        if (at(`${DAY}T${seed}:00`, zone) <= now - PAST_MARGIN_MS) expect(instant).toBe(at(`${DAY}T${seed}:00`, zone));
      }
    },
  );

  it('leaves yesterday’s 23:00 as it is, just after midnight', () => {
    const now = at(`${DAY}T00:30:00`, zone);
    expect(parseTimestamp(pastWallTime('2026-11-26T23:00', zone, now), zone)).toBe(at('2026-11-26T23:00', zone));
  });
});

describe('pastOnItsDay', () => {
  it('moves a time still to come to a few minutes before now', () => {
    const now = at(`${DAY}T13:00:00`, 'Europe/Berlin');
    expect(pastOnItsDay(at(`${DAY}T20:00`, 'Europe/Berlin'), 'Europe/Berlin', now)).toBe(now - PAST_MARGIN_MS);
  });

  it('keeps a day that starts with a change of clocks (Santiago skips 00:00 in September)', () => {
    const zone = 'America/Santiago';
    const now = at('2026-09-06T01:02:00', zone);
    const moved = pastOnItsDay(at('2026-09-06T08:00', zone), zone, now);
    expect(dayIn(moved, zone)).toBe('2026-09-06');
    expect(moved).toBeLessThanOrEqual(now);
  });
});

describe('minutesAgoToday', () => {
  it.each(ZONES)('in %s: minutes ago, or 00:00 of today just after midnight', (zone) => {
    const noon = at(`${DAY}T12:00:00`, zone);
    expect(parseTimestamp(minutesAgoToday(3, zone, noon), zone)).toBe(noon - 3 * 60_000);
    const early = at(`${DAY}T00:01:00`, zone);
    const iso = minutesAgoToday(3, zone, early);
    expect(iso.slice(0, 16)).toBe(`${DAY}T00:00`);
    expect(parseTimestamp(iso, zone)).toBeLessThanOrEqual(early);
  });
});
