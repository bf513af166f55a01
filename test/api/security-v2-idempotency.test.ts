// S50 (issue 21; ASVS 5.0 V2.3 business logic: the flow happens once, and API Security Top 10 API6): every create and
// save takes an Idempotency-Key. The same request sent twice with one key, one after the other or at once, makes one
// entry, and the second answer repeats the first (`Idempotent-Replayed: true`); the key with another request is a 422,
// with a request still running a 409; keys are the caller's own, expire after 24 hours, and a request that failed
// gives its key back. A manual entry is one call (`user_input_text`). docs/LOGS.md "Idempotency-Key".
import { randomUUID } from 'node:crypto';
import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { apiMessages } from '../../shared/messages';
import { decodeJwt, signedInAccount, table, TABLE_NAME } from './support/accounts';
import { entryBody } from './support/entries';
import { jpegWithLocation } from './support/photos';
import { apiUrl, request } from './support/runtime';
import { IMAGES_BUCKET, keysUnder } from './support/storage';

const KEY = 'Idempotency-Key';
const userIdOf = (access: string) => decodeJwt(access).sub as string;

async function sortKeys(userId: string, prefix: string): Promise<string[]> {
  const page = await table().send(
    new QueryCommand({
      TableName: TABLE_NAME,
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: { ':pk': `USER#${userId}`, ':prefix': prefix },
      ConsistentRead: true,
    }),
  );
  return (page.Items ?? []).map((item) => item.SK as string);
}

const keyRecord = async (userId: string, key: string) =>
  (
    await table().send(
      new GetCommand({ TableName: TABLE_NAME, Key: { PK: `USER#${userId}`, SK: `IDEMPOTENCY#${key}` }, ConsistentRead: true }),
    )
  ).Item;

const saveBody = (details = 'two eggs') => ({
  raw_text: `${details} and a run`,
  timezone: 'UTC',
  items: [
    { category: 'food_drinks', details, calculated_time: '2026-11-21T08:00:00', notes: '' },
    { category: 'physical_activities', details: 'ran 5k', calculated_time: '2026-11-21T18:00:00', notes: '' },
  ],
});
const save = (access: string, key: string, body: unknown = saveBody()) =>
  request('POST', '/api/structured-data/save/', { token: access, body, headers: { [KEY]: key } });
const manualEntry = (access: string, key: string, details = 'Slept 7 hours') =>
  request('POST', '/api/sleep/', {
    token: access,
    body: entryBody('sleep', { details, user_input_text: `Manual entry: ${details}` }),
    headers: { [KEY]: key },
  });

/** The key's record as a request that claimed it and has not answered leaves it: in progress, its lease until then. */
const leaveInProgress = (userId: string, key: string, leaseUntilMs: number) =>
  table().send(
    new UpdateCommand({
      TableName: TABLE_NAME,
      Key: { PK: `USER#${userId}`, SK: `IDEMPOTENCY#${key}` },
      UpdateExpression: 'SET keyState = :progress, leaseUntilMs = :lease REMOVE answer, statusCode',
      ExpressionAttributeValues: { ':progress': 'in-progress', ':lease': leaseUntilMs },
    }),
  );

