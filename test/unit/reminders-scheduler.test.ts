// The scheduler's pure parts (docs/REMINDERS.md "Scheduler"): the payload a send carries (a dose's actions and answer
// token, a check-in's plain notification, within the push schema and its size) and the minutes a run reads: its own,
// those missed since the marker, never more than CATCH_UP_MINUTES back, none twice.
import { CATCH_UP_MINUTES, MOVE_ON_MINUTES, minutesSkipped, minutesToRun, staleMinutes } from '../../functions/scheduler/catch-up';
import { reminderPayload } from '../../functions/scheduler/payload';
import { occurrencesOn } from '../../functions/domain/reminders/occurrences';
import type { StoredReminder } from '../../functions/domain/reminders/due';
import { logPromptSchema } from '../../shared/schemas/reminders';
import { PUSH_ACTIONS, PUSH_LIMITS, pushPayloadSchema } from '../../shared/schemas/push';
import { magnesium } from '../support/magnesium';

const dose = magnesium({ times: ['21:30'], timezone: 'Europe/Berlin', start_date: '2026-01-01', snooze_minutes: 10 }) as StoredReminder;
const prompt = {
  id: 'ev',
  ...logPromptSchema.parse({ kind: 'log-prompt', label: 'Evening check-in', times: ['21:30'], timezone: 'America/Los_Angeles' }),
} as StoredReminder;
const sendOf = (reminder: StoredReminder, date: string) => ({ occurrence: occurrencesOn(reminder, date)[0] });

describe('reminderPayload', () => {
  it('gives a dose its title, local time, occurrence tag, Taken · Snooze N min · Skip and the answer url and token', () => {
    const payload = reminderPayload(dose, sendOf(dose, '2026-03-29'), 'signed.token.here');
    expect(payload).toEqual({
      title: 'Magnesium 400 mg',
      body: 'Due at 21:30',
      tag: 'mg@2026-03-29T21:30',
      url: '/dashboard',
      actions: [
        { action: 'taken', title: 'Taken' },
        { action: 'snooze', title: 'Snooze 10 min' },
        { action: 'skip', title: 'Skip' },
      ],
      answer: { url: '/api/reminders/notification-answers/', token: 'signed.token.here' },
    });
    expect(pushPayloadSchema.parse(payload)).toEqual(payload);
    expect(payload.actions!.every((a) => a.action in PUSH_ACTIONS)).toBe(true);
  });

  it('gives a check-in no actions and no answer (logging is its answer)', () => {
    expect(reminderPayload(prompt, sendOf(prompt, '2026-11-01'))).toEqual({
      title: 'Evening check-in',
      body: 'Due at 21:30',
      tag: 'ev@2026-11-01T21:30',
      url: '/dashboard',
    });
  });

  it('refuses a dose without its token, and stays within the push size with a real-sized token', () => {
    expect(() => reminderPayload(dose, sendOf(dose, '2026-03-29'))).toThrow('answer token');
    const payload = reminderPayload(dose, sendOf(dose, '2026-03-29'), 'x'.repeat(400));
    expect(Buffer.byteLength(JSON.stringify(payload))).toBeLessThan(PUSH_LIMITS.payloadMaxBytes);
  });
});

describe('minutesToRun', () => {
  const t = Date.parse('2026-03-08T15:00:40Z');

  it('runs only its own minute the first time (no marker), or when the marker is at or after it', () => {
    expect(minutesToRun(t, undefined)).toEqual(['2026-03-08T15:00']);
    expect(minutesToRun(t, '2026-03-08T15:00')).toEqual(['2026-03-08T15:00']);
    expect(minutesToRun(t, '2026-03-08T15:05')).toEqual(['2026-03-08T15:00']);
  });

  it('catches up the minutes missed since the marker, oldest first', () => {
    expect(minutesToRun(t, '2026-03-08T14:57')).toEqual(['2026-03-08T14:58', '2026-03-08T14:59', '2026-03-08T15:00']);
    expect(minutesSkipped(t, '2026-03-08T14:57')).toBe(0);
  });

  it('crosses midnight in UTC', () => {
    expect(minutesToRun(Date.parse('2026-03-09T00:00:05Z'), '2026-03-08T23:58')).toEqual(['2026-03-08T23:59', '2026-03-09T00:00']);
  });

  it('reaches at most CATCH_UP_MINUTES back and counts the minutes it skips', () => {
    const minutes = minutesToRun(t, '2026-03-08T10:00');
    expect(minutes).toHaveLength(CATCH_UP_MINUTES);
    expect(minutes[0]).toBe('2026-03-08T14:01');
    expect(minutes.at(-1)).toBe('2026-03-08T15:00');
    // 10:01 … 14:00 are not read: 240 minutes.
    expect(minutesSkipped(t, '2026-03-08T10:00')).toBe(240);
  });

  it('moves on the reminders of the oldest minutes too old to send, MOVE_ON_MINUTES a run, none within the window', () => {
    const stale = staleMinutes(t, '2026-03-08T10:00');
    expect(stale).toHaveLength(MOVE_ON_MINUTES);
    expect([stale[0], stale.at(-1)]).toEqual(['2026-03-08T10:01', '2026-03-08T11:00']);
    // The next run, after these: the next 60.
    expect(staleMinutes(t + 60_000, '2026-03-08T11:00')[0]).toBe('2026-03-08T11:01');
    // Close to the window: only the few left, and none once the marker is inside it.
    expect(staleMinutes(t, '2026-03-08T13:57')).toEqual(['2026-03-08T13:58', '2026-03-08T13:59', '2026-03-08T14:00']);
    expect(staleMinutes(t, '2026-03-08T14:30')).toEqual([]);
    expect(staleMinutes(t, undefined)).toEqual([]);
  });
});
