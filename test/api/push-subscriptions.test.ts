// Web Push over HTTP (docs/REMINDERS.md "Delivery"): saving, listing and deleting a person's push subscriptions (own
// only, at most 10 devices, bad input a 400 naming the field), and a push sent through the real sender
// (functions/providers/push/send-push.ts, triggered by the runtime's POST /_local/push/send) reaching the local push
// service, which checks its VAPID JWT and decrypts it: the payload, TTL and Urgency are what arrived. A subscription the
// push service says is gone (410) is deleted.
import { createHash } from 'node:crypto';
import { PUSH_LIMITS } from '../../shared/schemas/push';
import { signedInAccount, signIn } from './support/accounts';
import { rowsNaming } from './support/leftovers';
import { apiUrl, request } from './support/runtime';

interface Minted {
  endpoint: string;
  expirationTime: null;
  keys: { p256dh: string; auth: string };
}

/** A subscription as the browser would make it, from the runtime's stand-in push service. */
async function mint(applicationServerKey?: string): Promise<Minted> {
  const response = await fetch(apiUrl('/_local/push/subscriptions'), { method: 'POST', body: JSON.stringify({ applicationServerKey }) });
  expect(response.status).toBe(201);
  return (await response.json()) as Minted;
}

async function arrived(endpoint: string) {
  const response = await fetch(apiUrl(`/_local/push/messages?endpoint=${encodeURIComponent(endpoint)}`));
  return ((await response.json()) as { messages: { payload: unknown; ttl: number; urgency: string; vapid: Record<string, unknown> }[] })
    .messages;
}

async function sendTo(username: string, payload: unknown) {
  const response = await fetch(apiUrl('/_local/push/send'), { method: 'POST', body: JSON.stringify({ username, payload }) });
  return {
    status: response.status,
    body: (await response.json()) as { results: { endpoint: string; outcome: string; status?: number }[] },
  };
}

const dosePayload = {
  title: 'Magnesium 400 mg',
  body: 'Due at 21:30',
  tag: 'mg@2026-03-08T21:30',
  url: '/dashboard',
  actions: [
    { action: 'taken', title: 'Taken' },
    { action: 'snooze', title: 'Snooze 15 min' },
    { action: 'skip', title: 'Skip' },
  ],
  answer: { url: '/api/reminders/notification-answers/', token: 'signed.token.value' },
};

let vapidKey: string;
beforeAll(async () => {
  const response = await request('GET', '/api/push/vapid-public-key/');
  expect(response.status).toBe(200);
  vapidKey = response.body.public_key;
});

describe('the VAPID public key', () => {
  it('is an uncompressed P-256 point, the same on every call', async () => {
    expect(Buffer.from(vapidKey, 'base64url')).toHaveLength(65);
    expect((await request('GET', '/api/push/vapid-public-key/')).body.public_key).toBe(vapidKey);
  });
});

