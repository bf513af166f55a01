// R16: the reminders' scheduler over the local runtime (docs/REMINDERS.md "Scheduler"): running a dose's minute
// sends exactly one Web Push, which the runtime's push service decrypts, carrying the title, the actions and a token
// the notification-answers route accepts; nothing is sent for a dose or a check-in already logged; repeats stop after
// repeat_count; a minute run twice, or by two runs at once, sends once; a person with no device gets one e-mail per
// dose; the wall-clock time holds across Los Angeles' spring change. Each reminder is put into a minute of the due
// index in the past (yesterday, UTC), so the minutes are the test's own.
import { createEntry } from './support/entries';
import { medicationBody, promptBody } from './support/reminders';
import { mailsTo, request } from './support/runtime';
import { arrived, dueAt, nextSendOf, person, runMinute } from './support/scheduler';

const DAY = 86_400_000;
/** Yesterday's UTC date: a dose then is within the answers' reach (30 days back). */
const y = new Date(Date.now() - DAY).toISOString().slice(0, 10);
const today = new Date().toISOString().slice(0, 10);

async function medication(token: string, more: Record<string, unknown>) {
  const made = await request('POST', '/api/reminders/', { token, body: medicationBody({ timezone: 'UTC', start_date: y, ...more }) });
  expect(made.status).toBe(201);
  return made.body.id as string;
}

