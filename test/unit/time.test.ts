// Time rules (docs/PRODUCT.md "Time"): offsets of a zone at an instant, wall times read in a zone across DST edges,
// and the calendar day bounds the date filter uses.
import { dayBounds, formatOffset, isValidZone, offsetMinutes, parseTimestamp, toZonedIso } from '../../shared/time';

const utc = (iso: string) => Date.parse(iso);

describe('offsetMinutes', () => {
  it('gives minutes east of UTC at that instant, following DST', () => {
    expect(offsetMinutes('America/New_York', utc('2026-01-15T12:00:00Z'))).toBe(-300);
    expect(offsetMinutes('America/New_York', utc('2026-07-15T12:00:00Z'))).toBe(-240);
    expect(offsetMinutes('Asia/Kolkata', utc('2026-07-15T12:00:00Z'))).toBe(330);
    expect(offsetMinutes('UTC', utc('2026-07-15T12:00:00Z'))).toBe(0);
  });
});

describe('toZonedIso', () => {
  it('writes the instant with the zone offset of that moment', () => {
    expect(toZonedIso(utc('2026-11-21T13:00:00Z'), 'America/New_York')).toBe('2026-11-21T08:00:00-05:00');
    expect(toZonedIso(utc('2026-11-21T13:00:00Z'), 'Asia/Kolkata')).toBe('2026-11-21T18:30:00+05:30');
    expect(toZonedIso(utc('2026-11-21T13:00:00Z'), 'UTC')).toBe('2026-11-21T13:00:00+00:00');
  });

  it('formats offsets with sign, hours and minutes', () => {
    expect(formatOffset(-300)).toBe('-05:00');
    expect(formatOffset(330)).toBe('+05:30');
    expect(formatOffset(0)).toBe('+00:00');
  });
});

describe('parseTimestamp', () => {
  it('keeps the instant of a timestamp with an offset or Z, whatever the zone', () => {
    expect(parseTimestamp('2026-11-21T08:00:00-05:00', 'Asia/Tokyo')).toBe(utc('2026-11-21T13:00:00Z'));
    expect(parseTimestamp('2026-11-21T13:00:00Z', 'America/New_York')).toBe(utc('2026-11-21T13:00:00Z'));
    expect(parseTimestamp('2026-11-21T13:00:00.250+0000', 'UTC')).toBe(utc('2026-11-21T13:00:00.250Z'));
  });

  it('reads a wall time without offset in the given zone', () => {
    expect(parseTimestamp('2026-11-21T08:00', 'America/New_York')).toBe(utc('2026-11-21T13:00:00Z'));
    expect(parseTimestamp('2026-11-21 08:00:30', 'Europe/Paris')).toBe(utc('2026-11-21T07:00:30Z'));
    expect(parseTimestamp('2026-11-21', 'Asia/Tokyo')).toBe(utc('2026-11-20T15:00:00Z'));
  });

  it('moves a wall time inside the spring-forward gap forward by the gap', () => {
    // 02:30 on 8 March 2026 never happens in New York: clocks jump from 02:00 EST to 03:00 EDT.
    expect(toZonedIso(parseTimestamp('2026-03-08T02:30', 'America/New_York')!, 'America/New_York')).toBe('2026-03-08T03:30:00-04:00');
    expect(toZonedIso(parseTimestamp('2026-03-29T01:15', 'Europe/London')!, 'Europe/London')).toBe('2026-03-29T02:15:00+01:00');
  });

  it('reads a wall time of the doubled fall-back hour as its first occurrence', () => {
    expect(parseTimestamp('2026-11-01T01:30', 'America/New_York')).toBe(utc('2026-11-01T05:30:00Z'));
    expect(parseTimestamp('2026-10-25T01:30', 'Europe/London')).toBe(utc('2026-10-25T00:30:00Z'));
    expect(parseTimestamp('2026-04-05T02:30', 'Australia/Sydney')).toBe(utc('2026-04-04T15:30:00Z'));
  });

  it('refuses what is not a real date and time', () => {
    for (const text of ['', 'yesterday', '2026-02-30T10:00', '2026-13-01', '2026-11-21T24:01', '2026-11-21T08:00+25:00', '12/11/2026']) {
      expect(parseTimestamp(text, 'UTC')).toBeUndefined();
    }
  });
});

describe('dayBounds', () => {
  it('spans the calendar day of the zone, from 00:00:00 to 23:59:59.999', () => {
    expect(dayBounds('2026-11-21', 'America/Los_Angeles')).toEqual({
      start: utc('2026-11-21T08:00:00Z'),
      end: utc('2026-11-22T07:59:59.999Z'),
    });
  });

  it('is 23 hours long on the spring-forward day and 25 on the fall-back day', () => {
    const spring = dayBounds('2026-03-08', 'America/New_York')!;
    expect((spring.end + 1 - spring.start) / 3_600_000).toBe(23);
    const fall = dayBounds('2026-11-01', 'America/New_York')!;
    expect((fall.end + 1 - fall.start) / 3_600_000).toBe(25);
  });

  it('refuses a date that is not one', () => {
    expect(dayBounds('2026-02-30', 'UTC')).toBeUndefined();
  });
});

describe('isValidZone', () => {
  it('knows IANA zones and refuses anything else', () => {
    expect(isValidZone('Europe/Paris')).toBe(true);
    expect(isValidZone('Mars/Olympus')).toBe(false);
    expect(isValidZone('')).toBe(false);
  });
});
