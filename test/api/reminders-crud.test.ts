// Reminders CRUD over HTTP (docs/REMINDERS.md "Routes"): a person's own log prompts and medication schedules only
// (another person's id is 404), the schema's refusals as 400 field maps naming the field, the cap per person, the
// next send stored as the due index's keys and found by remindersDueIn (the scheduler's read), and everything gone
// with the reminder or the account.
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { decodeJwt, signedInAccount, table, TABLE_NAME } from './support/accounts';
import { medicationBody, promptBody, storedReminder, useRuntimeTable } from './support/reminders';
import { backupSchema } from '../../shared/schemas/backup';
import { apiUrl, request } from './support/runtime';

let owner: { access: string; password: string };
let ownerId: string;
let other: { access: string };
beforeAll(async () => {
  [owner, other] = await Promise.all([signedInAccount(), signedInAccount()]);
  ownerId = decodeJwt(owner.access).sub as string;
});

const create = (token: string, body: object) => request('POST', '/api/reminders/', { token, body });

describe('creating, reading, changing and deleting a reminder', () => {
  it('creates a log prompt with its defaults and a next send within the next week', async () => {
    const response = await create(owner.access, promptBody({ window_start: '18:00' }));
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      kind: 'log-prompt',
      label: 'Evening check-in',
      times: ['21:30'],
      window_start: '18:00',
      snooze_minutes: 15,
      repeat_count: 2,
      repeat_gap_minutes: 15,
    });
    const next = Date.parse(response.body.next_send_at);
    expect(next).toBeGreaterThan(Date.now() - 60_000);
    expect(next).toBeLessThan(Date.now() + 8 * 24 * 3_600_000);
  });

  it('creates a medication with adherence over 7 and 30 days and the refill warning', async () => {
    const response = await create(owner.access, medicationBody({ stock_count: 10, doses_per_intake: 1 }));
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ kind: 'medication', name: 'Magnesium', doses_per_intake: 1, refill_warning_days: 7 });
    expect(response.body.adherence.last_7_days).toMatchObject({ days: 7, taken: 0, skipped: 0 });
    expect(response.body.adherence.last_30_days).toMatchObject({ days: 30, taken: 0 });
    // 10 tablets at 2 a day last 5 days: within the 7 days' warning.
    expect(response.body.refill).toMatchObject({ per_day: 2, days_left: 5, warn: true });
  });

  it('stores the next send as the due index keys, which remindersDueIn reads back for that minute', async () => {
    const { body } = await create(owner.access, medicationBody({ times: ['06:45'], timezone: 'UTC' }));
    const item = await storedReminder(ownerId, body.id);
    const minute = body.next_send_at.slice(0, 16);
    expect(item).toMatchObject({ GSI2PK: expect.stringMatching(new RegExp(`^DUE#${minute}#\\d$`)), GSI2SK: `${ownerId}#${body.id}` });
    useRuntimeTable();
    const { remindersDueIn } = await import('../../functions/data/reminders');
    const due = await remindersDueIn(minute);
    expect(due.map((reminder) => reminder.id)).toContain(body.id);
    expect(due.find((reminder) => reminder.id === body.id)).toMatchObject({ userId: ownerId, times: ['06:45'] });
    expect((await remindersDueIn(Date.parse(body.next_send_at) + 60_000)).map((reminder) => reminder.id)).not.toContain(body.id);
  });

  it('reads one, changes it with PUT (a new next send stored) and lists only the owner’s', async () => {
    // No repeats: the next send is the next 07:10 whatever the hour the test runs at.
    const { body: made } = await create(owner.access, promptBody({ timezone: 'UTC', times: ['07:00'], repeat_count: 0 }));
    expect((await request('GET', `/api/reminders/${made.id}/`, { token: owner.access })).body).toEqual(made);
    const changed = await request('PUT', `/api/reminders/${made.id}/`, {
      token: owner.access,
      body: promptBody({ timezone: 'UTC', times: ['07:10'], repeat_count: 0 }),
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ id: made.id, times: ['07:10'], created_at: made.created_at });
    expect(changed.body.next_send_at.slice(11, 16)).toBe('07:10');
    expect((await storedReminder(ownerId, made.id))?.GSI2PK).toMatch(new RegExp(`^DUE#${changed.body.next_send_at.slice(0, 16)}#`));

    const mine = await request('GET', '/api/reminders/', { token: owner.access });
    expect(mine.body.map((r: { id: string }) => r.id)).toContain(made.id);
    expect((await request('GET', '/api/reminders/', { token: other.access })).body).toEqual([]);
  });

  it("S20, S21: answers 404 for another person's reminder, whatever the method, and leaves it as it was", async () => {
    const { body: made } = await create(owner.access, promptBody());
    const as = { token: other.access };
    expect((await request('GET', `/api/reminders/${made.id}/`, as)).status).toBe(404);
    expect((await request('PUT', `/api/reminders/${made.id}/`, { ...as, body: promptBody({ label: 'Mine now' }) })).status).toBe(404);
    expect((await request('DELETE', `/api/reminders/${made.id}/`, as)).status).toBe(404);
    const answer = { occurrence_key: `${made.id}@2026-11-27T21:30`, answer: 'skipped' };
    expect((await request('POST', `/api/reminders/${made.id}/answers/`, { ...as, body: answer })).status).toBe(404);
    expect((await request('GET', '/api/reminders/not-an-id/', { token: owner.access })).status).toBe(404);
    expect((await request('GET', `/api/reminders/${made.id}/`, { token: owner.access })).body.label).toBe('Evening check-in');
  });

  it('deletes one: then 404, gone from the list, its item gone', async () => {
    const { body: made } = await create(owner.access, promptBody());
    expect((await request('DELETE', `/api/reminders/${made.id}/`, { token: owner.access })).status).toBe(204);
    expect((await request('GET', `/api/reminders/${made.id}/`, { token: owner.access })).status).toBe(404);
    expect((await request('DELETE', `/api/reminders/${made.id}/`, { token: owner.access })).status).toBe(404);
    expect(await storedReminder(ownerId, made.id)).toBeUndefined();
  });

  it('answers 401 without a token', async () => {
    expect((await request('GET', '/api/reminders/')).status).toBe(401);
    expect((await request('POST', '/api/reminders/', { body: promptBody() })).status).toBe(401);
  });
});

