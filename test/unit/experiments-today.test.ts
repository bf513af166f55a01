// Today's condition of an experiment (docs/EXPERIMENTS.md "Routes", GET /api/experiments/today/) is the planned day of
// the local date in the experiment's zone: at 01:30 and at 23:30, on the days a clock changes (Europe/Berlin springs
// forward on 2026-03-29, America/Los_Angeles falls back on 2026-11-01), never the UTC date's.
import type { StoredExperiment } from '../../functions/data/experiments';
import { allocate } from '../../functions/domain/experiments';
import { todayOf } from '../../functions/domain/experiment-records/today';

function experiment(timezone: string, start_date: string): StoredExperiment {
  return {
    id: '01JZ0000000000000000000000',
    title: 'Magnesium and sleep',
    intervention: { kind: 'take', what: 'magnesium' },
    outcome: { kind: 'sleep_minutes' },
    design: { type: 'blocks', period_days: 3, pairs: 4, washout_days: 1 },
    start_date,
    timezone,
    seed: 'c0ffee',
    created_at: '2026-01-01T00:00:00.000Z',
    stopped_at: null,
  };
}

const plan = (start: string) => ({ design: 'blocks' as const, start, blockDays: 3, pairs: 4, washoutDays: 1 });

describe.each([
  // zone, start, the DST day, its 01:30 and 23:30 in UTC, and 23:30 the evening before in UTC.
  ['Europe/Berlin', '2026-03-22', '2026-03-29', '2026-03-29T00:30:00Z', '2026-03-29T21:30:00Z', '2026-03-28T22:30:00Z'],
  ['America/Los_Angeles', '2026-10-25', '2026-11-01', '2026-11-01T08:30:00Z', '2026-11-02T07:30:00Z', '2026-11-01T06:30:00Z'],
])('in %s', (zone, start, dstDay, early, late, eveBefore) => {
  const schedule = allocate(plan(start), 'c0ffee');
  const planned = schedule.days.find((d) => d.date === dstDay)!;
  const rowAt = (iso: string) => todayOf([experiment(zone, start)], Date.parse(iso))[0];

  it('gives the same planned day at 01:30 and 23:30 of the day the clock changes', () => {
    for (const at of [early, late]) {
      const row = rowAt(at);
      expect(row).toMatchObject({ date: dstDay, day: 8, plan_days: 24, condition: planned.condition, washout: planned.washout });
      const label = planned.condition === 'A' ? 'magnesium' : 'no magnesium';
      expect(row.text).toMatch(new RegExp(`^Experiment day 8 of 24: ${planned.condition} — ${label}`));
    }
  });

  it('gives the day before at 23:30 the evening before', () => {
    expect(rowAt(eveBefore)).toMatchObject({ day: 7, condition: schedule.days[6].condition });
  });

  it('lists nothing before the start, after the end, or once stopped', () => {
    expect(todayOf([experiment(zone, dstDay)], Date.parse(eveBefore))).toEqual([]);
    expect(todayOf([experiment(zone, '2026-01-01')], Date.parse(late))).toEqual([]);
    expect(todayOf([{ ...experiment(zone, start), stopped_at: eveBefore }], Date.parse(late))).toEqual([]);
  });
});