describe('S50: one Idempotency-Key, one entry', () => {
  it('S50: a manual entry sent twice in a row with one key makes one entry; the second answer repeats the first', async () => {
    const { access } = await signedInAccount();
    const key = randomUUID();
    const first = await manualEntry(access, key);
    const second = await manualEntry(access, key);
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    expect(second.status).toBe(201);
    expect(second.body).toEqual(first.body);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    const userId = userIdOf(access);
    expect(await sortKeys(userId, 'LOG#sleep#')).toHaveLength(1);
    expect(await sortKeys(userId, 'LOG#user-inputs#')).toHaveLength(1);
  });

  it('S50: a save sent 10 times at once with one key saves once; every answer is the first or "in progress, retry"', async () => {
    const { access } = await signedInAccount();
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 10 }, () => save(access, key)));
    const saved = answers.filter((answer) => answer.status === 201);
    expect(saved.length).toBeGreaterThanOrEqual(1);
    for (const answer of answers.filter((a) => a.status !== 201)) {
      expect(answer.status).toBe(409);
      expect(answer.body).toEqual({ detail: apiMessages.idempotencyKeyInProgress, code: 'idempotencyKeyInProgress' });
      expect(answer.headers.get('retry-after')).toBe('1');
    }
    for (const answer of saved) expect(answer.body).toEqual(saved[0].body);
    const userId = userIdOf(access);
    expect(await sortKeys(userId, 'LOG#user-inputs#')).toHaveLength(1);
    expect(await sortKeys(userId, 'LOG#food-drinks#')).toHaveLength(1);
    expect(await sortKeys(userId, 'LOG#physical-activities#')).toHaveLength(1);
    // Once it has finished, a retry gets the first answer again.
    const later = await save(access, key);
    expect(later.status).toBe(201);
    expect(later.body).toEqual(saved[0].body);
    expect(later.headers.get('idempotent-replayed')).toBe('true');
  });

  it('S50: a save without a key saves each time (the header is what makes a retry safe)', async () => {
    const { access } = await signedInAccount();
    for (let i = 0; i < 2; i += 1) {
      expect((await request('POST', '/api/structured-data/save/', { token: access, body: saveBody() })).status).toBe(201);
    }
    expect(await sortKeys(userIdOf(access), 'LOG#user-inputs#')).toHaveLength(2);
  });

  it('S50: a photo save sent twice with one key stores one photo, counts one image and saves once', async () => {
    const { access } = await signedInAccount();
    const key = randomUUID();
    const send = () => {
      const form = new FormData();
      form.append('raw_text', 'lunch');
      form.append('items', JSON.stringify(saveBody().items));
      form.append('timezone', 'UTC');
      form.append('image', new Blob([new Uint8Array(jpegWithLocation())], { type: 'image/jpeg' }), 'lunch.jpg');
      // A new FormData each time: a browser's retry draws a new multipart boundary too.
      return fetch(apiUrl('/api/structured-data/save-with-image/'), {
        method: 'POST',
        body: form,
        headers: { authorization: `Bearer ${access}`, [KEY]: key },
      });
    };
    const first = await send();
    const second = await send();
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(await second.json()).toEqual(await first.json());
    const userId = userIdOf(access);
    expect(await sortKeys(userId, 'LOG#user-inputs#')).toHaveLength(1);
    expect(await keysUnder(IMAGES_BUCKET, `images/${userId}/`)).toHaveLength(1);
    expect((await request('GET', '/api/ai/trial-status/', { token: access })).body).toMatchObject({ images_used: 1 });
  });
});

