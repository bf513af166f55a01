// The day's condition as a reminder (docs/EXPERIMENTS.md "Reminders of the day's condition"): one send a plan day at
// the chosen wall time in the experiment's zone, across a clock change (Europe/Berlin springs forward on 2026-03-29),
// with the day's condition in its title, none before the first day, after the last or from the stop on, and the
// reminders' occurrence key so a send is claimed once.
import type { StoredExperiment } from '../../functions/data/experiments';
import { pushPayloadSchema } from '../../shared/schemas/push';
import { daySends, daySendsBetween, nextDaySend } from '../../functions/domain/experiment-records/day-reminders';
import { dayOf } from '../../functions/domain/experiments';
import { scheduleOf } from '../../functions/domain/experiment-records/plan-of';

const experiment: StoredExperiment = {
  id: '01JZ0000000000000000000000',
  title: 'Magnesium and sleep',
  intervention: { kind: 'take', what: 'magnesium 400 mg' },
  outcome: { kind: 'sleep_minutes' },
  design: { type: 'blocks', period_days: 3, pairs: 2, washout_days: 1 },
  start_date: '2026-03-25',
  timezone: 'Europe/Berlin',
  seed: 'c0ffee',
  created_at: '2026-03-20T00:00:00.000Z',
  stopped_at: null,
};
const MINUTE = 60_000;

describe('the reminders of the day’s condition', () => {
  const sends = daySends(experiment, '21:30');

  it('sends once a plan day at 21:30 Berlin time, before and after the clock change', () => {
    expect(sends).toHaveLength(12);
    expect(sends.map((s) => s.date)).toEqual(scheduleOf(experiment).days.map((d) => d.date));
    // 21:30 CET is 20:30 UTC before 2026-03-29; 21:30 CEST is 19:30 UTC from then on.
    expect(new Date(sends[0].at).toISOString()).toBe('2026-03-25T20:30:00.000Z');
    expect(new Date(sends.find((s) => s.date === '2026-03-29')!.at).toISOString()).toBe('2026-03-29T19:30:00.000Z');
  });

  it('says the day and its condition, as the dashboard does, with the reminders’ occurrence key', () => {
    const schedule = scheduleOf(experiment);
    for (const send of sends) {
      const day = dayOf(schedule, send.date)!;
      const label = day.condition === 'A' ? 'magnesium 400 mg' : 'no magnesium 400 mg';
      expect(send.payload.title).toMatch(new RegExp(`^Experiment day ${day.day} of 12: ${day.condition} — ${label}`));
      expect(send.payload.title.includes('washout')).toBe(day.washout);
      expect(send.payload).toMatchObject({ body: 'Magnesium and sleep', tag: send.key, url: '/dashboard' });
      expect(send.key).toBe(`${experiment.id}@${send.date}T21:30`);
      // What the push services carry (docs/REMINDERS.md "The payload").
      expect(pushPayloadSchema.parse(send.payload)).toEqual(send.payload);
    }
  });

  it('finds a minute’s send and the next one, and none after the plan', () => {
    const day5 = sends[4];
    expect(daySendsBetween(experiment, '21:30', day5.at, day5.at + MINUTE)).toEqual([day5]);
    expect(daySendsBetween(experiment, '21:30', day5.at + MINUTE, day5.at + 2 * MINUTE)).toEqual([]);
    expect(nextDaySend(experiment, '21:30', day5.at + 1)).toEqual(sends[5]);
    expect(nextDaySend(experiment, '21:30', Date.parse('2026-03-01T00:00:00Z'))).toEqual(sends[0]);
    expect(nextDaySend(experiment, '21:30', sends[11].at + 1)).toBeUndefined();
  });

  it('sends nothing from the moment it was stopped', () => {
    const stopped = { ...experiment, stopped_at: new Date(sends[3].at - MINUTE).toISOString() };
    expect(daySends(stopped, '21:30').map((s) => s.date)).toEqual(sends.slice(0, 3).map((s) => s.date));
    expect(nextDaySend(stopped, '21:30', sends[3].at - 2 * MINUTE)).toBeUndefined();
  });
});
