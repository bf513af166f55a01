// Answers to a reminder's occurrences over HTTP (docs/REMINDERS.md "Answers"): taken records one supplement entry and
// one stock decrement however often (and however concurrently) it is sent, signed in or with a notification's token;
// the first taken or skipped stands; adherence over 7 and 30 days counts answers and logged entries; a snooze moves
// the next send; a token that is expired, tampered with, signed elsewhere or of another kind answers nothing.
import { decodeJwt, signedInAccount } from './support/accounts';
import { createEntry } from './support/entries';
import { medicationBody, promptBody, useRuntimeTable } from './support/reminders';
import { request } from './support/runtime';

const DAY = 86_400_000;
/** The UTC date `n` days before today: the schedule is in UTC, so its local dates are these. */
const day = (n: number) => new Date(Date.now() - n * DAY).toISOString().slice(0, 10);

let token: string;
let userId: string;
let id: string;
const keyOf = (n: number) => `${id}@${day(n)}T00:00`;
const answer = (occurrence_key: string, kind: string, as = token, reminderId = id) =>
  request('POST', `/api/reminders/${reminderId}/answers/`, { token: as, body: { occurrence_key, answer: kind } });
const viaNotification = (body: object) => request('POST', '/api/reminders/notification-answers/', { body });
const reminder = async () => (await request('GET', `/api/reminders/${id}/`, { token })).body;
const doseEntries = async () =>
  ((await request('GET', '/api/supplements/?limit=100', { token })).body as { details: string; id: string }[]).filter(
    (entry) => entry.details === 'Magnesium 400 mg',
  );

async function signToken(claims: { occurrenceKey: string; reminderId?: string; userId?: string }, nowMs?: number) {
  useRuntimeTable();
  const { notificationAnswerToken } = await import('../../functions/domain/reminders/answer-token');
  return notificationAnswerToken({ userId, reminderId: id, ...claims }, nowMs);
}

beforeAll(async () => {
  ({ access: token } = await signedInAccount());
  userId = decodeJwt(token).sub as string;
  // A dose every day at 00:00 UTC since 9 days ago: 7 doses in the last 7 days, 10 in the last 30, all before now.
  const made = await request('POST', '/api/reminders/', {
    token,
    body: medicationBody({ times: ['00:00'], timezone: 'UTC', start_date: day(9), stock_count: 30, doses_per_intake: 2 }),
  });
  expect(made.status).toBe(201);
  id = made.body.id;
});

describe('signed in', () => {
  it('records taken once when sent twice: one supplement entry at the dose time, stock less 2 once', async () => {
    const first = await answer(keyOf(1), 'taken');
    const second = await answer(keyOf(1), 'taken');
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({
      occurrence_key: keyOf(1),
      answer: 'taken',
      entry_id: first.body.entry_id,
      answered_at: first.body.answered_at,
    });
    expect(second.body.reminder.stock_count).toBe(28);
    const entries = await doseEntries();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ id: first.body.entry_id, measures: { dose_amount: 400, dose_unit: 'mg' } });
    expect(Date.parse((entries[0] as unknown as { calculated_timestamp: string }).calculated_timestamp)).toBe(
      Date.parse(`${day(1)}T00:00:00Z`),
    );
  });

  it('records taken once when the same answer is sent twice at the same moment (conditional writes)', async () => {
    const both = await Promise.all([answer(keyOf(2), 'taken'), answer(keyOf(2), 'taken')]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    expect(both[0].body.entry_id).toBe(both[1].body.entry_id);
    expect(await doseEntries()).toHaveLength(2);
    expect((await reminder()).stock_count).toBe(26);
  });

  it('keeps the first taken or skipped: another answer to the same dose is 409 and changes nothing', async () => {
    expect((await answer(keyOf(3), 'skipped')).status).toBe(200);
    for (const kind of ['taken', 'snoozed']) {
      const refused = await answer(keyOf(3), kind);
      expect(refused.status).toBe(409);
      expect(refused.body.detail).toMatch(/already answered "skipped"/);
    }
    expect((await answer(keyOf(1), 'skipped')).status).toBe(409);
    expect((await reminder()).stock_count).toBe(26);
    expect(await doseEntries()).toHaveLength(2);
  });

  it('counts adherence over 7 and 30 days from answers and a logged entry: 3 taken of 7, 1 skipped; 3 of 10', async () => {
    // Logged by hand, not answered: "magnesium 400 mg" half an hour after the dose four days ago.
    await createEntry(token, 'supplements', {
      details: 'magnesium 400 mg with water',
      calculated_timestamp: `${day(4)}T00:30:00Z`,
      device_timezone: 'UTC',
    });
    const { adherence, refill } = await reminder();
    expect(adherence.last_7_days).toEqual({ days: 7, scheduled: 7, taken: 3, skipped: 1, rate: 3 / 7 });
    expect(adherence.last_30_days).toEqual({ days: 30, scheduled: 10, taken: 3, skipped: 1, rate: 3 / 10 });
    // 26 tablets at 2 a day: 13 days, beyond the 7 days' warning.
    expect(refill).toMatchObject({ per_day: 2, days_left: 13, warn: false });
  });

  it('refuses a key that is not one of its occurrences, naming occurrence_key, and an unknown answer naming answer', async () => {
    for (const key of [`${id}@${day(1)}T08:00`, `${id}@${day(10)}T00:00`, `OTHER@${day(1)}T00:00`, 'nonsense', `${id}@${day(-2)}T00:00`]) {
      const refused = await answer(key, 'taken');
      expect({ key, status: refused.status }).toEqual({ key, status: 400 });
      expect(Object.keys(refused.body)).toEqual(['occurrence_key']);
    }
    const unknown = await answer(keyOf(5), 'maybe');
    expect(unknown.status).toBe(400);
    expect(unknown.body.answer[0]).toMatch(/^Answer: use taken, skipped, snoozed/);
  });

  it('snoozes an open dose: the next send comes snooze_minutes after the press', async () => {
    const { body: made } = await request('POST', '/api/reminders/', {
      token,
      body: medicationBody({ times: ['00:00'], timezone: 'UTC', start_date: day(1) }),
    });
    const snoozed = await answer(`${made.id}@${day(0)}T00:00`, 'snoozed', token, made.id);
    expect(snoozed.status).toBe(200);
    expect(snoozed.body).toMatchObject({ answer: 'snoozed', entry_id: null });
    const back = Date.parse(snoozed.body.answered_at) + 15 * 60_000;
    const tomorrow = Date.parse(`${day(-1)}T00:00:00Z`);
    expect(snoozed.body.reminder.next_send_at).toBe(new Date(Math.min(back, tomorrow)).toISOString());
  });

  it('refuses taken for a log prompt (it is answered by logging), naming answer', async () => {
    const { body: made } = await request('POST', '/api/reminders/', {
      token,
      body: promptBody({ timezone: 'UTC', times: ['00:30'], days: undefined }),
    });
    const refused = await answer(`${made.id}@${day(1)}T00:30`, 'taken', token, made.id);
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body)).toEqual(['answer']);
    expect((await answer(`${made.id}@${day(1)}T00:30`, 'skipped', token, made.id)).status).toBe(200);
  });
});