describe('refusals: 400 with a field map naming the field', () => {
  it.each([
    ['a time that is not HH:MM', promptBody({ times: ['25:00'] }), 'times', /^Times: use 24-hour HH:MM/],
    ['no times', promptBody({ times: [] }), 'times', /^Times: give at least one/],
    ['a time twice', promptBody({ times: ['08:00', '08:00'] }), 'times', /^Times: give each time once/],
    ['a zone that is not IANA', promptBody({ timezone: 'Mars/Olympus' }), 'timezone', /^Time zone: use an IANA name/],
    ['a day that is not one', promptBody({ days: ['monday'] }), 'days', /^Days: use sun/],
    ['a window starting after the time', promptBody({ window_start: '22:00' }), 'window_start', /^Window start: must be earlier/],
    [
      'an end before the start',
      medicationBody({ start_date: '2026-05-01', end_date: '2026-04-30' }),
      'end_date',
      /^End date: must be on or after/,
    ],
    ['a date that is not real', medicationBody({ start_date: '2026-02-30' }), 'start_date', /^Start date: enter a real date/],
    ['no dose', medicationBody({ dose_amount: 0 }), 'dose_amount', /^Dose: must be more than 0/],
    ['a negative stock', medicationBody({ stock_count: -1 }), 'stock_count', /^Stock: may not be negative/],
    ['an unknown kind', { ...promptBody(), kind: 'alarm' }, 'kind', /^Kind: use log-prompt or medication/],
  ])('%s', async (_case, body, field, message) => {
    const response = await create(owner.access, body);
    expect(response.status).toBe(400);
    expect(Object.keys(response.body)).toContain(field);
    expect(response.body[field][0]).toMatch(message);
  });

  it('refuses a change of kind on PUT, naming kind, and a bad zone on PUT', async () => {
    const { body: made } = await create(owner.access, promptBody());
    const kind = await request('PUT', `/api/reminders/${made.id}/`, { token: owner.access, body: medicationBody() });
    expect(kind.status).toBe(400);
    expect(kind.body.kind[0]).toMatch(/^Kind: a reminder keeps its kind/);
    const zone = await request('PUT', `/api/reminders/${made.id}/`, { token: owner.access, body: promptBody({ timezone: 'Nowhere' }) });
    expect(zone.status).toBe(400);
    expect(Object.keys(zone.body)).toEqual(['timezone']);
  });
});

