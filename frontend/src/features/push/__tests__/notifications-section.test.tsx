// Settings → Notifications on this device (docs/REMINDERS.md "Delivery"): its states with a stand-in for the browser's
// push (no push, blocked, off, on), turning on (permission, subscribe with the server's key, save, keep the rotation
// token for the service worker) and off (delete, unsubscribe, forget the token), and the plain texts when permission
// is refused or the server has no push.
import { createHash } from 'node:crypto';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFetch, type FakeAnswer, type RecordedRequest } from '@/testing/fake-fetch';
import type { DevicePush, Support } from '../device-push';
import NotificationsSection from '../components/notifications-section';
import { pushTexts } from '../push-texts';

const KEY = 'BPublicKeyOfTheServer';
const endpoint = 'https://fcm.googleapis.com/fcm/send/device-1';
/** This device as the server lists it: its id is the SHA-256 of its endpoint (functions/data/push-subscriptions.ts). */
const listed = {
  count: 1,
  devices: [
    { id: createHash('sha256').update(endpoint).digest('base64url'), service: 'fcm.googleapis.com', created_at: '', updated_at: '' },
  ],
};

function fakeSubscription() {
  return {
    endpoint,
    toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh: 'p256dh-key', auth: 'auth-secret' } }),
    unsubscribe: jest.fn(async () => true),
  } as unknown as PushSubscription & { unsubscribe: jest.Mock };
}

function fakeDevice(support: Support, subscribed: boolean, answer: 'granted' | 'denied' | 'dismissed' = 'granted') {
  let subscription = subscribed ? fakeSubscription() : null;
  let state = support;
  const device: DevicePush & { subscribe: jest.Mock; keepRotation: jest.Mock } = {
    support: () => state,
    current: async () => subscription,
    subscribe: jest.fn(async (key: string) => {
      expect(key).toBe(KEY);
      if (answer !== 'granted') {
        if (answer === 'denied') state = 'denied';
        return 'denied' as const;
      }
      subscription = fakeSubscription();
      return subscription;
    }),
    keepRotation: jest.fn(async () => undefined),
  };
  return { device, subscription: () => subscription };
}

let requests: RecordedRequest[];
function server(overrides: Record<string, FakeAnswer> = {}) {
  const devices = { count: 1, devices: [] };
  requests = installFetch((request) => {
    const key = `${request.method} ${request.url}`;
    const answers: Record<string, FakeAnswer> = {
      'GET /api/push/vapid-public-key/': { status: 200, body: { public_key: KEY } },
      'GET /api/push/subscriptions/': { status: 200, body: { count: 0, devices: [] } },
      'PUT /api/push/subscriptions/': { status: 200, body: { ...devices, saved: {}, rotation_token: 'rotation-1' } },
      'DELETE /api/push/subscriptions/': { status: 200, body: { count: 0, devices: [] } },
      ...overrides,
    };
    return answers[key] ?? { status: 404, body: { detail: 'Not found.' } };
  }).requests;
}

beforeEach(() => localStorage.setItem('token', 'a1'));

test('a browser without push says so, and how iOS gets it (from the Home Screen)', async () => {
  server();
  render(<NotificationsSection device={fakeDevice('unsupported', false).device} />);
  expect(await screen.findByText(pushTexts.unsupported)).toHaveTextContent(/Add to Home Screen/);
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
  expect(requests).toEqual([]);
});

test('blocked notifications say where to allow them, with no button', async () => {
  server();
  render(<NotificationsSection device={fakeDevice('denied', false).device} />);
  expect(await screen.findByText(pushTexts.denied)).toBeInTheDocument();
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});

test('Turn on asks permission, subscribes with the server key and saves the subscription', async () => {
  server();
  const { device } = fakeDevice('supported', false);
  render(<NotificationsSection device={device} />);
  expect(await screen.findByRole('status')).toHaveTextContent(pushTexts.off);
  await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));
  expect(await screen.findByRole('button', { name: 'Turn off' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent(pushTexts.on);
  expect(screen.getByText(pushTexts.devices(1))).toBeInTheDocument();
  expect(device.subscribe).toHaveBeenCalledWith(KEY);
  const saved = requests.find((r) => r.method === 'PUT')!;
  expect(saved.body).toEqual({ endpoint, keys: { p256dh: 'p256dh-key', auth: 'auth-secret' } });
  expect(device.keepRotation.mock.calls).toEqual([['rotation-1']]);
});

test('on: the visit saves the subscription again; Turn off deletes it on the server and unsubscribes', async () => {
  server({ 'GET /api/push/subscriptions/': { status: 200, body: listed } });
  const { device, subscription } = fakeDevice('supported', true);
  const held = subscription()!;
  render(<NotificationsSection device={device} />);
  await userEvent.click(await screen.findByRole('button', { name: 'Turn off' }));
  expect(await screen.findByRole('button', { name: 'Turn on' })).toBeInTheDocument();
  expect(requests.map((r) => r.method)).toEqual(['GET', 'PUT', 'DELETE']);
  expect(requests[2].body).toEqual({ endpoint });
  expect(held.unsubscribe).toHaveBeenCalled();
  // The visit's save keeps a fresh token; turning off forgets it.
  expect(device.keepRotation.mock.calls).toEqual([['rotation-1'], [null]]);
});

test("a subscription this browser holds that the server does not list as this person's (someone else's) is dropped, never saved", async () => {
  server();
  const { device, subscription } = fakeDevice('supported', true);
  const held = subscription()!;
  render(<NotificationsSection device={device} />);
  expect(await screen.findByRole('button', { name: 'Turn on' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent(pushTexts.off);
  expect(held.unsubscribe).toHaveBeenCalled();
  expect(requests.some((r) => r.method === 'PUT')).toBe(false);
  expect(device.keepRotation.mock.calls).toEqual([[null]]);
});

test('Turn on never adopts a subscription the browser already holds: it is dropped and a fresh one saved', async () => {
  server();
  const { device, subscription } = fakeDevice('supported', false);
  render(<NotificationsSection device={device} />);
  await screen.findByRole('button', { name: 'Turn on' });
  const stale = fakeSubscription();
  device.current = async () => subscription() ?? stale;
  await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));
  expect(await screen.findByRole('button', { name: 'Turn off' })).toBeInTheDocument();
  expect(stale.unsubscribe).toHaveBeenCalled();
  expect(device.subscribe).toHaveBeenCalledTimes(1);
});

test('a refused permission says so; a dismissed prompt asks to allow it next time', async () => {
  server();
  render(<NotificationsSection device={fakeDevice('supported', false, 'denied').device} />);
  await userEvent.click(await screen.findByRole('button', { name: 'Turn on' }));
  expect(await screen.findByText(pushTexts.denied)).toBeInTheDocument();
  expect(requests.some((r) => r.method === 'PUT')).toBe(false);
});

test('a dismissed prompt keeps the section off and says how to allow them', async () => {
  server();
  render(<NotificationsSection device={fakeDevice('supported', false, 'dismissed').device} />);
  await userEvent.click(await screen.findByRole('button', { name: 'Turn on' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(pushTexts.notAllowed);
  expect(screen.getByRole('status')).toHaveTextContent(pushTexts.off);
});

test('a server without push (503) says it is not set up', async () => {
  server({ 'GET /api/push/vapid-public-key/': { status: 503, body: { detail: 'Notifications are not set up on this server.' } } });
  render(<NotificationsSection device={fakeDevice('supported', false).device} />);
  await userEvent.click(await screen.findByRole('button', { name: 'Turn on' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(pushTexts.notSetUp);
});