describe('what a key may be, whose it is, and how long it lasts', () => {
  it('refuses the key with another request: 422 with a clear message, and writes nothing', async () => {
    const { access } = await signedInAccount();
    const key = randomUUID();
    expect((await save(access, key)).status).toBe(201);
    const other = await save(access, key, saveBody('porridge'));
    expect(other.status).toBe(422);
    expect(other.body).toEqual({ detail: apiMessages.idempotencyKeyReused, code: 'idempotencyKeyReused' });
    // Another route with the same key is another request too.
    expect((await manualEntry(access, key)).status).toBe(422);
    expect(await sortKeys(userIdOf(access), 'LOG#user-inputs#')).toHaveLength(1);
  });

  it.each([
    ['empty', ''],
    ['too long', 'k'.repeat(256)],
    ['with a space', 'my key'],
    ['with a control character', 'key\u0001'],
  ])('refuses a key %s with 400 and writes nothing', async (_what, key) => {
    const { access } = await signedInAccount();
    const answer = await save(access, key).catch(() => undefined);
    // fetch itself refuses to send some header values; whatever is sent is answered 400.
    if (answer) {
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ detail: apiMessages.idempotencyKeyInvalid, code: 'idempotencyKeyInvalid' });
    }
    expect(await sortKeys(userIdOf(access), 'LOG#')).toEqual([]);
  });

  it("takes 255 printable characters, and one person's key is never another's answer", async () => {
    const key = `${'k'.repeat(254)}~`;
    const alice = await signedInAccount();
    const bob = await signedInAccount();
    const hers = await manualEntry(alice.access, key, 'Alice slept');
    const his = await manualEntry(bob.access, key, 'Bob slept');
    expect([hers.status, his.status]).toEqual([201, 201]);
    expect(his.headers.get('idempotent-replayed')).toBeNull();
    expect(his.body.details).toBe('Bob slept');
    expect(await sortKeys(userIdOf(bob.access), 'LOG#sleep#')).toHaveLength(1);
  });

  it("keeps the key in the person's partition with the table's TTL attribute: 24 hours", async () => {
    const { access } = await signedInAccount();
    const key = randomUUID();
    const before = Math.floor(Date.now() / 1000);
    await manualEntry(access, key);
    const record = await keyRecord(userIdOf(access), key);
    expect(record).toMatchObject({ keyState: 'answered', statusCode: 201 });
    expect(record!.expiresAt).toBeGreaterThanOrEqual(before + 24 * 3600);
    expect(record!.expiresAt).toBeLessThanOrEqual(before + 24 * 3600 + 60);
  });

  it('goes with the account: after its deletion no key of the person is left', async () => {
    const { access, password } = await signedInAccount();
    const key = randomUUID();
    await manualEntry(access, key);
    expect(await sortKeys(userIdOf(access), 'IDEMPOTENCY#')).toEqual([`IDEMPOTENCY#${key}`]);
    expect((await request('DELETE', '/api/auth/account/delete/', { token: access, body: { password } })).status).toBe(200);
    expect(await sortKeys(userIdOf(access), 'IDEMPOTENCY#')).toEqual([]);
  });

  it('treats a key past its 24 hours as new (DynamoDB deletes expired items late; dynalite never)', async () => {
    const { access } = await signedInAccount();
    const userId = userIdOf(access);
    const key = randomUUID();
    await manualEntry(access, key);
    await table().send(
      new UpdateCommand({
        TableName: TABLE_NAME,
        Key: { PK: `USER#${userId}`, SK: `IDEMPOTENCY#${key}` },
        UpdateExpression: 'SET expiresAt = :past',
        ExpressionAttributeValues: { ':past': Math.floor(Date.now() / 1000) - 1 },
      }),
    );
    const again = await manualEntry(access, key);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBeNull();
    expect(await sortKeys(userId, 'LOG#sleep#')).toHaveLength(2);
  });

  it('gives the key back when the request fails, so its retry runs again', async () => {
    const { access } = await signedInAccount();
    const key = randomUUID();
    const bad = { ...saveBody(), timezone: 'Mars/Olympus' };
    expect((await save(access, key, bad)).status).toBe(400);
    expect(await keyRecord(userIdOf(access), key)).toBeUndefined();
    expect((await save(access, key, bad)).status).toBe(400);
  });

  it('S50: a retry after a request killed mid-way (its claim left past its lease) finishes it with the same ids', async () => {
    const { access } = await signedInAccount();
    const userId = userIdOf(access);
    const key = randomUUID();
    const first = await manualEntry(access, key);
    // As if the Lambda had died before its transaction: the entry never written, the claim in progress, its lease over.
    await request('DELETE', `/api/sleep/${first.body.id}/`, { token: access });
    await request('DELETE', `/api/user-inputs/${first.body.user_input_log}/`, { token: access });
    await leaveInProgress(userId, key, Date.now() - 1);
    const retried = await manualEntry(access, key);
    expect(retried.status).toBe(201);
    expect(retried.headers.get('idempotent-replayed')).toBeNull();
    expect(retried.body).toMatchObject({ id: first.body.id, user_input_log: first.body.user_input_log });
    expect(await sortKeys(userId, 'LOG#sleep#')).toEqual([`LOG#sleep#${first.body.id}`]);
  });

  it('answers 409 "in progress, retry" while the first request with the key still holds it', async () => {
    const { access } = await signedInAccount();
    const userId = userIdOf(access);
    const key = randomUUID();
    await manualEntry(access, key);
    await leaveInProgress(userId, key, Date.now() + 60_000);
    const busy = await manualEntry(access, key);
    expect(busy.status).toBe(409);
    expect(busy.body.code).toBe('idempotencyKeyInProgress');
    expect(await sortKeys(userId, 'LOG#sleep#')).toHaveLength(1);
  });
});

