// Occurrences of a reminder (docs/REMINDERS.md "Occurrences") with a fixed clock: wall-clock times kept across both
// DST changes in Los Angeles, Berlin and Sydney, a time in the spring gap moved forward by the gap, a time in the
// repeated autumn hour sent once, days of the week and start/end dates.
import { nextOccurrences, occurrencesBetween, type Timing } from '../../functions/domain/reminders/occurrences';
import { WEEKDAYS } from '../../shared/schemas/reminders';

const utc = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString().replace('.000', '');
const daily = (timezone: string, times: string[], more: Partial<Timing> = {}): Timing => ({
  id: 'r1',
  timezone,
  times,
  days: [...WEEKDAYS],
  ...more,
});

describe.each([
  // zone, spring-forward date, UTC of 08:00 the day before and the day of, the autumn date and its 08:00s likewise
  [
    'America/Los_Angeles',
    '2026-03-08',
    ['2026-03-07T16:00:00Z', '2026-03-08T15:00:00Z'],
    '2026-11-01',
    ['2026-10-31T15:00:00Z', '2026-11-01T16:00:00Z'],
  ],
  [
    'Europe/Berlin',
    '2026-03-29',
    ['2026-03-28T07:00:00Z', '2026-03-29T06:00:00Z'],
    '2026-10-25',
    ['2026-10-24T06:00:00Z', '2026-10-25T07:00:00Z'],
  ],
  [
    'Australia/Sydney',
    '2026-10-04',
    ['2026-10-02T22:00:00Z', '2026-10-03T21:00:00Z'],
    '2026-04-05',
    ['2026-04-03T21:00:00Z', '2026-04-04T22:00:00Z'],
  ],
])('%s', (zone, spring, springEights, autumn, autumnEights) => {
  it('keeps 08:00 at 08:00 local across the spring change (a 23-hour day between)', () => {
    const got = occurrencesBetween(daily(zone, ['08:00']), utc(springEights[0]), utc(springEights[1]) + 1);
    expect(got.map((o) => iso(o.at))).toEqual(springEights);
    expect(got[1].localDate).toBe(spring);
    expect(utc(springEights[1]) - utc(springEights[0])).toBe(23 * 3_600_000);
  });

  it('keeps 08:00 at 08:00 local across the autumn change (a 25-hour day between)', () => {
    const got = occurrencesBetween(daily(zone, ['08:00']), utc(autumnEights[0]), utc(autumnEights[1]) + 1);
    expect(got.map((o) => iso(o.at))).toEqual(autumnEights);
    expect(got[1].localDate).toBe(autumn);
    expect(utc(autumnEights[1]) - utc(autumnEights[0])).toBe(25 * 3_600_000);
  });
});

describe('times that the DST change skips or repeats', () => {
  it.each([
    ['America/Los_Angeles', '2026-03-08', '2026-03-08T10:30:00Z'],
    ['Europe/Berlin', '2026-03-29', '2026-03-29T01:30:00Z'],
    ['Australia/Sydney', '2026-10-04', '2026-10-03T16:30:00Z'],
  ])('%s: 02:30 on the spring-forward day falls at 03:30 local, once, keyed as 02:30', (zone, date, instant) => {
    const day = occurrencesBetween(daily(zone, ['02:30']), utc(instant) - 20 * 3_600_000, utc(instant) + 20 * 3_600_000);
    const onDate = day.filter((o) => o.localDate === date);
    expect(onDate.map((o) => iso(o.at))).toEqual([instant]);
    expect(onDate[0].key).toBe(`r1@${date}T02:30`);
  });

  it.each([
    ['America/Los_Angeles', '2026-11-01', '01:30', '2026-11-01T08:30:00Z'],
    ['Europe/Berlin', '2026-10-25', '02:30', '2026-10-25T00:30:00Z'],
    ['Australia/Sydney', '2026-04-05', '02:30', '2026-04-04T15:30:00Z'],
  ])('%s: %s %s in the repeated hour falls once, at its first occurrence', (zone, date, time, first) => {
    const got = occurrencesBetween(daily(zone, [time]), utc(first) - 6 * 3_600_000, utc(first) + 6 * 3_600_000);
    expect(got.map((o) => [o.localDate, iso(o.at)])).toEqual([[date, first]]);
  });
});

describe('days and dates', () => {
  it('falls only on the chosen days of the week, in the zone', () => {
    // Friday 2026-11-27 21:30 in Los Angeles is Saturday 05:30 UTC: the weekday is the local one.
    const weekdays = daily('America/Los_Angeles', ['21:30'], { days: ['mon', 'tue', 'wed', 'thu', 'fri'] });
    const got = nextOccurrences(weekdays, utc('2026-11-27T12:00:00Z'), 3);
    expect(got.map((o) => o.localDate)).toEqual(['2026-11-27', '2026-11-30', '2026-12-01']);
    expect(iso(got[0].at)).toBe('2026-11-28T05:30:00Z');
  });

  it('starts on the start date and stops after the end date', () => {
    const course = daily('Europe/Berlin', ['08:00', '20:00'], { start_date: '2026-05-02', end_date: '2026-05-03' });
    const got = nextOccurrences(course, utc('2026-04-01T00:00:00Z'), 10);
    expect(got.map((o) => o.key)).toEqual(['r1@2026-05-02T08:00', 'r1@2026-05-02T20:00', 'r1@2026-05-03T08:00', 'r1@2026-05-03T20:00']);
    expect(nextOccurrences(course, utc('2026-05-03T19:00:00Z'), 1)).toEqual([]);
  });

  it('answers the occurrences strictly after the instant given', () => {
    const got = nextOccurrences(daily('UTC', ['09:00']), utc('2026-06-01T09:00:00Z'), 1);
    expect(iso(got[0].at)).toBe('2026-06-02T09:00:00Z');
  });
});

describe('asked at night, on both sides of UTC', () => {
  // "now" at 23:30 and 01:30 local: the next 22:00 dose is tomorrow's (23:30) or tonight's (01:30); a 00:15 one is
  // minutes away at 23:30 and a day away at 01:30.
  it.each([
    ['Pacific/Auckland', '2026-06-10T23:30:00+12:00', ['22:00', '00:15'], ['2026-06-10T12:15:00Z', '2026-06-11T10:00:00Z']],
    ['Pacific/Auckland', '2026-06-11T01:30:00+12:00', ['22:00', '00:15'], ['2026-06-11T10:00:00Z', '2026-06-11T12:15:00Z']],
    ['America/Los_Angeles', '2026-06-10T23:30:00-07:00', ['22:00', '00:15'], ['2026-06-11T07:15:00Z', '2026-06-12T05:00:00Z']],
    ['America/Los_Angeles', '2026-06-11T01:30:00-07:00', ['22:00', '00:15'], ['2026-06-12T05:00:00Z', '2026-06-12T07:15:00Z']],
  ])('%s at %s', (zone, now, times, expected) => {
    expect(nextOccurrences(daily(zone, times), utc(now), 2).map((o) => iso(o.at))).toEqual(expected);
  });
});
