// Quick re-log's phrases and recents with a fixed clock (docs/QUICK-LOG.md): which texts are re-log phrases, the day
// "yesterday" and "Monday" name and the time a resolved item gets, asked at 01:30 and 23:30 in Los Angeles and Auckland
// (either side of UTC); the meal an entry belongs to; recents grouped by item with their counts and usual times.
import type { StoredEntry } from '../../functions/data/entries';
import { dayOf, dayWords, mealOf, phraseOf, todayAt, wordsMatch } from '../../functions/domain/quick-log/phrases';
import { groupRecents } from '../../functions/domain/quick-log/recents';
import { itemKey } from '../../functions/domain/quick-log/relog-item';

describe('phraseOf', () => {
  it.each([
    ['same breakfast as yesterday', { kind: 'meal', meal: 'breakfast', day: 'yesterday' }],
    ['Same lunch as Monday.', { kind: 'meal', meal: 'lunch', day: 1 }],
    ['I had the same dinner as last friday', { kind: 'meal', meal: 'dinner', day: 5 }],
    ['same supper as on Sunday', { kind: 'meal', meal: 'dinner', day: 0 }],
    ['my usual coffee', { kind: 'usual', words: ['coffee'] }],
    ['  My usual  oat-milk latte! ', { kind: 'usual', words: ['oat', 'milk', 'latte'] }],
  ])('reads "%s"', (text, phrase) => {
    expect(phraseOf(text)).toEqual(phrase);
  });

  it.each(['same breakfast as yesterday but no toast', 'breakfast', 'same as yesterday', 'my usual', '2 eggs', 'the usual'])(
    'leaves "%s" to the AI',
    (text) => {
      expect(phraseOf(text)).toBeUndefined();
    },
  );
});

// Friday 27 November 2026, local: Los Angeles is UTC-8, Auckland UTC+13 (summer time).
describe.each([
  ['America/Los_Angeles', '01:30', '2026-11-27T09:30:00Z', '-08:00'],
  ['America/Los_Angeles', '23:30', '2026-11-28T07:30:00Z', '-08:00'],
  ['Pacific/Auckland', '01:30', '2026-11-26T12:30:00Z', '+13:00'],
  ['Pacific/Auckland', '23:30', '2026-11-27T10:30:00Z', '+13:00'],
])('in %s at %s on Friday 27 November', (zone, _local, nowIso, offset) => {
  const now = Date.parse(nowIso);

  it('reads "yesterday" as Thursday the 26th and "Monday" as the 23rd, in the zone', () => {
    expect(dayOf('yesterday', now, zone)).toBe('2026-11-26');
    expect(dayOf(1, now, zone)).toBe('2026-11-23');
    // "Friday" on a Friday is a week ago, never today.
    expect(dayOf(5, now, zone)).toBe('2026-11-20');
    expect(dayWords(1)).toBe('on Monday');
  });

  it("times an item today at the original's local time, or now when that is later", () => {
    const breakfast = 8 * 60 + 12;
    const expected = _local === '01:30' ? `2026-11-27T01:30:00${offset}` : `2026-11-27T08:12:00${offset}`;
    expect(todayAt(breakfast, now, zone)).toBe(expected);
    expect(Date.parse(todayAt(breakfast, now, zone))).toBeLessThanOrEqual(now);
    // A late snack at 23:45 is "now" at 23:30 too.
    expect(todayAt(23 * 60 + 45, now, zone)).toBe(`2026-11-27T${_local}:00${offset}`);
  });
});

describe('mealOf', () => {
  it('takes the meal the words name, else the local time', () => {
    expect(mealOf('oats, breakfast', 14 * 60)).toBe('breakfast');
    expect(mealOf('2 eggs', 8 * 60)).toBe('breakfast');
    expect(mealOf('soup', 12 * 60 + 30)).toBe('lunch');
    expect(mealOf('pasta', 19 * 60)).toBe('dinner');
    expect(mealOf('crisps', 2 * 60)).toBeUndefined();
  });

  it('matches words by their beginnings', () => {
    expect(wordsMatch(['coffee'], 'Coffee with oat milk')).toBe(true);
    expect(wordsMatch(['oat', 'latte'], 'oat milk latte')).toBe(true);
    expect(wordsMatch(['tea'], 'coffee')).toBe(false);
  });
});

describe('groupRecents', () => {
  const entry = (id: string, utc_time: string, details: string, measures: Record<string, unknown> = {}): StoredEntry => ({
    userId: 'u',
    collection: 'food-drinks',
    id,
    utc_time,
    created_at: utc_time,
    details,
    measures,
    device_timezone: 'America/Los_Angeles',
  });

  it('makes "2 eggs" logged five times one recent with its count and median local time, newest first', () => {
    const entries = [
      entry('e6', '2026-11-27T20:00:00Z', 'Coffee'),
      entry('e5', '2026-11-27T16:20:00Z', '2 eggs', { energy_kcal: 143 }),
      entry('e4', '2026-11-26T16:12:00Z', '2 Eggs.', { energy_kcal: 150 }),
      entry('e3', '2026-11-25T16:05:00Z', '2 eggs'),
      entry('e2', '2026-11-24T15:00:00Z', '  2 eggs '),
      entry('e1', '2026-11-23T17:30:00Z', '2 eggs'),
      entry('e0', '2026-11-22T16:00:00Z', '2 eggs', { servings: 2 }),
    ];
    const recents = groupRecents(entries, 'America/Los_Angeles');
    expect(recents.map((r) => [r.item.details, r.count, r.usual_time])).toEqual([
      ['Coffee', 1, '12:00'],
      ['2 eggs', 5, '08:12'],
      ['2 eggs', 1, '08:00'],
    ]);
    expect(recents[1]).toMatchObject({ collection: 'food-drinks', last_logged: '2026-11-27T16:20:00Z' });
    expect(recents[1].key).toBe(itemKey('food-drinks', '2 eggs', {}));
    // Read in Auckland, the same entries have their usual time there.
    expect(groupRecents(entries, 'Pacific/Auckland')[1].usual_time).toBe('05:12');
  });
});