describe('a save is written all or nothing', () => {
  /** 50 saved sleep entries (at version 1), for a save that changes every one of them; sent ten at a time. */
  async function fiftyEntries(access: string): Promise<{ id: string; version: number }[]> {
    const created = [];
    for (let start = 0; start < 50; start += 10) {
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          request('POST', '/api/sleep/', { token: access, body: entryBody('sleep', { details: `night ${start + i}` }) }),
        ),
      );
      for (const answer of answers) {
        if (answer.status !== 201) throw new Error(`create failed: ${answer.status} ${JSON.stringify(answer.body)}`);
        created.push(answer.body as { id: string; version: number });
      }
    }
    return created;
  }
  const bigSave = (entries: { id: string; version: number }[]) => ({
    raw_text: 'a long week',
    timezone: 'UTC',
    items: Array.from({ length: 50 }, (_, i) => ({
      category: 'mood_stress',
      details: `mood ${i}`,
      calculated_time: '2026-11-21T09:00:00',
      notes: '',
    })),
    changes: entries.map((entry) => ({
      action: 'update',
      collection: 'sleep',
      id: entry.id,
      version: entry.version,
      set: { notes: 'checked' },
    })),
  });

  it('S50: a save of 102 writes (50 items, 50 changes, the user input, its key) lands whole, once', async () => {
    const { access } = await signedInAccount();
    const userId = userIdOf(access);
    const entries = await fiftyEntries(access);
    const key = randomUUID();
    const first = await save(access, key, bigSave(entries));
    expect(first.status).toBe(201);
    const again = await save(access, key, bigSave(entries));
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(await sortKeys(userId, 'LOG#mood-stress#')).toHaveLength(50);
    const sleep = (await request('GET', '/api/sleep/?limit=100', { token: access })).body as { notes: string; version: number }[];
    expect(sleep.every((entry) => entry.notes === 'checked' && entry.version === 2)).toBe(true);
  }, 60_000);

  it('two changes of one entry in one save: 400 naming them, nothing written (one transaction changes an item once)', async () => {
    const { access } = await signedInAccount();
    const entry = (await request('POST', '/api/sleep/', { token: access, body: entryBody('sleep') })).body as { id: string };
    const change = { action: 'update', collection: 'sleep', id: entry.id, version: 1, set: { notes: 'checked' } };
    const twice = await save(access, randomUUID(), { ...saveBody(), changes: [change, { ...change, action: 'delete' }] });
    expect(twice.status).toBe(400);
    expect(twice.body).toEqual({ changes: ['Change 2 changes the same entry as change 1.'] });
    expect(await sortKeys(userIdOf(access), 'LOG#user-inputs#')).toEqual([]);
  });

  it('a stale change in a save of 102 writes: 409, and none of its new entries stays', async () => {
    const { access } = await signedInAccount();
    const userId = userIdOf(access);
    const entries = await fiftyEntries(access);
    // The last entry changes elsewhere first: the save's version of it is stale.
    const last = entries[49];
    expect((await request('PUT', `/api/sleep/${last.id}/`, { token: access, body: entryBody('sleep', { version: 1 }) })).status).toBe(200);
    const key = randomUUID();
    const stale = await save(access, key, bigSave(entries));
    expect(stale.status).toBe(409);
    expect(await sortKeys(userId, 'LOG#mood-stress#')).toEqual([]);
    expect(await sortKeys(userId, 'LOG#user-inputs#')).toEqual([]);
    const sleep = (await request('GET', '/api/sleep/?limit=100', { token: access })).body as { notes: string }[];
    expect(sleep.filter((entry) => entry.notes === 'checked')).toEqual([]);
    expect(await keyRecord(userId, key)).toBeUndefined();
  }, 60_000);
});

describe('a manual entry is one call', () => {
  it('writes the user input and the entry pointing at it from one POST with user_input_text', async () => {
    const { access } = await signedInAccount();
    const created = await manualEntry(access, randomUUID(), 'Slept 8 hours');
    expect(created.status).toBe(201);
    const inputs = (await request('GET', '/api/user-inputs/', { token: access })).body;
    expect(inputs).toEqual([expect.objectContaining({ id: created.body.user_input_log, raw_text: 'Manual entry: Slept 8 hours' })]);
    expect(inputs[0].timezone).toBe('America/New_York');
  });

  it('refuses user_input_text together with user_input_log, writing nothing', async () => {
    const { access } = await signedInAccount();
    const input = await request('POST', '/api/user-inputs/', { token: access, body: { raw_text: 'Manual entry: x', timezone: 'UTC' } });
    const both = await request('POST', '/api/sleep/', {
      token: access,
      body: entryBody('sleep', { user_input_log: input.body.id, user_input_text: 'Manual entry: x' }),
    });
    expect(both.status).toBe(400);
    expect(both.body).toHaveProperty('user_input_text');
    expect(await sortKeys(userIdOf(access), 'LOG#sleep#')).toEqual([]);
  });
});
