// A rotated push subscription saved by the service worker with no session (docs/REMINDERS.md "A rotated
// subscription"), over HTTP: each save of a subscription answers a rotation token; the token and the browser's new
// subscription replace the old one (the next push reaches the new endpoint), once, and answer a token for the next
// rotation. Refused: a token too old (401), not one of ours or an access token (403), a device turned off or signed
// out of (404), a new endpoint that is no push service (400 naming the field, the old one kept).
import { signedInAccount } from './support/accounts';
import { useRuntimeTable } from './support/reminders';
import { apiUrl, request } from './support/runtime';

interface Minted {
  endpoint: string;
  expirationTime: null;
  keys: { p256dh: string; auth: string };
}

const ROTATE = '/api/push/subscriptions/rotations/';

async function mint(): Promise<Minted> {
  const response = await fetch(apiUrl('/_local/push/subscriptions'), { method: 'POST', body: '{}' });
  expect(response.status).toBe(201);
  return (await response.json()) as Minted;
}

async function arrivedAt(endpoint: string): Promise<number> {
  const response = await fetch(apiUrl(`/_local/push/messages?endpoint=${encodeURIComponent(endpoint)}`));
  return ((await response.json()) as { messages: unknown[] }).messages.length;
}

const push = { title: 'Magnesium 400 mg', body: 'Due at 21:30', tag: 'mg@2026-03-08T21:30', url: '/dashboard' };

async function onDevice() {
  const account = await signedInAccount();
  const first = await mint();
  const saved = await request('PUT', '/api/push/subscriptions/', { token: account.access, body: first });
  expect(saved.status).toBe(200);
  expect(saved.body.rotation_token).toEqual(expect.any(String));
  return { account, first, token: saved.body.rotation_token as string };
}

const devices = async (access: string) => (await request('GET', '/api/push/subscriptions/', { token: access })).body;

describe('a rotated subscription saved by the service worker', () => {
  it('replaces the old one without a session, once, and answers a token for the next rotation', async () => {
    const { account, first, token } = await onDevice();
    const second = await mint();
    const rotated = await request('POST', ROTATE, { body: { token, subscription: second } });
    expect(rotated.status).toBe(200);
    expect(rotated.body).toMatchObject({ saved: { service: 'localhost' }, rotation_token: expect.any(String) });
    const listed = await devices(account.access);
    expect(listed.count).toBe(1);
    expect(listed.devices[0].id).toBe(rotated.body.saved.id);

    const sent = await fetch(apiUrl('/_local/push/send'), {
      method: 'POST',
      body: JSON.stringify({ username: account.username, payload: push }),
    });
    expect(sent.status).toBe(200);
    expect(await arrivedAt(second.endpoint)).toBe(1);
    expect(await arrivedAt(first.endpoint)).toBe(0);

    // The first token named the first subscription, which is gone: it replaces nothing now.
    expect(await request('POST', ROTATE, { body: { token, subscription: await mint() } })).toMatchObject({ status: 404 });
    const third = await mint();
    expect((await request('POST', ROTATE, { body: { token: rotated.body.rotation_token, subscription: third } })).status).toBe(200);
    expect((await devices(account.access)).count).toBe(1);
  });

  it('keeps the other devices at the 10-device cap: the rotated one replaces only itself', async () => {
    const { account, token } = await onDevice();
    const others: string[] = [];
    for (let i = 0; i < 9; i++) {
      const other = await mint();
      others.push((await request('PUT', '/api/push/subscriptions/', { token: account.access, body: other })).body.saved.id);
    }
    expect((await devices(account.access)).count).toBe(10);
    const rotated = await request('POST', ROTATE, { body: { token, subscription: await mint() } });
    expect(rotated.status).toBe(200);
    const ids = (await devices(account.access)).devices.map((device: { id: string }) => device.id);
    expect(ids).toHaveLength(10);
    expect(ids).toEqual(expect.arrayContaining([...others, rotated.body.saved.id]));
  });

  it('refuses a token too old, not ours or of another kind, and a device turned off', async () => {
    const { account, first, token } = await onDevice();
    useRuntimeTable();
    const { rotationToken, ROTATION_TOKEN_SECONDS } = await import('../../functions/push/rotation-token');
    const userId = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).sub as string;
    const sid = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).sid as string;
    const old = await rotationToken({ userId, subscriptionId: sid }, Date.now() - (ROTATION_TOKEN_SECONDS + 60) * 1000);
    const subscription = await mint();
    expect(await request('POST', ROTATE, { body: { token: old, subscription } })).toMatchObject({ status: 401 });
    const tampered = `${token.slice(0, -4)}AAAA`;
    expect(await request('POST', ROTATE, { body: { token: tampered, subscription } })).toMatchObject({ status: 403 });
    expect(await request('POST', ROTATE, { body: { token: account.access, subscription } })).toMatchObject({ status: 403 });
    expect((await devices(account.access)).count).toBe(1);

    await request('DELETE', '/api/push/subscriptions/', { token: account.access, body: { endpoint: first.endpoint } });
    expect(await request('POST', ROTATE, { body: { token, subscription } })).toMatchObject({ status: 404 });
    expect((await devices(account.access)).count).toBe(0);
  });

  it('answers a 400 naming the field for a bad subscription, and keeps the old one', async () => {
    const { account, token } = await onDevice();
    const elsewhere = { ...(await mint()), endpoint: 'https://attacker.example/push/1' };
    const refused = await request('POST', ROTATE, { body: { token, subscription: elsewhere } });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body)).toEqual(['subscription.endpoint']);
    const short = await mint();
    const badKey = await request('POST', ROTATE, { body: { token, subscription: { ...short, keys: { ...short.keys, auth: 'AAAA' } } } });
    expect(badKey.status).toBe(400);
    expect(Object.keys(badKey.body)).toEqual(['subscription.keys.auth']);
    expect(await request('POST', ROTATE, { body: { subscription: short } })).toMatchObject({
      status: 400,
      body: { token: [expect.any(String)] },
    });
    expect((await devices(account.access)).count).toBe(1);
  });
});
