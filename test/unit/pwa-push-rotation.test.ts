// The service worker's `pushsubscriptionchange` (docs/REMINDERS.md "A rotated subscription"), run as the build ships
// it: the worker's source evaluated in a stand-in for its scope, with a small in-memory IndexedDB holding what the page
// keeps (the device database's `push-device` store). With the device's rotation token kept, the browser's new
// subscription is posted with it and no credentials, and the answered token kept; with none, nothing is done.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { DEVICE_DB_VERSION, PUSH_ROTATION_KEY, STORES } from '../../frontend/src/lib/device-db';
import { DEVICE_DB } from '../../frontend/src/lib/token-storage';
import { routePaths } from '../../shared/route-paths';

const source = readFileSync(path.join(__dirname, '../../frontend/pwa/service-worker.js'), 'utf8').replace(
  '__SHELL__;',
  '{"version":"test","files":["/index.html"]};',
);
const ORIGIN = 'https://tend.example';
const ROTATE = routePaths.find((route) => route.name === 'rotatePushSubscription')!.path;

type Stores = Record<string, Map<string, unknown>>;

/** IndexedDB as far as the worker uses it; `null` is a browser with no device database yet. */
function fakeIndexedDB(initial: Stores | null) {
  const state = { stores: initial, created: false };
  const later = (run: () => void) => setTimeout(run, 0);
  const request = <T>(answer: () => T) => {
    const req: { result?: T; onsuccess?: () => void; onerror?: () => void } = {};
    later(() => {
      req.result = answer();
      req.onsuccess?.();
    });
    return req;
  };
  const api = {
    open(name: string) {
      expect(name).toBe(DEVICE_DB);
      const req: Record<string, unknown> & { onupgradeneeded?: () => void; onsuccess?: () => void; onerror?: () => void } = {};
      later(() => {
        const stores = state.stores;
        if (!stores) {
          let aborted = false;
          req.transaction = { abort: () => (aborted = true) };
          req.onupgradeneeded?.();
          if (aborted) return req.onerror?.();
          state.created = true;
          state.stores = {};
        }
        const held = state.stores!;
        req.result = {
          objectStoreNames: { contains: (store: string) => store in held },
          close: () => undefined,
          transaction: (store: string) => ({
            objectStore: () => ({
              get: (key: string) => request(() => held[store].get(key)),
              put: (value: { key: string }) => request(() => void held[store].set(value.key, value)),
              delete: (key: string) => request(() => void held[store].delete(key)),
            }),
          }),
        };
        req.onsuccess?.();
      });
      return req;
    },
  };
  return { api, state };
}

const kept = (token: string | null): Stores => ({
  [STORES.pushDevice]: new Map(token ? [[PUSH_ROTATION_KEY, { key: PUSH_ROTATION_KEY, token }]] : []),
});

interface Answer {
  status: number;
  body?: unknown;
}

function worker(db: ReturnType<typeof fakeIndexedDB>, answers: Record<string, Answer> = {}) {
  const listeners: Record<string, (event: unknown) => void> = {};
  const calls: { url: string; init?: RequestInit }[] = [];
  const subscribe = jest.fn(async (options: { applicationServerKey: unknown }) =>
    subscription(`https://fcm.googleapis.com/fcm/send/${String(options.applicationServerKey).length}`),
  );
  const self = {
    location: new URL(ORIGIN),
    addEventListener: (type: string, listener: (event: unknown) => void) => (listeners[type] = listener),
    registration: { showNotification: async () => undefined, pushManager: { subscribe, getSubscription: async () => null } },
    clients: {},
  };
  const fetch = async (url: string, init?: RequestInit) => {
    calls.push({ url, init });
    const answer = answers[new URL(url).pathname] ?? { status: 404 };
    return { ok: answer.status < 300, status: answer.status, json: async () => answer.body };
  };
  vm.runInNewContext(source, { self, caches: {}, fetch, URL, Response, JSON, Promise, Boolean, setTimeout, indexedDB: db.api });
  const dispatch = async (event: object) => {
    let waited: Promise<unknown> = Promise.resolve();
    listeners.pushsubscriptionchange({ ...event, waitUntil: (promise: Promise<unknown>) => (waited = promise) });
    await waited;
  };
  return { calls, subscribe, dispatch };
}

function subscription(endpoint: string) {
  return { endpoint, toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh: 'p256dh', auth: 'auth' } }) };
}