describe('limits and the account', () => {
  it('are in the full backup with their answers, without owner, version or next send', async () => {
    const account = await signedInAccount();
    const { body: made } = await create(account.access, medicationBody({ timezone: 'UTC', times: ['00:00'], stock_count: 12 }));
    const today = new Date().toISOString().slice(0, 10);
    const key = `${made.id}@${today}T00:00`;
    await request('POST', `/api/reminders/${made.id}/answers/`, { token: account.access, body: { occurrence_key: key, answer: 'taken' } });
    const first = await fetch(apiUrl('/api/export/backup/'), {
      headers: { authorization: `Bearer ${account.access}` },
      redirect: 'manual',
    });
    const backup = backupSchema.parse(await (await fetch(first.headers.get('location')!)).json());
    expect(backup.reminders).toHaveLength(1);
    expect(backup.reminders![0]).toMatchObject({
      id: made.id,
      name: 'Magnesium',
      stock_count: 11,
      answers: [{ occurrence_key: key, final: 'taken' }],
    });
    expect(backup.reminders![0]).not.toHaveProperty('userId');
    expect(backup.reminders![0]).not.toHaveProperty('next_send_at');
  });

  it('keeps at most 50 reminders a person: the 51st is refused with 409 saying what to do', async () => {
    const { access } = await signedInAccount();
    for (let i = 0; i < 50; i += 10) {
      const made = await Promise.all(Array.from({ length: 10 }, () => create(access, promptBody())));
      expect(made.map((r) => r.status)).toEqual(Array(10).fill(201));
    }
    const refused = await create(access, promptBody());
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toMatch(/delete one to add another/);
  });

  it('goes with the account: no reminder nor answer is left in the partition after deletion', async () => {
    const account = await signedInAccount();
    const userId = decodeJwt(account.access).sub as string;
    const { body: made } = await create(account.access, medicationBody({ timezone: 'UTC', times: ['00:00'], start_date: '2026-01-01' }));
    const today = new Date().toISOString().slice(0, 10);
    const answered = await request('POST', `/api/reminders/${made.id}/answers/`, {
      token: account.access,
      body: { occurrence_key: `${made.id}@${today}T00:00`, answer: 'skipped' },
    });
    expect(answered.status).toBe(200);
    const rows = async () =>
      (
        await table().send(
          new QueryCommand({
            TableName: TABLE_NAME,
            KeyConditionExpression: 'PK = :pk AND SK >= :from',
            ExpressionAttributeValues: { ':pk': `USER#${userId}`, ':from': 'A' },
          }),
        )
      ).Items ?? [];
    expect((await rows()).map((row) => String(row.SK).split('#')[0])).toEqual(expect.arrayContaining(['ANSWER', 'REMINDER']));
    const deleted = await request('DELETE', '/api/auth/account/delete/', { token: account.access, body: { password: account.password } });
    expect(deleted.status).toBeLessThan(300);
    expect((await rows()).filter((row) => /^(ANSWER|REMINDER)#/.test(String(row.SK)))).toEqual([]);
  });
});
