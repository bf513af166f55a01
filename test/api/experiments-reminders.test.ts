// The day's condition as a push (docs/EXPERIMENTS.md "Reminders of the day's condition") over the local runtime: a plan
// with `remind_at` is in the reminders' due index at its first day's wall time in its zone (Tokyo, east of UTC;
// Honolulu, west; both without a clock change, as these plans start tomorrow, whatever the season), the scheduler's minute sends "Experiment day 1 of 42: …" once and indexes the next day's send;
// across Los Angeles' spring change the wall time holds; a person with no device is mailed; stop and delete take it
// out of the index, so its minute sends nothing; a backup's running experiment restored is indexed again from now, a
// stopped one is not; a bad time is a 400 naming the field; a time changed after the plan is made (PUT …/reminder/)
// moves the send to the new wall time, null takes it out of the index.
import { ulid } from 'ulid';
import { decodeJwt, signedInAccount } from './support/accounts';
import { dateIn, planBody } from './support/experiments';
import { downloadBackup, importWhole } from './support/imports';
import { mailsTo, request } from './support/runtime';
import { arrived, experimentSendOf, pastExperiment, person, runMinute } from './support/scheduler';

const DAY = 86_400_000;
const dayAfter = (date: string, days = 1) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
const TITLE = /^Experiment day 1 of 42: [AB] — (no )?magnesium 400 mg$/;

async function plan(token: string, overrides: Record<string, unknown>) {
  const made = await request('POST', '/api/experiments/', { token, body: planBody(overrides) });
  expect(made.status).toBe(201);
  return made.body as { id: string; start_date: string; remind_at?: string };
}

describe('an experiment with remind_at sends its day’s condition at the wall time in its zone', () => {
  it('Tokyo (UTC+9): 08:13 on the first day is 23:13 UTC the day before, sent once, then the next day is indexed', async () => {
    const who = await person();
    const start = dateIn('Asia/Tokyo', 1);
    const made = await plan(who.access, { timezone: 'Asia/Tokyo', start_date: start, remind_at: '08:13' });
    expect(made.remind_at).toBe('08:13');
    expect((await request('GET', `/api/experiments/${made.id}/`, { token: who.access })).body.remind_at).toBe('08:13');
    const first = `${dayAfter(start, -1)}T23:13`;
    expect(await experimentSendOf(who.userId, made.id)).toBe(`${first}:00.000Z`);

    await runMinute(first);
    const [push, ...more] = await arrived(who.endpoint!);
    expect(more).toHaveLength(0);
    expect(push).toMatchObject({ body: 'Magnesium and sleep', tag: `${made.id}@${start}T08:13`, url: '/dashboard' });
    expect(push.title).toMatch(TITLE);
    expect(await experimentSendOf(who.userId, made.id)).toBe(`${start}T23:13:00.000Z`);
    // The minute run again finds it no longer due there: no second push.
    await runMinute(first);
    expect(await arrived(who.endpoint!)).toHaveLength(1);
  });

  it('Honolulu (UTC−10, no clock change): 21:43 on the first day is 07:43 UTC the next', async () => {
    const who = await person();
    const start = dateIn('Pacific/Honolulu', 1);
    const made = await plan(who.access, { timezone: 'Pacific/Honolulu', start_date: start, remind_at: '21:43' });
    const first = `${dayAfter(start)}T07:43`;
    expect(await experimentSendOf(who.userId, made.id)).toBe(`${first}:00.000Z`);
    await runMinute(first);
    const pushes = await arrived(who.endpoint!);
    expect(pushes.map((p) => p.tag)).toEqual([`${made.id}@${start}T21:43`]);
    expect(pushes[0].title).toMatch(TITLE);
  });

  it('keeps 07:31 in Los Angeles across the spring change (15:31 UTC, then 14:31 UTC)', async () => {
    const who = await person();
    const id = ulid(Date.parse('2026-03-01T00:00:00Z'));
    await pastExperiment(who.userId, {
      id,
      title: 'Magnesium and sleep',
      intervention: { kind: 'take', what: 'magnesium 400 mg' },
      outcome: { kind: 'sleep_minutes' },
      design: { type: 'blocks', period_days: 7, pairs: 3, washout_days: 0 },
      start_date: '2026-03-05',
      timezone: 'America/Los_Angeles',
      seed: 'c0ffee',
      created_at: '2026-03-01T00:00:00.000Z',
      stopped_at: null,
      remind_at: '07:31',
      next_send_at: '2026-03-07T15:31:00.000Z',
    });
    await runMinute('2026-03-07T15:31');
    // 2026-03-08 is the change: 07:31 PDT is 14:31 UTC.
    expect(await experimentSendOf(who.userId, id)).toBe('2026-03-08T14:31:00.000Z');
    await runMinute('2026-03-08T14:31');
    expect(await experimentSendOf(who.userId, id)).toBe('2026-03-09T14:31:00.000Z');
    const pushes = await arrived(who.endpoint!);
    expect(pushes.map((p) => p.tag)).toEqual([`${id}@2026-03-07T07:31`, `${id}@2026-03-08T07:31`]);
    expect(pushes.map((p) => p.title.slice(0, 23))).toEqual(['Experiment day 3 of 42:', 'Experiment day 4 of 42:']);
  });

  it('mails a person with no device the day’s condition', async () => {
    const who = await person({ device: false });
    const start = dateIn('UTC', 1);
    const made = await plan(who.access, { start_date: start, remind_at: '06:47' });
    expect(await runMinute(`${start}T06:47`)).toMatchObject({ mails: expect.any(Number) });
    const mails = (await mailsTo(who.email)).filter((mail) => mail.subject.startsWith('Experiment day 1 of 42'));
    expect(mails).toHaveLength(1);
    expect(await experimentSendOf(who.userId, made.id)).toBe(`${dayAfter(start)}T06:47:00.000Z`);
  });
});

