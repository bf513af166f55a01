// The next send a reminder keeps for the due index (docs/REMINDERS.md "Storage"), with a fixed clock at 01:30 and
// 23:30 in Los Angeles (UTC-8 in November) and Auckland (UTC+13): a dose just past midnight asked about the night
// before, a repeat still pending after midnight, a snooze, a dose answered ahead, a schedule that ended; and the
// index keys: the UTC minute (its date can differ from the local one) and a shard known from the id alone.
import { dueShardOf, DUE_SHARDS, reminderEntity, type StoredReminderRecord } from '../../functions/data/reminders';
import { dueMinuteOf, nextSendAt } from '../../functions/domain/reminders/next-send';
import type { Answer } from '../../functions/domain/reminders/logged';
import { medicationSchema } from '../../shared/schemas/reminders';

const at = (local: string) => Date.parse(local);
const minute = (ms: number | undefined) => (ms === undefined ? undefined : dueMinuteOf(ms));

function schedule(timezone: string, times: string[], more: Record<string, unknown> = {}): StoredReminderRecord {
  const fields = medicationSchema.parse({
    kind: 'medication',
    name: 'Magnesium',
    dose_amount: 400,
    dose_unit: 'mg',
    times,
    timezone,
    start_date: '2026-01-01',
    ...more,
  });
  return { ...fields, id: '01JREMINDER0000000000000001', userId: 'u1', created_at: '', updated_at: '', version: 1 };
}

describe.each([
  ['America/Los_Angeles', '-08:00'],
  ['Pacific/Auckland', '+13:00'],
])('next send in %s', (zone, offset) => {
  const local = (dateTime: string) => at(`${dateTime}${offset}`);

  it('at 23:30 a dose at 00:15 is sent tomorrow at 00:15 local, the UTC minute on whatever date that is', () => {
    const next = nextSendAt(schedule(zone, ['00:15']), local('2026-11-27T23:30'), []);
    expect(next).toBe(local('2026-11-28T00:15'));
    expect(minute(next)).toBe(new Date(local('2026-11-28T00:15')).toISOString().slice(0, 16));
  });

  it('at 01:30 the 00:15 dose unanswered with ten repeats 15 minutes apart is sent again at 01:30 (its fifth repeat)', () => {
    expect(nextSendAt(schedule(zone, ['00:15'], { repeat_count: 10 }), local('2026-11-27T01:30'), [])).toBe(local('2026-11-27T01:30'));
  });

  it('at 01:30 the 00:15 dose whose two repeats are over waits for tomorrow', () => {
    expect(nextSendAt(schedule(zone, ['00:15']), local('2026-11-27T01:30'), [])).toBe(local('2026-11-28T00:15'));
  });

  it('a snooze at 01:30 brings the dose back 15 minutes later', () => {
    const snooze: Answer = {
      occurrenceKey: '01JREMINDER0000000000000001@2026-11-27T00:15',
      kind: 'snoozed',
      at: local('2026-11-27T01:30'),
    };
    expect(nextSendAt(schedule(zone, ['00:15']), local('2026-11-27T01:30'), [snooze])).toBe(local('2026-11-27T01:45'));
  });

  it('at 23:30 a dose at 23:45 answered ahead is not sent: the next is tomorrow 23:45', () => {
    const taken: Answer = { occurrenceKey: '01JREMINDER0000000000000001@2026-11-27T23:45', kind: 'taken', at: local('2026-11-27T23:30') };
    expect(nextSendAt(schedule(zone, ['23:45']), local('2026-11-27T23:30'), [taken])).toBe(local('2026-11-28T23:45'));
    expect(nextSendAt(schedule(zone, ['23:45']), local('2026-11-27T23:30'), [])).toBe(local('2026-11-27T23:45'));
  });

  it('a schedule that ended has no next send, and its item no due keys (the sparse index skips it)', () => {
    const ended = schedule(zone, ['08:00'], { end_date: '2026-11-26' });
    expect(nextSendAt(ended, local('2026-11-27T01:30'), [])).toBeUndefined();
    expect(reminderEntity.toItem({ PK: 'p', SK: 's' }, ended)).not.toHaveProperty('GSI2PK');
  });
});

describe('due index keys', () => {
  it('key a reminder by its next minute in UTC and its shard, and strip them when read back', () => {
    const record = { ...schedule('Pacific/Auckland', ['00:15']), next_send_at: '2026-11-27T11:15:00.000Z' };
    const item = reminderEntity.toItem({ PK: 'USER#u1', SK: `REMINDER#${record.id}` }, record);
    expect(item).toMatchObject({ GSI2PK: `DUE#2026-11-27T11:15#${dueShardOf(record.id)}`, GSI2SK: `u1#${record.id}` });
    expect(reminderEntity.fromItem(item)).toEqual(record);
  });

  it('spread ids over every shard', () => {
    const shards = new Set(Array.from({ length: 200 }, (_, i) => dueShardOf(`01J${String(i).padStart(23, '0')}`)));
    expect(shards.size).toBe(DUE_SHARDS);
  });
});
