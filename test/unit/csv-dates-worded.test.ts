// Dates in words and numbers in a CSV's date column (issue 25, docs/IMPORT.md "CSV"): each form read in the person's
// zone, a time from the cell or the time column, and what is not a date refused.
import { noonOf, readDate } from '../../functions/imports/csv/csv-dates';
import { toZonedIso } from '../../shared/time';

const read = (date: string, time?: string, zone = 'America/Chicago') => {
  const reading = readDate(date, time, zone);
  return 'ms' in reading ? `${toZonedIso(reading.ms, zone)}${reading.hasTime ? '' : ' (no time)'}` : reading.problem;
};

describe('dates in words', () => {
  it.each([
    ['22nd Sep 2020', undefined, '2020-09-22T00:00:00-05:00 (no time)'],
    ['Sep 22, 2020', undefined, '2020-09-22T00:00:00-05:00 (no time)'],
    ['September 22nd, 2020', '7:45 AM', '2020-09-22T07:45:00-05:00'],
    ['22 September 2020 10:00 pm', undefined, '2020-09-22T22:00:00-05:00'],
    ['Tue, 22 Sep 2020 08:15', undefined, '2020-09-22T08:15:00-05:00'],
    ['22nd of Sept 2020', undefined, '2020-09-22T00:00:00-05:00 (no time)'],
    ['22. März 2020', undefined, '2020-03-22T00:00:00-05:00 (no time)'],
    ['3 mai 2021', undefined, '2021-05-03T00:00:00-05:00 (no time)'],
    ['22 de septiembre de 2020', undefined, '2020-09-22T00:00:00-05:00 (no time)'],
    ['22 września 2020', undefined, '2020-09-22T00:00:00-05:00 (no time)'],
    ['1 januari 2021', '23:30', '2021-01-01T23:30:00-06:00'],
  ])('%s %s', (date, time, expected) => expect(read(date, time)).toBe(expected));

  it.each(['31st Feb 2020', 'Sep 2020', '22 Sep', '22nd Sep 2020 noonish', 'Sep Oct 22 2020', 'Tuesday'])('refuses %s', (date) =>
    expect(read(date)).toBe('not-a-date'),
  );
});

describe('dates as numbers', () => {
  it('reads Unix seconds and milliseconds as instants, whatever the zone', () => {
    expect(read('1600819200')).toBe('2020-09-22T19:00:00-05:00');
    expect(read('1600819200123', undefined, 'Asia/Tokyo')).toBe('2020-09-23T09:00:00+09:00');
  });

  it('reads Excel serial days as wall clock in the zone, the fraction as the time', () => {
    expect(read('44096')).toBe('2020-09-22T00:00:00-05:00 (no time)');
    expect(read('44096.75')).toBe('2020-09-22T18:00:00-05:00');
    expect(read('44096', '07:30')).toBe('2020-09-22T07:30:00-05:00');
    expect(read('43831', undefined, 'Europe/Berlin')).toBe('2020-01-01T00:00:00+01:00 (no time)');
  });

  it('refuses numbers that are no date', () => {
    for (const cell of ['12345', '99999', '123456', '12345678', '2752']) expect(read(cell)).toBe('not-a-date');
  });
});

describe('a date without a time', () => {
  const at = (date: string, zone: string, now = Date.parse('2030-01-01T00:00:00Z')) => {
    const reading = readDate(date, undefined, zone);
    return 'ms' in reading ? toZonedIso(noonOf(reading.ms, zone, now), zone) : reading.problem;
  };

  it('is noon on the wall clock, also on the days the clocks change', () => {
    expect(at('2024-03-31', 'Europe/Berlin')).toBe('2024-03-31T12:00:00+02:00');
    expect(at('2024-10-27', 'Europe/Berlin')).toBe('2024-10-27T12:00:00+01:00');
    expect(at('Mar 10, 2024', 'America/New_York')).toBe('2024-03-10T12:00:00-04:00');
  });

  it.each([
    ['Pacific/Auckland', '2026-06-11T01:30:00+12:00', '2026-06-11', '2026-06-11T01:30:00+12:00'],
    ['Pacific/Auckland', '2026-06-10T23:30:00+12:00', '2026-06-10', '2026-06-10T12:00:00+12:00'],
    ['America/Los_Angeles', '2026-06-11T01:30:00-07:00', '2026-06-11', '2026-06-11T01:30:00-07:00'],
    ['America/Los_Angeles', '2026-06-10T23:30:00-07:00', '2026-06-10', '2026-06-10T12:00:00-07:00'],
  ])('in %s at %s, today without a time is now before noon and noon after it', (zone, now, date, expected) => {
    expect(at(date, zone, Date.parse(now))).toBe(expected);
  });

  it('is now when noon today is still ahead', () => {
    const now = Date.parse('2024-03-31T07:30:00+02:00');
    expect(at('2024-03-31', 'Europe/Berlin', now)).toBe('2024-03-31T07:30:00+02:00');
  });
});