const saved = { status: 200, body: { saved: { id: 'new-id' }, rotation_token: 'next-token' } };
const tokenOf = (db: ReturnType<typeof fakeIndexedDB>) =>
  (db.state.stores?.[STORES.pushDevice]?.get(PUSH_ROTATION_KEY) as { token?: string } | undefined)?.token ?? null;

describe('pushsubscriptionchange', () => {
  it("posts the browser's new subscription with the kept rotation token and no credentials, and keeps the token answered", async () => {
    const db = fakeIndexedDB(kept('first-token'));
    const sw = worker(db, { [ROTATE]: saved });
    const fresh = subscription('https://fcm.googleapis.com/fcm/send/new');
    await sw.dispatch({ oldSubscription: null, newSubscription: fresh });
    expect(sw.calls).toHaveLength(1);
    expect(sw.calls[0].url).toBe(`${ORIGIN}${ROTATE}`);
    expect(sw.calls[0].init).toMatchObject({ method: 'POST', credentials: 'omit', headers: { 'content-type': 'application/json' } });
    expect(JSON.parse(String(sw.calls[0].init!.body))).toEqual({ token: 'first-token', subscription: fresh.toJSON() });
    expect(sw.subscribe).not.toHaveBeenCalled();
    expect(tokenOf(db)).toBe('next-token');
  });

  it('subscribes again with the old VAPID key when the browser gave no new subscription, else with the server’s', async () => {
    const key = new Uint8Array([4, 1, 2, 3]).buffer;
    const withOld = worker(fakeIndexedDB(kept('t')), { [ROTATE]: saved });
    await withOld.dispatch({ oldSubscription: { options: { applicationServerKey: key } }, newSubscription: null });
    expect(withOld.subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: key });
    expect(withOld.calls.map((call) => new URL(call.url).pathname)).toEqual([ROTATE]);

    const vapid = '/api/push/vapid-public-key/';
    const withServer = worker(fakeIndexedDB(kept('t')), { [vapid]: { status: 200, body: { public_key: 'BServerKey' } }, [ROTATE]: saved });
    await withServer.dispatch({ oldSubscription: null, newSubscription: null });
    expect(withServer.subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: 'BServerKey' });
    expect(withServer.calls.map((call) => new URL(call.url).pathname)).toEqual([vapid, ROTATE]);
    expect(withServer.calls[0].init).toMatchObject({ credentials: 'omit' });
  });

  it('does nothing without a kept token, and never creates the device database', async () => {
    const empty = fakeIndexedDB(kept(null));
    const none = worker(empty, { [ROTATE]: saved });
    await none.dispatch({ newSubscription: subscription('https://fcm.googleapis.com/fcm/send/new') });
    expect(none.calls).toEqual([]);

    const olderDb = fakeIndexedDB({ [STORES.captures]: new Map() });
    const older = worker(olderDb, { [ROTATE]: saved });
    await older.dispatch({ newSubscription: subscription('https://fcm.googleapis.com/fcm/send/x') });
    expect(older.calls).toEqual([]);
    const noDb = fakeIndexedDB(null);
    const fresh = worker(noDb, { [ROTATE]: saved });
    await fresh.dispatch({ oldSubscription: null, newSubscription: null });
    expect(fresh.calls).toEqual([]);
    expect(fresh.subscribe).not.toHaveBeenCalled();
    expect(noDb.state).toEqual({ stores: null, created: false });
  });

  it('forgets a token the server refuses for good (404: the device was turned off), keeps it when the server is down', async () => {
    const refused = fakeIndexedDB(kept('t'));
    await worker(refused, { [ROTATE]: { status: 404 } }).dispatch({
      newSubscription: subscription('https://fcm.googleapis.com/fcm/send/a'),
    });
    expect(tokenOf(refused)).toBeNull();
    const down = fakeIndexedDB(kept('t'));
    await worker(down, { [ROTATE]: { status: 503 } }).dispatch({ newSubscription: subscription('https://fcm.googleapis.com/fcm/send/b') });
    expect(tokenOf(down)).toBe('t');
  });

  it('names the database, store and key the page keeps the token under (frontend/src/lib/device-db.ts)', () => {
    expect(source).toContain(`const DEVICE_DB = '${DEVICE_DB}';`);
    expect(source).toContain(`const PUSH_STORE = '${STORES.pushDevice}';`);
    expect(source).toContain(`const ROTATION_KEY = '${PUSH_ROTATION_KEY}';`);
    expect(source).toContain(`const ROTATE_URL = '${ROTATE}';`);
    expect(DEVICE_DB_VERSION).toBe(2);
  });
});
