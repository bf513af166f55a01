// The review's draft rules: times in zones on both sides of UTC, an untouched time kept exactly, a day kept a
// day, and the marks on a time after now or more than 7 days back.
import { draftFromItem, itemFromDraft, timeMark } from '../review-draft';

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

  test('marks: a minute past now is fine, an hour after is the future, 8 days back is old, today is neither', () => {
    const at = (when: string, dayOnly = false) => timeMark({ when, dayOnly }, zone, NOW);
    const nowWall = new Intl.DateTimeFormat('sv-SE', { dateStyle: 'short', timeStyle: 'short', timeZone: zone })
      .format(NOW)
      .replace(' ', 'T');
    expect(at(nowWall)).toBeNull();
    expect(at(nowWall.replace(/T(\d\d)/, (_, h) => `T${String(Number(h) + 1).padStart(2, '0')}`))).toBe('future');
    expect(at('2026-11-17T08:00')).toBe('old');
    expect(at(nowWall.slice(0, 10), true)).toBeNull();
    expect(at('2026-11-17', true)).toBe('old');
    expect(at('2026-11-26', true)).toBe('future');
  });
});
