// Dates shown and entered in a zone: short date and time in the zone's locale, datetime-local values across DST edges.
import {
  dateInputToday,
  formatDate,
  formatDateTime,
  fromDateTimeInputValue,
  nowInputValue,
  toDateTimeInputValue,
  zoneOffsetMinutes,
} from '..';

const US = { order: 'MDY', clock: '12h' } as const;
const EUROPE = { order: 'DMY', clock: '24h' } as const;
const ISO = { order: 'YMD', clock: '24h' } as const;

describe('formatDateTime: the one date format', () => {
  const instant = '2026-01-15T13:30:00Z';

  test('writes the wall time in the zone with a four-digit year, in the order and on the clock given', () => {
    expect(formatDateTime(instant, 'America/New_York', US)).toBe('01/15/2026, 8:30 AM');
    expect(formatDateTime(instant, 'Europe/Paris', EUROPE)).toBe('15/01/2026, 14:30');
    expect(formatDateTime(instant, 'Asia/Tokyo', ISO)).toBe('2026-01-15, 22:30');
    expect(formatDateTime('2026-11-22T23:59:00Z', 'Asia/Kolkata', { order: 'DMY', clock: '12h' })).toBe('23/11/2026, 5:29 AM');
    expect(formatDateTime('2026-11-22T12:05:00Z', 'UTC', US)).toBe('11/22/2026, 12:05 PM');
    expect(formatDateTime('2026-11-22T00:05:00Z', 'UTC', US)).toBe('11/22/2026, 12:05 AM');
  });

  test('the same instant moves with the zone, whatever offset the text carries', () => {
    expect(formatDateTime('2026-01-15T08:30:00-05:00', 'America/Los_Angeles', US)).toBe('01/15/2026, 5:30 AM');
  });

  test('a text without an offset is a wall time in the zone', () => {
    expect(formatDateTime('2026-07-01T09:00', 'Australia/Sydney', US)).toBe('07/01/2026, 9:00 AM');
  });

  test('unreadable input comes back as given', () => {
    expect(formatDateTime('not a date', 'Europe/Paris', EUROPE)).toBe('not a date');
    expect(formatDateTime('', 'Europe/Paris', EUROPE)).toBe('');
  });

  test('an unknown zone falls back to the device zone instead of throwing', () => {
    expect(formatDateTime(instant, 'Mars/Olympus', US)).toMatch(/^01\/1[56]\/2026, /);
  });
});

describe('formatDate', () => {
  test('writes a calendar day in the same order, with a four-digit year', () => {
    expect(formatDate('2026-11-22', US)).toBe('11/22/2026');
    expect(formatDate('2026-11-22', EUROPE)).toBe('22/11/2026');
    expect(formatDate('2026-11-22', ISO)).toBe('2026-11-22');
    expect(formatDate('22 Nov', ISO)).toBe('22 Nov');
  });
});

describe('datetime-local values', () => {
  test('show the wall time of the instant in the zone', () => {
    expect(toDateTimeInputValue('2026-01-15T13:30:00Z', 'America/New_York')).toBe('2026-01-15T08:30');
    expect(toDateTimeInputValue('2026-01-15T13:30:00Z', 'Asia/Kolkata')).toBe('2026-01-15T19:00');
    expect(toDateTimeInputValue('garbage', 'Asia/Kolkata')).toBe('');
  });

  test('read back as ISO with the zone offset of that moment', () => {
    expect(fromDateTimeInputValue('2026-01-15T08:30', 'America/New_York')).toBe('2026-01-15T08:30:00-05:00');
    expect(fromDateTimeInputValue('2026-07-15T08:30', 'America/New_York')).toBe('2026-07-15T08:30:00-04:00');
    expect(fromDateTimeInputValue('2026-07-15T08:30', 'Asia/Kolkata')).toBe('2026-07-15T08:30:00+05:30');
    expect(fromDateTimeInputValue('', 'Asia/Kolkata')).toBe('');
    expect(fromDateTimeInputValue('2026-02-30T08:30', 'Asia/Kolkata')).toBe('');
  });

  test('round-trip on both sides of a DST change', () => {
    for (const iso of ['2026-03-08T06:59:00Z', '2026-03-08T07:00:00Z', '2026-11-01T05:30:00Z', '2026-11-01T07:30:00Z']) {
      const shown = toDateTimeInputValue(iso, 'America/New_York');
      expect(new Date(fromDateTimeInputValue(shown, 'America/New_York')).toISOString()).toBe(new Date(iso).toISOString());
    }
  });

  test('a wall time in the spring-forward gap moves forward by the gap', () => {
    expect(fromDateTimeInputValue('2026-03-08T02:30', 'America/New_York')).toBe('2026-03-08T03:30:00-04:00');
  });

  test('a wall time in the doubled fall-back hour is its first occurrence', () => {
    expect(fromDateTimeInputValue('2026-11-01T01:30', 'America/New_York')).toBe('2026-11-01T01:30:00-04:00');
  });

  test('an unchanged value keeps the instant it was filled from, even the second 01:30 of a fall-back night', () => {
    const second = '2026-11-01T06:30:00Z'; // 01:30 EST, after the clocks went back
    const shown = toDateTimeInputValue(second, 'America/New_York');
    expect(shown).toBe('2026-11-01T01:30');
    expect(fromDateTimeInputValue(shown, 'America/New_York', second)).toBe('2026-11-01T01:30:00-05:00');
    expect(fromDateTimeInputValue('2026-11-01T01:45', 'America/New_York', second)).toBe('2026-11-01T01:45:00-04:00');
  });
});

describe('now and today in a zone', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date('2026-01-15T23:30:00Z') }));
  afterEach(() => jest.useRealTimers());

  test('nowInputValue and dateInputToday use the zone’s calendar', () => {
    expect(nowInputValue('Asia/Tokyo')).toBe('2026-01-16T08:30');
    expect(dateInputToday('Asia/Tokyo')).toBe('2026-01-16');
    expect(dateInputToday('America/Los_Angeles')).toBe('2026-01-15');
  });

  test('zoneOffsetMinutes gives the offset now or at an instant', () => {
    expect(zoneOffsetMinutes('America/New_York')).toBe(-300);
    expect(zoneOffsetMinutes('America/New_York', '2026-07-01T12:00:00Z')).toBe(-240);
    expect(zoneOffsetMinutes('Asia/Kolkata')).toBe(330);
  });
});
