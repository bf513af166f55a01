// R16, a busy minute (docs/REMINDERS.md "Scheduler"): a minute with more reminders than one chunk is handed to sender
// functions (the runtime's Invoke stand-in runs them, as Lambda would), each reading its reminders afresh. Every
// device gets its one push; a minute run again sends nothing more; a reminder moved on or deleted after the index
// listed it is passed over. Chunks of 2 stand in for the 250 of a real minute.
import { medicationBody, useRuntimeTable } from './support/reminders';
import { request } from './support/runtime';
import { arrived, dueAt, nextSendOf, person, runMinute } from './support/scheduler';

const DAY = 86_400_000;
const y = new Date(Date.now() - DAY).toISOString().slice(0, 10);

async function dueDose(minute: string) {
  const who = await person();
  const made = await request('POST', '/api/reminders/', {
    token: who.access,
    body: medicationBody({ timezone: 'UTC', start_date: y, times: [minute.slice(11)] }),
  });
  expect(made.status).toBe(201);
  const id = made.body.id as string;
  await dueAt(who.userId, id, minute);
  return { ...who, id };
}

describe('R16: a busy minute fanned out to senders', () => {
  it('sends each of five people one push through three senders, and nothing more when the minute runs again', async () => {
    const minute = `${y}T09:41`;
    const people = await Promise.all(Array.from({ length: 5 }, () => dueDose(minute)));
    const run = await runMinute(minute, 2);
    expect(run).toMatchObject({ reminders: 5, senders: 3, handedOver: 5, failedReminders: 0 });
    for (const who of people) {
      expect(await arrived(who.endpoint!)).toEqual([expect.objectContaining({ title: 'Magnesium 400 mg', body: 'Due at 09:41' })]);
      expect(await nextSendOf(who.userId, who.id)).toBe(`${y}T09:56:00.000Z`);
    }
    // The index no longer lists them in this minute: a second run finds nothing to hand out.
    expect(await runMinute(minute, 2)).toMatchObject({ reminders: 0, senders: 0 });
    for (const who of people) expect(await arrived(who.endpoint!)).toHaveLength(1);
  });

  it('sends a quiet minute (one chunk) in the run itself', async () => {
    const minute = `${y}T09:43`;
    const who = await dueDose(minute);
    expect(await runMinute(minute, 2)).toMatchObject({ reminders: 1, senders: 0, sent: 1 });
    expect(await arrived(who.endpoint!)).toHaveLength(1);
  });

  it('passes over a reminder moved on or deleted after the index listed it: a sender reads each one afresh', async () => {
    const minute = `${y}T09:45`;
    const [moved, deleted] = await Promise.all([dueDose(minute), dueDose(minute)]);
    // What the run handed over, then changed before the sender read it: moved to another minute, and deleted.
    await dueAt(moved.userId, moved.id, `${y}T09:50`);
    expect((await request('DELETE', `/api/reminders/${deleted.id}/`, { token: deleted.access })).status).toBe(204);
    useRuntimeTable();
    const { sendChunk } = await import('../../functions/scheduler/send-chunk');
    const refs = [moved, deleted].map((who) => ({ userId: who.userId, id: who.id }));
    const counts = await sendChunk(minute, refs, { mail: { send: async () => undefined }, now: Date.now });
    expect(counts).toMatchObject({ passedOver: 2, sent: 0, failedReminders: 0 });
    expect(await nextSendOf(moved.userId, moved.id)).toBe(`${y}T09:50:00.000Z`);
    expect(await arrived(moved.endpoint!)).toHaveLength(0);
  });
});