describe('an experiment’s day send ends with it', () => {
  it('stop takes it out of the due index: its minute sends nothing', async () => {
    const who = await person();
    const start = dateIn('UTC', 2);
    const made = await plan(who.access, { start_date: start, remind_at: '05:29' });
    expect(await experimentSendOf(who.userId, made.id)).toBe(`${start}T05:29:00.000Z`);
    expect((await request('POST', `/api/experiments/${made.id}/stop/`, { token: who.access })).status).toBe(200);
    expect(await experimentSendOf(who.userId, made.id)).toBeUndefined();
    await runMinute(`${start}T05:29`);
    expect(await arrived(who.endpoint!)).toHaveLength(0);
  });

  it('delete removes it with the experiment: its minute sends nothing', async () => {
    const who = await person();
    const start = dateIn('UTC', 2);
    const made = await plan(who.access, { start_date: start, remind_at: '05:37' });
    expect((await request('DELETE', `/api/experiments/${made.id}/`, { token: who.access })).status).toBe(204);
    await runMinute(`${start}T05:37`);
    expect(await arrived(who.endpoint!)).toHaveLength(0);
  });

  it('refuses a time that is not HH:MM, naming the field; without one nothing is indexed', async () => {
    const who = await person({ device: false });
    const bad = await request('POST', '/api/experiments/', { token: who.access, body: planBody({ remind_at: '7:30' }) });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('remind_at');
    const plain = await plan(who.access, {});
    expect(plain).not.toHaveProperty('remind_at');
    expect(await experimentSendOf(who.userId, plain.id)).toBeUndefined();
  });
});