describe('PUT, GET and DELETE /api/push/subscriptions/', () => {
  it('saves a device once however often it saves, lists it, and deletes it by its endpoint', async () => {
    const { access: token } = await signedInAccount();
    const device = await mint(vapidKey);
    const first = await request('PUT', '/api/push/subscriptions/', { token, body: device });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ count: 1, saved: { service: 'localhost' } });
    const again = await request('PUT', '/api/push/subscriptions/', { token, body: device });
    expect(again.body.count).toBe(1);
    expect(again.body.saved.created_at).toBe(first.body.saved.created_at);
    expect((await request('GET', '/api/push/subscriptions/', { token })).body.count).toBe(1);
    const deleted = await request('DELETE', '/api/push/subscriptions/', { token, body: { endpoint: device.endpoint } });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ count: 0, devices: [] });
    // Deleting it again is no error: it is already gone.
    expect((await request('DELETE', '/api/push/subscriptions/', { token, body: { endpoint: device.endpoint } })).status).toBe(200);
  });

  it("accepts a browser push service's https endpoint", async () => {
    const { access: token } = await signedInAccount();
    const { keys } = await mint();
    const endpoint = 'https://fcm.googleapis.com/fcm/send/abc:def';
    const saved = await request('PUT', '/api/push/subscriptions/', { token, body: { endpoint, expirationTime: null, keys } });
    expect(saved.status).toBe(200);
    expect(saved.body.saved.service).toBe('fcm.googleapis.com');
  });

  it('answers 400 naming the field for an endpoint that is no push service and for bad keys', async () => {
    const { access: token } = await signedInAccount();
    const { keys, endpoint } = await mint();
    const cases: [unknown, string][] = [
      [{ endpoint: 'https://attacker.example/collect', keys }, 'endpoint'],
      [{ endpoint: 'http://fcm.googleapis.com/fcm/send/x', keys }, 'endpoint'],
      [{ endpoint: 'not a url', keys }, 'endpoint'],
      [{ keys }, 'endpoint'],
      [{ endpoint }, 'keys'],
      [{ endpoint, keys: { ...keys, p256dh: 'AAAA' } }, 'keys.p256dh'],
      [{ endpoint, keys: { ...keys, auth: 'not base64!' } }, 'keys.auth'],
    ];
    for (const [body, field] of cases) {
      const response = await request('PUT', '/api/push/subscriptions/', { token, body });
      expect({ field, status: response.status, fields: Object.keys(response.body) }).toEqual({ field, status: 400, fields: [field] });
      expect(response.body[field][0]).toMatch(/^(Endpoint|Keys)/);
    }
    expect((await request('GET', '/api/push/subscriptions/', { token })).body.count).toBe(0);
  });

  it('is own only: another person neither sees nor deletes a device', async () => {
    const owner = await signedInAccount();
    const other = await signedInAccount();
    const device = await mint(vapidKey);
    await request('PUT', '/api/push/subscriptions/', { token: owner.access, body: device });
    expect((await request('GET', '/api/push/subscriptions/', { token: other.access })).body.count).toBe(0);
    await request('DELETE', '/api/push/subscriptions/', { token: other.access, body: { endpoint: device.endpoint } });
    expect((await request('GET', '/api/push/subscriptions/', { token: owner.access })).body.count).toBe(1);
  });

  it(`keeps at most ${PUSH_LIMITS.devicesPerPerson} devices: a new one drops the least recently saved`, async () => {
    const { access: token } = await signedInAccount();
    const devices: Minted[] = [];
    for (let i = 0; i <= PUSH_LIMITS.devicesPerPerson; i++) {
      devices.push(await mint());
      await request('PUT', '/api/push/subscriptions/', { token, body: devices[i] });
    }
    const listed = await request('GET', '/api/push/subscriptions/', { token });
    expect(listed.body.count).toBe(PUSH_LIMITS.devicesPerPerson);
    const ids = listed.body.devices.map((d: { id: string }) => d.id);
    const idOf = (device: Minted) => createHash('sha256').update(device.endpoint).digest('base64url');
    expect(ids).not.toContain(idOf(devices[0]));
    expect(ids).toContain(idOf(devices[1]));
    expect(ids[0]).toBe(idOf(devices.at(-1)!));
  });

  it("goes with the account: deleting it leaves no row holding the device's endpoint", async () => {
    const person = await signedInAccount();
    const device = await mint(vapidKey);
    await request('PUT', '/api/push/subscriptions/', { token: person.access, body: device });
    expect(await rowsNaming([device.endpoint])).toHaveLength(1);
    const deleted = await request('DELETE', '/api/auth/account/delete/', { token: person.access, body: { password: person.password } });
    expect(deleted.status).toBe(200);
    expect(await rowsNaming([device.endpoint])).toEqual([]);
  });

  it("ends with 'Sign out of all devices': a lost phone gets no more reminders", async () => {
    const person = await signedInAccount();
    for (let i = 0; i < 2; i++) await request('PUT', '/api/push/subscriptions/', { token: person.access, body: await mint(vapidKey) });
    expect((await request('POST', '/api/auth/logout/all/', { token: person.access })).status).toBe(200);
    const again = await signIn(person.username, person.password);
    expect((await request('GET', '/api/push/subscriptions/', { token: again.access })).body.count).toBe(0);
  });

  it('is for signed-in people only', async () => {
    expect((await request('GET', '/api/push/subscriptions/')).status).toBe(401);
    expect((await request('PUT', '/api/push/subscriptions/', { body: await mint() })).status).toBe(401);
  });
});

describe('sending a push to the local push service', () => {
  it('arrives encrypted and decrypts to the payload, with its TTL, Urgency and a VAPID JWT signed by the public key', async () => {
    const person = await signedInAccount();
    const device = await mint(vapidKey);
    await request('PUT', '/api/push/subscriptions/', { token: person.access, body: device });
    const sent = await sendTo(person.username, dosePayload);
    expect(sent.status).toBe(200);
    expect(sent.body.results).toEqual([{ endpoint: device.endpoint, outcome: 'sent', status: 201 }]);
    const [push, ...more] = await arrived(device.endpoint);
    expect(more).toEqual([]);
    expect(push.payload).toEqual(dosePayload);
    expect(push).toMatchObject({ ttl: 3600, urgency: 'high', content_encoding: 'aes128gcm' });
    expect(push.vapid).toMatchObject({ public_key: vapidKey, audience: new URL(device.endpoint).origin });
    expect(push.vapid.subject).toMatch(/^mailto:/);
  });

  it('deletes a subscription the push service says is gone (410), and sends to the rest', async () => {
    const person = await signedInAccount();
    const gone = await mint(vapidKey);
    const kept = await mint(vapidKey);
    for (const device of [gone, kept]) await request('PUT', '/api/push/subscriptions/', { token: person.access, body: device });
    // As when the person turns notifications off in the browser: the push service answers 410 from then on.
    expect((await fetch(gone.endpoint, { method: 'DELETE' })).status).toBe(204);
    const prompt = { title: 'Evening check-in', body: 'How was today?', tag: 'checkin@2026-03-08T21:30', url: '/dashboard' };
    const sent = await sendTo(person.username, prompt);
    const outcomes = Object.fromEntries(sent.body.results.map((r) => [r.endpoint, [r.outcome, r.status]]));
    expect(outcomes).toEqual({ [gone.endpoint]: ['gone', 410], [kept.endpoint]: ['sent', 201] });
    expect((await request('GET', '/api/push/subscriptions/', { token: person.access })).body.count).toBe(1);
    expect((await arrived(kept.endpoint)).map((m) => m.payload)).toEqual([prompt]);
  });

  it('is refused by the push service when signed with another key than the subscription was made for', async () => {
    const person = await signedInAccount();
    const other = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString('base64url');
    await request('PUT', '/api/push/subscriptions/', { token: person.access, body: await mint(other) });
    const sent = await sendTo(person.username, dosePayload);
    expect(sent.body.results).toMatchObject([{ outcome: 'failed', status: 403 }]);
    // Kept: a 403 is the server's fault, not the device's.
    expect((await request('GET', '/api/push/subscriptions/', { token: person.access })).body.count).toBe(1);
  });
});
