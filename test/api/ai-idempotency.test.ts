// R15 (issue 26, offline capture): the AI process routes take an Idempotency-Key like every create and save
// (docs/LOGS.md "Idempotency-Key"), so the web app's offline queue can send a capture again after a lost answer:
// the retry gets the first answer and is charged once (credits, images and token usage), the key with another body
// is a 422, a retry while the first runs a 409. And `captured_at`: the words are read from when they were typed.
import { randomUUID } from 'node:crypto';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { capturedAtMessages } from '../../shared/captured-at';
import { apiMessages } from '../../shared/messages';
import { decodeJwt, signedInAccount, table, TABLE_NAME } from './support/accounts';
import { jpegWithLocation } from './support/photos';
import { apiUrl, request } from './support/runtime';

const KEY = 'Idempotency-Key';
const ZONE = 'Europe/Berlin';
const userIdOf = (access: string) => decodeJwt(access).sub as string;

const processText = (access: string, key: string | null, body: Record<string, unknown>) =>
  request('POST', '/api/ai/process-input/', { token: access, body: { timezone: ZONE, ...body }, headers: key ? { [KEY]: key } : {} });

async function processPhoto(access: string, key: string, text = 'lunch, a salad') {
  const form = new FormData();
  form.append('text', text);
  form.append('timezone', ZONE);
  form.append('image', new Blob([new Uint8Array(jpegWithLocation())], { type: 'image/jpeg' }), 'lunch.jpg');
  const response = await fetch(apiUrl('/api/ai/process-input-with-image/'), {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${access}`, [KEY]: key },
  });
  return { status: response.status, body: await response.json(), replayed: response.headers.get('idempotent-replayed') };
}

const trial = async (access: string) => (await request('GET', '/api/ai/trial-status/', { token: access })).body;

const usageRow = async (access: string) =>
  (
    await table().send(
      new GetCommand({
        TableName: TABLE_NAME,
        Key: { PK: `USER#${userIdOf(access)}`, SK: `USAGE#${new Date().toISOString().slice(0, 7)}` },
        ConsistentRead: true,
      }),
    )
  ).Item;

describe('R15: an AI capture sent again with its Idempotency-Key is processed and charged once', () => {
  it('R15: the text route twice with one key: the first answer again, one credit, the tokens counted once', async () => {
    const { access } = await signedInAccount();
    const key = randomUUID();
    const first = await processText(access, key, { text: 'two eggs and coffee at 8am' });
    expect(first.status).toBe(200);
    expect(first.body.items.length).toBeGreaterThan(0);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const usageOnce = await usageRow(access);
    const second = await processText(access, key, { text: 'two eggs and coffee at 8am' });
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect((await trial(access)).credits_used).toBe(1);
    expect(await usageRow(access)).toEqual(usageOnce);
  });

  it('R15: sent 6 times at once with one key, it is charged once; the others answer the same or "in progress, retry"', async () => {
    const { access } = await signedInAccount();
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 6 }, () => processText(access, key, { text: 'ran 5 km at 7am' })));
    const done = answers.filter((answer) => answer.status === 200);
    expect(done.length).toBeGreaterThanOrEqual(1);
    for (const answer of done) expect(answer.body).toEqual(done[0].body);
    for (const answer of answers.filter((a) => a.status !== 200)) {
      expect(answer.status).toBe(409);
      expect(answer.body).toEqual({ detail: apiMessages.idempotencyKeyInProgress, code: 'idempotencyKeyInProgress' });
    }
    expect((await trial(access)).credits_used).toBe(1);
  });

  it('R15: a retry while the first is still running is a 409 to retry; the key with other words is a 422', async () => {
    const { access } = await signedInAccount();
    const key = randomUUID();
    expect((await processText(access, key, { text: 'coffee at 8am' })).status).toBe(200);
    expect((await processText(access, key, { text: 'tea at 9am' })).body).toEqual({
      detail: apiMessages.idempotencyKeyReused,
      code: 'idempotencyKeyReused',
    });
    // As a request that claimed the key and has not answered yet leaves it.
    const running = randomUUID();
    expect((await processText(access, running, { text: 'tea at 9am' })).status).toBe(200);
    await table().send(
      new UpdateCommand({
        TableName: TABLE_NAME,
        Key: { PK: `USER#${userIdOf(access)}`, SK: `IDEMPOTENCY#${running}` },
        UpdateExpression: 'SET keyState = :progress, leaseUntilMs = :lease REMOVE answer, statusCode',
        ExpressionAttributeValues: { ':progress': 'in-progress', ':lease': Date.now() + 60_000 },
      }),
    );
    const retry = await processText(access, running, { text: 'tea at 9am' });
    expect(retry.status).toBe(409);
    expect(retry.headers.get('retry-after')).toBe('1');
    expect((await trial(access)).credits_used).toBe(2);
  });

  it('R15: the photo route twice with one key: the first answer again, one credit and one image', async () => {
    const { access } = await signedInAccount();
    const key = randomUUID();
    const first = await processPhoto(access, key);
    expect(first.status).toBe(200);
    const second = await processPhoto(access, key);
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(second.replayed).toBe('true');
    const status = await trial(access);
    expect(status.credits_used).toBe(1);
    expect(status.images_used).toBe(1);
  });

  it('without a key, each send is processed and charged (the key is what makes a retry safe)', async () => {
    const { access } = await signedInAccount();
    for (let i = 0; i < 2; i += 1) expect((await processText(access, null, { text: 'coffee at 8am' })).status).toBe(200);
    expect((await trial(access)).credits_used).toBe(2);
  });
});