describe('R16: the scheduler sends the due pushes and none already satisfied', () => {
  it('sends one push whose decrypted payload has the title, the actions and a token that records "taken" once', async () => {
    const who = await person();
    const id = await medication(who.access, { times: ['03:17'] });
    await dueAt(who.userId, id, `${y}T03:17`);
    const run = await runMinute(`${y}T03:17`);
    expect(run).toMatchObject({ reminders: 1, sent: 1, pushes: 1 });
    const [payload, ...more] = await arrived(who.endpoint!);
    expect(more).toHaveLength(0);
    expect(payload).toMatchObject({
      title: 'Magnesium 400 mg',
      body: 'Due at 03:17',
      tag: `${id}@${y}T03:17`,
      url: '/dashboard',
      actions: [
        { action: 'taken', title: 'Taken' },
        { action: 'snooze', title: 'Snooze 15 min' },
        { action: 'skip', title: 'Skip' },
      ],
      answer: { url: '/api/reminders/notification-answers/' },
    });
    // The index moved on to the first repeat.
    expect(await nextSendOf(who.userId, id)).toBe(`${y}T03:32:00.000Z`);
    const answer = () => request('POST', payload.answer!.url, { body: { token: payload.answer!.token, answer: 'taken' } });
    expect((await answer()).status).toBe(200);
    expect((await answer()).status).toBe(200);
    const entries = (await request('GET', '/api/supplements/?limit=100', { token: who.access })).body as {
      details: string;
      utc_time: string;
    }[];
    expect(entries.filter((entry) => entry.details === 'Magnesium 400 mg')).toHaveLength(1);
  });

  it('sends nothing for a dose already logged (a supplement entry naming it within the window)', async () => {
    const who = await person();
    const id = await medication(who.access, { times: ['03:27'] });
    await createEntry(who.access, 'supplements', {
      details: 'Took magnesium',
      calculated_timestamp: `${y}T03:00:00`,
      device_timezone: 'UTC',
    });
    await dueAt(who.userId, id, `${y}T03:27`);
    expect(await runMinute(`${y}T03:27`)).toMatchObject({ reminders: 1, sent: 0 });
    expect(await arrived(who.endpoint!)).toHaveLength(0);
  });

  it('sends a check-in with nothing logged in its window, and nothing for one with an entry there', async () => {
    const who = await person();
    const prompt = async (counted: string, label: string) => {
      const made = await request('POST', '/api/reminders/', {
        token: who.access,
        body: promptBody({ label, times: ['04:17'], days: undefined, timezone: 'UTC', window_start: '01:00', counted_types: [counted] }),
      });
      expect(made.status).toBe(201);
      await dueAt(who.userId, made.body.id, `${y}T04:17`);
    };
    await prompt('sleep', 'Sleep check-in');
    await prompt('mood-stress', 'Mood check-in');
    await createEntry(who.access, 'mood-stress', { details: 'Calm', calculated_timestamp: `${y}T02:00:00`, device_timezone: 'UTC' });
    expect(await runMinute(`${y}T04:17`)).toMatchObject({ reminders: 2, sent: 1 });
    const payloads = await arrived(who.endpoint!);
    expect(payloads).toEqual([
      { title: 'Sleep check-in', body: 'Due at 04:17', tag: expect.stringContaining(`@${y}T04:17`), url: '/dashboard' },
    ]);
  });

  it('sends the repeat at its minute, then nothing after repeat_count', async () => {
    const who = await person();
    const id = await medication(who.access, { times: ['05:17'], repeat_count: 1, repeat_gap_minutes: 15 });
    await dueAt(who.userId, id, `${y}T05:17`);
    await runMinute(`${y}T05:17`);
    expect(await nextSendOf(who.userId, id)).toBe(`${y}T05:32:00.000Z`);
    await runMinute(`${y}T05:32`);
    expect((await arrived(who.endpoint!)).map((p) => p.tag)).toEqual([`${id}@${y}T05:17`, `${id}@${y}T05:17`]);
    // The next is the next day's dose: the occurrence is done after one repeat.
    expect(await nextSendOf(who.userId, id)).toBe(`${today}T05:17:00.000Z`);
    expect(await runMinute(`${y}T05:47`)).toMatchObject({ reminders: 0, sent: 0 });
    expect(await arrived(who.endpoint!)).toHaveLength(2);
  });

  it('sends once when the same minute runs twice, and when two runs of it go at once', async () => {
    const who = await person();
    const id = await medication(who.access, { times: ['06:17'] });
    await dueAt(who.userId, id, `${y}T06:17`);
    const runs = await Promise.all([runMinute(`${y}T06:17`), runMinute(`${y}T06:17`)]);
    expect(runs.reduce((sum, run) => sum + (run.sent as number), 0)).toBe(1);
    await dueAt(who.userId, id, `${y}T06:17`); // as if the write that moved it on had been lost
    expect(await runMinute(`${y}T06:17`)).toMatchObject({ reminders: 1, sent: 0, alreadySent: 1 });
    expect(await arrived(who.endpoint!)).toHaveLength(1);
  });

  it('mails a person with no device once per dose, not once per repeat', async () => {
    const who = await person({ device: false });
    const id = await medication(who.access, { times: ['07:17'] });
    await dueAt(who.userId, id, `${y}T07:17`);
    expect(await runMinute(`${y}T07:17`)).toMatchObject({ sent: 1, mails: 1 });
    await runMinute(`${y}T07:32`);
    const mails = await mailsTo(who.email);
    const reminders = mails.filter((mail) => mail.subject.startsWith('Magnesium 400 mg'));
    expect(reminders.map((mail) => mail.subject)).toEqual(['Magnesium 400 mg: Due at 07:17']);
  });

  it('keeps 08:00 in Los Angeles across the spring change: 16:00 UTC on 7 March, 15:00 UTC on 8 March', async () => {
    const who = await person();
    const id = await medication(who.access, {
      times: ['08:00'],
      timezone: 'America/Los_Angeles',
      start_date: '2026-03-07',
      end_date: '2026-03-08',
      repeat_count: 0,
    });
    await dueAt(who.userId, id, '2026-03-07T16:00');
    expect(await runMinute('2026-03-07T16:00')).toMatchObject({ sent: 1 });
    expect(await nextSendOf(who.userId, id)).toBe('2026-03-08T15:00:00.000Z');
    expect(await runMinute('2026-03-08T15:00')).toMatchObject({ sent: 1 });
    expect((await arrived(who.endpoint!)).map((p) => [p.tag, p.body])).toEqual([
      [`${id}@2026-03-07T08:00`, 'Due at 08:00'],
      [`${id}@2026-03-08T08:00`, 'Due at 08:00'],
    ]);
    expect(await nextSendOf(who.userId, id)).toBeUndefined(); // the schedule ended
  });
});
