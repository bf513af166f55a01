// Adherence over a report's week (docs/REMINDERS.md "Adherence and refill"): the doses due in the week's local days in
// the report's zone, up to now, with now at 01:30 and 23:30 in zones either side of UTC (Los Angeles, Auckland).
import { adherenceOfDays, type Schedule } from '../../functions/domain/reminders/adherence';
import type { Answer } from '../../functions/domain/reminders/logged';
import { magnesium } from '../support/magnesium';

const schedule = (timezone: string): Schedule => magnesium({ times: ['00:30', '20:00'], timezone, start_date: '2026-10-01' });
const answer = (key: string, kind: 'taken' | 'skipped' = 'taken'): Answer => ({ occurrenceKey: `mg@${key}`, kind, at: 0 });
// The week of a report written on Friday 2026-11-27: the 21st to the 27th, local days.
const week = { first_day: '2026-11-21', last_day: '2026-11-27' };
const answers = [
  answer('2026-11-20T20:00'), // the evening before the week: not counted
  answer('2026-11-21T00:30'), // the week's first dose, just after its midnight
  answer('2026-11-24T20:00', 'skipped'),
  answer('2026-11-27T00:30'), // today's first dose
];

describe.each([
  // Los Angeles is UTC-8 in November; Auckland UTC+13 (daylight time).
  { zone: 'America/Los_Angeles', at0130: '2026-11-27T09:30:00Z', at2330: '2026-11-28T07:30:00Z' },
  { zone: 'Pacific/Auckland', at0130: '2026-11-26T12:30:00Z', at2330: '2026-11-27T10:30:00Z' },
])('adherenceOfDays in $zone', ({ zone, at0130, at2330 }) => {
  it('at 01:30 counts 6 whole days and today’s 00:30 dose, not tonight’s 20:00', () => {
    const now = Date.parse(at0130);
    expect(adherenceOfDays(schedule(zone), { ...week, zone, now }, [], answers)).toEqual({
      scheduled: 13,
      taken: 2,
      skipped: 1,
      rate: 2 / 13,
    });
  });

  it('at 23:30 counts all 14 doses of the 7 days, and none of the day before', () => {
    const now = Date.parse(at2330);
    expect(adherenceOfDays(schedule(zone), { ...week, zone, now }, [], answers)).toMatchObject({ scheduled: 14, taken: 2, skipped: 1 });
  });

  it('counts a past week to the end of its last day, whatever the time now', () => {
    const now = Date.parse(at2330) + 3 * 86_400_000;
    expect(adherenceOfDays(schedule(zone), { ...week, zone, now }, [], answers)).toMatchObject({ scheduled: 14 });
  });

  it('answers a null rate when the schedule starts after the week (nothing scheduled yet, never 0 %)', () => {
    const now = Date.parse(at2330);
    const later = { ...schedule(zone), start_date: '2026-11-28' };
    expect(adherenceOfDays(later, { ...week, zone, now }, [], [])).toEqual({ scheduled: 0, taken: 0, skipped: 0, rate: null });
  });
});
