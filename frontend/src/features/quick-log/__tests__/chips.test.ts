// The times a chip logs at (docs/QUICK-LOG.md "On the capture card"), with a fixed clock at 01:30 and 23:30 in Los
// Angeles and Auckland: now, to the second with the zone's offset; today at the usual time only once it has passed.
import { nowIn, usualTimeToday } from '../chips';

describe.each([
  ['America/Los_Angeles', '01:30', '2026-11-27T09:30:00Z', '-08:00'],
  ['America/Los_Angeles', '23:30', '2026-11-28T07:30:00Z', '-08:00'],
  ['Pacific/Auckland', '01:30', '2026-11-26T12:30:00Z', '+13:00'],
  ['Pacific/Auckland', '23:30', '2026-11-27T10:30:00Z', '+13:00'],
])('in %s at %s on 27 November', (zone, local, nowIso, offset) => {
  const now = Date.parse(nowIso) + 789;

  it('logs now as the local time with its offset', () => {
    expect(nowIn(zone, now)).toBe(`2026-11-27T${local}:00${offset}`);
  });

  it('offers the usual time today only when it has passed, never one still to come', () => {
    const morning = usualTimeToday('08:12', zone, now);
    expect(morning).toBe(local === '23:30' ? `2026-11-27T08:12:00${offset}` : undefined);
    expect(usualTimeToday('01:00', zone, now)).toBe(`2026-11-27T01:00:00${offset}`);
    // 15 minutes or less before now says nothing "now" does not.
    expect(usualTimeToday(local === '01:30' ? '01:20' : '23:20', zone, now)).toBeUndefined();
    expect(usualTimeToday(undefined, zone, now)).toBeUndefined();
  });
});