describe('POST /api/reminders/notification-answers/ (no session: the token is the capability)', () => {
  it('records taken once when the action is sent twice, and at once twice: one entry, one decrement', async () => {
    const signed = await signToken({ occurrenceKey: keyOf(0) });
    const first = await viaNotification({ token: signed, answer: 'taken' });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      occurrence_key: keyOf(0),
      answer: 'taken',
      answered_at: expect.any(String),
      entry_id: expect.any(String),
    });
    const again = await Promise.all([
      viaNotification({ token: signed, answer: 'taken' }),
      viaNotification({ token: signed, answer: 'taken' }),
    ]);
    expect(again.map((r) => r.body)).toEqual([first.body, first.body]);
    expect(await doseEntries()).toHaveLength(3);
    expect((await reminder()).stock_count).toBe(24);
  });

  it('refuses an expired token with 401 and one tampered with, signed elsewhere or of another kind with 403 (S09, S10 for this token)', async () => {
    const expired = await viaNotification({ token: await signToken({ occurrenceKey: keyOf(5) }, Date.now() - 3 * DAY), answer: 'taken' });
    expect(expired.status).toBe(401);
    expect(expired.body.detail).toMatch(/too old to answer: open the app/);

    const good = await signToken({ occurrenceKey: keyOf(5) });
    const [header, payload, signature] = good.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, occ: keyOf(6) })).toString('base64url');
    const otherSecret = process.env.JWT_SECRET;
    process.env.JWT_SECRET = 'x'.repeat(64);
    jest.resetModules();
    const elsewhere = await (
      await import('../../functions/domain/reminders/answer-token')
    ).notificationAnswerToken({
      userId,
      reminderId: id,
      occurrenceKey: keyOf(5),
    });
    process.env.JWT_SECRET = otherSecret;
    jest.resetModules();
    for (const bad of [`${header}.${forged}.${signature}`, elsewhere, token, 'not.a.token', `${header}.${payload}.`]) {
      const refused = await viaNotification({ token: bad, answer: 'taken' });
      expect(refused.status).toBe(403);
      expect(refused.body.detail).toMatch(/not valid: open the app/);
    }
    // Nothing was recorded by any of them.
    expect(await doseEntries()).toHaveLength(3);
  });

  it('refuses an unknown answer or no token with 400 naming the field', async () => {
    const unknown = await viaNotification({ token: await signToken({ occurrenceKey: keyOf(5) }), answer: 'later' });
    expect(unknown.status).toBe(400);
    expect(Object.keys(unknown.body)).toEqual(['answer']);
    const missing = await viaNotification({ answer: 'taken' });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body)).toEqual(['token']);
  });

  it('answers 404 once the reminder is deleted, and 409 once its times no longer hold the occurrence', async () => {
    const { body: made } = await request('POST', '/api/reminders/', {
      token,
      body: medicationBody({ times: ['00:00'], timezone: 'UTC', start_date: day(3) }),
    });
    const signed = await signToken({ reminderId: made.id, occurrenceKey: `${made.id}@${day(1)}T00:00` });
    await request('PUT', `/api/reminders/${made.id}/`, {
      token,
      body: medicationBody({ times: ['09:00'], timezone: 'UTC', start_date: day(3) }),
    });
    const changed = await viaNotification({ token: signed, answer: 'skipped' });
    expect(changed.status).toBe(409);
    expect(changed.body.detail).toMatch(/changed since the notification/);
    await request('DELETE', `/api/reminders/${made.id}/`, { token });
    expect((await viaNotification({ token: signed, answer: 'skipped' })).status).toBe(404);
  });
});