/** The wall date in the zone, `days` before now, as YYYY-MM-DD. */
const dateIn = (zone: string, days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(Date.now() - days * 86_400_000),
  );

/** The zone's offset at the instant, as +hh:mm. */
function offsetIn(zone: string, at: Date): string {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')!.value;
  return name === 'GMT' ? '+00:00' : name.slice(3);
}

describe('R15: captured_at, when the words were typed', () => {
  it.each(['Europe/Berlin', 'America/Los_Angeles', 'Pacific/Auckland'])(
    'R15: a capture typed two days ago at 08:10 in %s and sent now reads "coffee at 8" as that day at 08:00',
    async (zone) => {
      const { access } = await signedInAccount();
      const day = dateIn(zone, 2);
      const capturedAt = `${day}T08:10:00${offsetIn(zone, new Date(Date.now() - 2 * 86_400_000))}`;
      const answer = await processText(access, randomUUID(), { text: 'coffee at 8am', timezone: zone, captured_at: capturedAt });
      expect(answer.status).toBe(200);
      expect(answer.body.items[0].calculated_time).toMatch(new RegExp(`^${day}T08:00`));
    },
  );

  it('R15: the photo route reads its captured_at too', async () => {
    const { access } = await signedInAccount();
    const day = dateIn(ZONE, 2);
    const form = new FormData();
    form.append('text', 'coffee at 8am');
    form.append('timezone', ZONE);
    form.append('captured_at', `${day}T08:10:00${offsetIn(ZONE, new Date(Date.now() - 2 * 86_400_000))}`);
    form.append('image', new Blob([new Uint8Array(jpegWithLocation())], { type: 'image/jpeg' }), 'coffee.jpg');
    const response = await fetch(apiUrl('/api/ai/process-input-with-image/'), {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${access}` },
    });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.items[0].calculated_time).toMatch(new RegExp(`^${day}T08:00`));
  });

  it.each([
    ['in the future', () => new Date(Date.now() + 3 * 3_600_000).toISOString(), capturedAtMessages.future],
    ['older than the limit', () => new Date(Date.now() - 31 * 86_400_000).toISOString(), capturedAtMessages.tooOld],
    ['without an offset', () => '2026-11-27T08:10:00', capturedAtMessages.invalid],
    ['not a time', () => 'this morning', capturedAtMessages.invalid],
  ])('a captured_at %s is a 400 naming the field, and charges nothing', async (_name, value, message) => {
    const { access } = await signedInAccount();
    const answer = await processText(access, randomUUID(), { text: 'coffee at 8am', captured_at: value() });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ captured_at: [message] });
    expect((await trial(access)).credits_used).toBe(0);
  });
});