describe('changing an experiment’s remind_at after it is made', () => {
  const remind = (token: string, id: string, body: unknown) => request('PUT', `/api/experiments/${id}/reminder/`, { token, body });

  it('a new time re-indexes the next day’s send: the push goes at the new wall time, not the old', async () => {
    const who = await person();
    const start = dateIn('Asia/Tokyo', 2);
    const made = await plan(who.access, { timezone: 'Asia/Tokyo', start_date: start, remind_at: '08:13' });
    const changed = await remind(who.access, made.id, { remind_at: '09:41' });
    expect(changed.status).toBe(200);
    expect(changed.body.remind_at).toBe('09:41');
    // 09:41 in Tokyo is 00:41 UTC the same day.
    expect(await experimentSendOf(who.userId, made.id)).toBe(`${start}T00:41:00.000Z`);
    await runMinute(`${dayAfter(start, -1)}T23:13`);
    expect(await arrived(who.endpoint!)).toHaveLength(0);
    await runMinute(`${start}T00:41`);
    expect((await arrived(who.endpoint!)).map((p) => p.tag)).toEqual([`${made.id}@${start}T09:41`]);
  });

  it('null turns it off: out of the due index, no push, and the plan no longer has a time', async () => {
    const who = await person();
    const start = dateIn('UTC', 2);
    const made = await plan(who.access, { start_date: start, remind_at: '05:11' });
    const off = await remind(who.access, made.id, { remind_at: null });
    expect(off.status).toBe(200);
    expect(off.body).not.toHaveProperty('remind_at');
    expect(await experimentSendOf(who.userId, made.id)).toBeUndefined();
    await runMinute(`${start}T05:11`);
    expect(await arrived(who.endpoint!)).toHaveLength(0);
    // And on again from none.
    expect((await remind(who.access, made.id, { remind_at: '05:13' })).status).toBe(200);
    expect(await experimentSendOf(who.userId, made.id)).toBe(`${start}T05:13:00.000Z`);
  });

  it('400 for a bad time or any other field; 404 for another person’s; 409 once stopped', async () => {
    const [who, other] = [await person({ device: false }), await person({ device: false })];
    const made = await plan(who.access, { start_date: dateIn('UTC', 2), remind_at: '06:01' });
    const bad = await remind(who.access, made.id, { remind_at: '7:30' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('remind_at');
    const more = await remind(who.access, made.id, { remind_at: '07:30', title: 'Another name' });
    expect(more.status).toBe(400);
    expect(JSON.stringify(more.body)).toContain('title');
    expect((await remind(who.access, made.id, {})).status).toBe(400);
    expect((await remind(other.access, made.id, { remind_at: '07:30' })).status).toBe(404);
    expect((await request('GET', `/api/experiments/${made.id}/`, { token: who.access })).body.remind_at).toBe('06:01');
    expect((await request('POST', `/api/experiments/${made.id}/stop/`, { token: who.access })).status).toBe(200);
    expect((await remind(who.access, made.id, { remind_at: '07:30' })).status).toBe(409);
    expect(await experimentSendOf(who.userId, made.id)).toBeUndefined();
  });
});

describe('a restored experiment', () => {
  it('keeps its remind_at, and a running one is indexed at its next day’s send from now; a stopped one is not', async () => {
    const [alice, bob] = [await signedInAccount(), await signedInAccount()];
    const running = await plan(alice.access, { start_date: dateIn('UTC', -3), remind_at: '04:53' });
    const stopped = await plan(alice.access, {
      title: 'Coffee after 2 pm',
      intervention: { kind: 'avoid', what: 'coffee after 2 pm' },
      outcome: { kind: 'stress' },
      remind_at: '04:59',
    });
    expect((await request('POST', `/api/experiments/${stopped.id}/stop/`, { token: alice.access })).status).toBe(200);
    const file = Buffer.from(await (await downloadBackup(alice.access)).arrayBuffer());
    expect(await importWhole(bob.access, 'backup', file)).toMatchObject({ status: 'done', error: null });

    const shown = (await request('GET', `/api/experiments/${running.id}/`, { token: bob.access })).body;
    expect(shown.remind_at).toBe('04:53');
    const userId = decodeJwt(bob.access).sub as string;
    // Today's 04:53 when it is still ahead, else tomorrow's (either, should the test run across 04:53).
    const today = `${dateIn('UTC')}T04:53:00.000Z`;
    const next = Date.now() < Date.parse(today) ? today : `${dateIn('UTC', 1)}T04:53:00.000Z`;
    expect([next, `${dateIn('UTC', 1)}T04:53:00.000Z`]).toContain(await experimentSendOf(userId, running.id));
    expect(await experimentSendOf(userId, stopped.id)).toBeUndefined();
  });
});
