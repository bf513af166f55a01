// What is left today with a fixed clock (docs/REMINDERS.md "Today"): today is the reminder's own local date, so at
// 01:30 and 23:30 local, in zones on both sides of UTC, the occurrences are that date's; a dose is done when taken
// or logged, skipped when skipped, open once its time passed and later before; a check-in is done once logged.
import type { StoredReminder } from '../../functions/domain/reminders/due';
import { todayOf } from '../../functions/domain/reminders/today';
import { logPromptSchema } from '../../shared/schemas/reminders';
import { magnesium } from '../support/magnesium';

const medication = (timezone: string): StoredReminder =>
  magnesium({ times: ['01:00', '08:00', '23:00'], timezone, start_date: '2026-01-01' });
const states = (
  reminder: StoredReminder,
  now: number,
  ...rest: Parameters<typeof todayOf> extends [unknown, unknown, ...infer R] ? R : never
) => todayOf(reminder, now, ...rest).map(({ occurrence, state }) => `${occurrence.localDate}T${occurrence.time} ${state}`);

describe("todayOf: the reminder's own date", () => {
  it.each([
    // Los Angeles in June is UTC-7, Sydney in June is UTC+10.
    ['America/Los_Angeles', '2026-06-10T08:30:00Z', '2026-06-10', ['open', 'later', 'later']],
    ['America/Los_Angeles', '2026-06-11T06:30:00Z', '2026-06-10', ['open', 'open', 'open']],
    ['Australia/Sydney', '2026-06-09T15:30:00Z', '2026-06-10', ['open', 'later', 'later']],
    ['Australia/Sydney', '2026-06-10T13:30:00Z', '2026-06-10', ['open', 'open', 'open']],
  ])('in %s at %s it is %s', (zone, now, date, expected) => {
    expect(states(medication(zone), Date.parse(now), [], [])).toEqual(
      ['01:00', '08:00', '23:00'].map((time, i) => `${date}T${time} ${expected[i]}`),
    );
  });
});

describe('todayOf: states', () => {
  const mg = medication('Europe/Berlin');
  // 12:00 in Berlin (UTC+2): 01:00 and 08:00 have passed, 23:00 has not.
  const noon = Date.parse('2026-06-10T10:00:00Z');
  it('taken or logged is done, skipped is skipped, the latest answer wins', () => {
    const logged = [{ collection: 'supplements' as const, at: Date.parse('2026-06-10T06:10:00Z'), text: 'magnesium 400 mg' }];
    const answers = [
      { occurrenceKey: 'mg@2026-06-10T01:00', kind: 'taken' as const, at: noon - 60_000 },
      { occurrenceKey: 'mg@2026-06-10T01:00', kind: 'skipped' as const, at: noon - 30_000 },
      { occurrenceKey: 'mg@2026-06-10T23:00', kind: 'snoozed' as const, at: noon },
    ];
    expect(states(mg, noon, logged, answers)).toEqual(['2026-06-10T01:00 skipped', '2026-06-10T08:00 done', '2026-06-10T23:00 later']);
  });

  it('a check-in is done once an entry of its counted types is in its window, open once its time passed otherwise', () => {
    const checkIn: StoredReminder = {
      id: 'eve',
      ...logPromptSchema.parse({
        kind: 'log-prompt',
        label: 'Evening check-in',
        times: ['21:30'],
        timezone: 'Europe/Berlin',
        window_start: '18:00',
        counted_types: ['mood-stress'],
      }),
    };
    const late = Date.parse('2026-06-10T20:00:00Z');
    expect(states(checkIn, late, [], [])).toEqual(['2026-06-10T21:30 open']);
    const beforeWindow = { collection: 'mood-stress' as const, at: Date.parse('2026-06-10T15:00:00Z'), text: 'calm' };
    expect(states(checkIn, late, [beforeWindow], [])).toEqual(['2026-06-10T21:30 open']);
    const inWindow = { collection: 'mood-stress' as const, at: Date.parse('2026-06-10T16:30:00Z'), text: 'calm' };
    const otherType = { collection: 'sleep' as const, at: Date.parse('2026-06-10T16:30:00Z'), text: 'nap' };
    expect(states(checkIn, late, [otherType], [])).toEqual(['2026-06-10T21:30 open']);
    expect(states(checkIn, late, [inWindow], [])).toEqual(['2026-06-10T21:30 done']);
    expect(states(checkIn, Date.parse('2026-06-10T17:00:00Z'), [inWindow], [])).toEqual(['2026-06-10T21:30 done']);
    expect(states(checkIn, Date.parse('2026-06-10T17:00:00Z'), [], [])).toEqual(['2026-06-10T21:30 later']);
  });
});
