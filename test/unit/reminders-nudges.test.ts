// The scheduler's question with a fixed clock (docs/REMINDERS.md "No needless nudges", "Due, snooze and repeat"):
// what is due in a minute, never a prompt when the person already logged in its window nor a dose already logged or
// answered, a snooze brings it back once its minutes pass, and an unanswered one repeats at most as set, then stops.
import { dueSends, type StoredReminder } from '../../functions/domain/reminders/due';
import { namesSchedule, type Answer, type LoggedEntry } from '../../functions/domain/reminders/logged';
import { logPromptSchema } from '../../shared/schemas/reminders';
import { magnesium } from '../support/magnesium';

const utc = (iso: string) => Date.parse(iso);
const MIN = 60_000;
// Berlin in June is UTC+2: 08:00 local is 06:00Z, 21:30 local is 19:30Z.
const magnesiumDose: StoredReminder = magnesium({
  times: ['08:00', '11:00'],
  timezone: 'Europe/Berlin',
  start_date: '2026-06-01',
  repeat_count: 2,
  repeat_gap_minutes: 10,
  snooze_minutes: 15,
});
const checkIn: StoredReminder = {
  id: 'eve',
  ...logPromptSchema.parse({
    kind: 'log-prompt',
    label: 'Evening check-in',
    times: ['21:30'],
    timezone: 'Europe/Berlin',
    window_start: '18:00',
    counted_types: ['mood-stress', 'food-drinks'],
  }),
};
const dose = 'mg@2026-06-10T08:00';
const eight = utc('2026-06-10T06:00:00Z');
const due = (reminder: StoredReminder, at: number, entries: LoggedEntry[] = [], answers: Answer[] = []) =>
  dueSends(reminder, at, entries, answers).map((s) => s.key);
const supplement = (text: string, at: number): LoggedEntry => ({ collection: 'supplements', at, text });

describe('due in a minute', () => {
  it('sends a dose in the minute of its time, keyed by schedule, local date and time, and not in the minutes around it', () => {
    expect(due(magnesiumDose, eight)).toEqual([`${dose}/2026-06-10T06:00:00.000Z`]);
    expect(due(magnesiumDose, eight - MIN)).toEqual([]);
    expect(due(magnesiumDose, eight + MIN)).toEqual([]);
  });
});

describe('no needless nudges', () => {
  it('sends no dose already logged near its time, by a supplement entry naming it', () => {
    expect(due(magnesiumDose, eight, [supplement('took magnesium 400 mg', eight - 30 * MIN)])).toEqual([]);
    expect(due(magnesiumDose, eight, [supplement('took zinc', eight - 30 * MIN)])).toHaveLength(1);
    expect(due(magnesiumDose, eight, [{ ...supplement('magnesium', eight), collection: 'food-drinks' }])).toHaveLength(1);
    expect(due(magnesiumDose, eight, [supplement('magnesium', eight - 3 * 60 * MIN)])).toHaveLength(1);
  });

  it('counts one entry for the nearest dose only', () => {
    const at1000 = utc('2026-06-10T08:00:00Z');
    const eleven = utc('2026-06-10T09:00:00Z');
    expect(due(magnesiumDose, eleven, [supplement('magnesium', at1000)])).toEqual([]);
    expect(due(magnesiumDose, eight + 20 * MIN, [supplement('magnesium', at1000)])).toEqual([`${dose}/2026-06-10T06:20:00.000Z`]);
  });

  it('matches every word of the name as the start of a word of the entry', () => {
    const vitaminD = (text: string, subjects?: string[]) =>
      namesSchedule({ collection: 'supplements', at: 0, text, subjects }, 'Vitamin D');
    expect(vitaminD('Vitamin D3 2000 IU')).toBe(true);
    expect(vitaminD('a capsule', ['vitamin d'])).toBe(true);
    expect(vitaminD('vitamin C')).toBe(false);
    expect(namesSchedule(supplement('magnesium citrate', 0), 'Magnesium glycinate')).toBe(false);
  });

  it('sends no dose answered taken or skipped', () => {
    for (const kind of ['taken', 'skipped'] as const) {
      expect(due(magnesiumDose, eight + 10 * MIN, [], [{ occurrenceKey: dose, kind, at: eight + MIN }])).toEqual([]);
    }
  });

  it('sends no check-in when a counted entry was logged since the window start, and sends it otherwise', () => {
    const prompt = utc('2026-06-10T19:30:00Z');
    const mood = (at: number, loggedAt = at): LoggedEntry => ({ collection: 'mood-stress', at, loggedAt, text: 'calm' });
    expect(due(checkIn, prompt)).toEqual(['eve@2026-06-10T21:30/2026-06-10T19:30:00.000Z']);
    expect(due(checkIn, prompt, [mood(utc('2026-06-10T17:00:00Z'))])).toEqual([]);
    // Written this evening about lunch: the person did check in.
    expect(due(checkIn, prompt, [mood(utc('2026-06-10T10:00:00Z'), utc('2026-06-10T18:00:00Z'))])).toEqual([]);
    // Before the window (17:59 local), or of a type that does not count: still sent.
    expect(due(checkIn, prompt, [mood(utc('2026-06-10T15:59:00Z'))])).toHaveLength(1);
    expect(due(checkIn, prompt, [{ ...mood(utc('2026-06-10T17:00:00Z')), collection: 'sleep' }])).toHaveLength(1);
  });
});

describe('snooze and repeat', () => {
  it('repeats an unanswered dose repeat_count times, repeat_gap_minutes apart, then stops', () => {
    const minutes = Array.from({ length: 120 }, (_, i) => eight + i * MIN);
    const sent = minutes.flatMap((at) => due(magnesiumDose, at)).filter((key) => key.startsWith(dose));
    expect(sent).toEqual([0, 10, 20].map((m) => `${dose}/2026-06-10T06:${String(m).padStart(2, '0')}:00.000Z`));
  });

  it('stops repeating once the dose is logged', () => {
    expect(due(magnesiumDose, eight + 10 * MIN, [supplement('Magnesium', eight + 5 * MIN)])).toEqual([]);
  });

  it('brings a snoozed dose back snooze_minutes after the press, then repeats it as set', () => {
    const pressed = eight + 2 * MIN + 30_000;
    const answers: Answer[] = [{ occurrenceKey: dose, kind: 'snoozed', at: pressed }];
    const minutes = Array.from({ length: 120 }, (_, i) => eight + i * MIN);
    const sent = minutes.flatMap((at) => dueSends(magnesiumDose, at, [], answers)).filter((s) => s.occurrence.key === dose);
    expect(sent.map((s) => (s.sendAt - pressed) / MIN)).toEqual([15, 25, 35]);
    expect(sent.every((s) => s.snoozed)).toBe(true);
    expect(new Set(sent.map((s) => s.key)).size).toBe(3);
  });

  it('sends once with repeat_count 0', () => {
    const once = { ...magnesiumDose, repeat_count: 0 };
    const sent = Array.from({ length: 60 }, (_, i) => due(once, eight + i * MIN)).flat();
    expect(sent).toEqual([`${dose}/2026-06-10T06:00:00.000Z`]);
  });
});
