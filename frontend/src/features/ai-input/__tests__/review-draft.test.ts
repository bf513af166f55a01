// The review's draft rules: times in zones on both sides of UTC, an untouched time kept exactly, a day kept a
// day, a time more than an hour ahead flagged (kept, never moved) and refused, and the mark on one more than 7 days back.
import { FUTURE_SLACK_MS } from '@shared/future-time';
import { draftFromItem, futureFlag, isOldTime, itemFromDraft } from '../review-draft';

const item = (calculated_time: string) => ({ category: 'sleep', details: 'slept 7 h', calculated_time, notes: '' });
const NOW = Date.parse('2026-11-25T06:30:00Z');

describe.each([
  ['America/New_York', '2026-11-25T01:30:00-05:00', '2026-11-25T01:30'],
  ['Asia/Tokyo', '2026-11-25T15:30:00+09:00', '2026-11-25T15:30'],
])('in %s', (zone, extracted, wall) => {
  test("a time reads as the zone's wall time, goes back unchanged when untouched, and in the zone when edited", () => {
    const draft = draftFromItem(item(extracted), 1, zone, 'metric');
    expect(draft.when).toBe(wall);
    expect(itemFromDraft(draft, zone, 'metric').item?.calculated_time).toBe(extracted);
    const edited = itemFromDraft({ ...draft, when: '2026-11-24T23:30' }, zone, 'metric').item!;
    expect(edited.calculated_time).toBe(`2026-11-24T23:30:00${extracted.slice(-6)}`);
  });

  test('a day stays a day; cleared, it is named', () => {
    const draft = draftFromItem(item('2026-11-24'), 1, zone, 'metric');
    expect(draft).toMatchObject({ when: '2026-11-24', dayOnly: true });
    expect(itemFromDraft(draft, zone, 'metric').item?.calculated_time).toBe('2026-11-24');
    expect(itemFromDraft({ ...draft, when: '' }, zone, 'metric').problems.fields.when).toBe('Enter a date and time.');
  });

  /** The wall time in the zone of an instant, as the field holds it. */
  const wallOf = (ms: number) =>
    new Intl.DateTimeFormat('sv-SE', { dateStyle: 'short', timeStyle: 'short', timeZone: zone }).format(ms).replace(' ', 'T');

  test('the future by the one rule: up to an hour ahead is fine, more is flagged in words and refused; the time is kept', () => {
    const at = (when: string, dayOnly = false) => futureFlag({ when, dayOnly }, zone, NOW);
    expect(at(wallOf(NOW))).toBeNull();
    expect(at(wallOf(NOW + FUTURE_SLACK_MS))).toBeNull();
    const later = wallOf(NOW + FUTURE_SLACK_MS + 60_000);
    expect(at(later)).toBe('This is later today: keep it for later, or change the time.');
    const tomorrow = wallOf(NOW + 24 * 3600_000);
    expect(at(tomorrow)).toBe('This is tomorrow: keep it for later, or change the time.');
    expect(at('2026-12-02', true)).toBe('This is on 2 December: keep it for later, or change the time.');
    expect(at(wallOf(NOW).slice(0, 10), true)).toBeNull();

    const draft = { ...draftFromItem(item(extracted), 1, zone, 'metric'), when: tomorrow };
    const checked = itemFromDraft(draft, zone, 'metric', NOW);
    expect(checked.item).toBeUndefined();
    expect(checked.problems.future).toBe('This is tomorrow: keep it for later, or change the time.');
    expect(draft.when).toBe(tomorrow);
    expect(itemFromDraft({ ...draft, when: wallOf(NOW) }, zone, 'metric', NOW).item).toBeDefined();
  });

  test('old: more than 7 days back (a day: its end), marked but saved', () => {
    const at = (when: string, dayOnly = false) => isOldTime({ when, dayOnly }, zone, NOW);
    expect(at('2026-11-17T08:00')).toBe(true);
    expect(at('2026-11-17', true)).toBe(true);
    expect(at(wallOf(NOW))).toBe(false);
    expect(at(wallOf(NOW).slice(0, 10), true)).toBe(false);
  });
});
