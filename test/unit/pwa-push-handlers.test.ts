// The service worker's push handlers (docs/OFFLINE.md "Notifications"), run as the build ships them: the worker's
// source is evaluated in a sandbox standing in for the worker's scope (its registration, clients and fetch), and the
// test dispatches push and notificationclick events to the listeners it registered (pushsubscriptionchange:
// pwa-push-rotation.test.ts).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { PUSH_ACTIONS } from '../../shared/schemas/push';

const source = readFileSync(path.join(__dirname, '../../frontend/pwa/service-worker.js'), 'utf8').replace(
  '__SHELL__;',
  '{"version":"test","files":["/index.html"]};',
);
const ORIGIN = 'https://tend.example';

interface Shown {
  title: string;
  options: { body: string; tag?: string; actions: { action: string; title: string }[]; data: Record<string, unknown>; silent?: boolean };
}

interface Browser {
  /** Notification.maxActions as the browser says it; absent: the browser does not say. */
  maxActions?: number;
  /** pushManager.subscribe of the worker's registration. */
  subscribe?: (options: { userVisibleOnly: boolean; applicationServerKey: ArrayBuffer }) => Promise<unknown>;
}

function worker(answer: () => Promise<{ ok: boolean }> = async () => ({ ok: true }), browser: Browser = {}) {
  const listeners: Record<string, (event: unknown) => void> = {};
  const shown: Shown[] = [];
  const posts: { url: string; init: RequestInit }[] = [];
  const windows: { url: string; focus: jest.Mock; navigate: jest.Mock }[] = [];
  const opened: string[] = [];
  const self = {
    location: new URL(ORIGIN),
    addEventListener: (type: string, listener: (event: unknown) => void) => (listeners[type] = listener),
    registration: {
      showNotification: async (title: string, options: Shown['options']) => void shown.push({ title, options }),
      pushManager: { subscribe: browser.subscribe ?? (async () => ({})) },
    },
    clients: {
      matchAll: async () => windows,
      openWindow: async (url: string) => void opened.push(url),
    },
  };
  const fetch = (url: string, init: RequestInit) => {
    posts.push({ url, init });
    return answer();
  };
  const scope: Record<string, unknown> = { self, caches: {}, fetch, URL, Response, JSON, Promise, Boolean };
  if (browser.maxActions !== undefined) scope.Notification = { maxActions: browser.maxActions };
  vm.runInNewContext(source, scope);
  /** Dispatches an event and waits for what it asked to wait for. */
  const dispatch = async (type: string, event: object) => {
    let waited: Promise<unknown> = Promise.resolve();
    listeners[type]({ ...event, waitUntil: (promise: Promise<unknown>) => (waited = promise) });
    await waited;
  };
  const push = (payload: unknown) =>
    dispatch('push', { data: { json: () => (typeof payload === 'string' ? JSON.parse(payload) : payload), text: () => String(payload) } });
  const click = (shownIndex: number, action = '') => {
    const { title, options } = shown[shownIndex];
    const notification = { title, tag: options.tag, data: options.data, close: jest.fn() };
    return dispatch('notificationclick', { notification, action }).then(() => notification);
  };
  return { shown, posts, windows, opened, push, click, dispatch };
}

const dose = {
  title: 'Magnesium 400 mg',
  body: 'Due at 21:30',
  tag: 'mg@2026-03-08T21:30',
  url: '/dashboard',
  actions: [
    { action: 'taken', title: 'Taken' },
    { action: 'snooze', title: 'Snooze 15 min' },
    { action: 'skip', title: 'Skip' },
  ],
  answer: { url: '/api/reminders/notification-answers/', token: 'signed-token' },
};

describe('push', () => {
  it('shows the payload: title, body, tag, the three actions and what a click needs', async () => {
    const sw = worker();
    await sw.push(dose);
    expect(sw.shown).toHaveLength(1);
    expect(sw.shown[0].title).toBe('Magnesium 400 mg');
    expect(sw.shown[0].options).toMatchObject({
      body: 'Due at 21:30',
      tag: 'mg@2026-03-08T21:30',
      actions: dose.actions,
      data: { url: '/dashboard', answer: dose.answer },
    });
  });

  it("passes only the actions that fit (Notification.maxActions), in the payload's order: Taken and Snooze in Chromium", async () => {
    const chromium = worker(undefined, { maxActions: 2 });
    await chromium.push(dose);
    expect(chromium.shown[0].options.actions).toEqual(dose.actions.slice(0, 2));
    const none = worker(undefined, { maxActions: 0 });
    await none.push(dose);
    expect(none.shown[0].options.actions).toEqual([]);
  });

  it('shows a log prompt (no actions, no answer) with no buttons', async () => {
    const sw = worker();
    await sw.push({ title: 'Evening check-in', body: 'How was today?', tag: 'c@2026-03-08T21:30', url: '/dashboard' });
    expect(sw.shown[0].options.actions).toEqual([]);
  });
});

describe('notificationclick', () => {
  it.each(Object.entries(PUSH_ACTIONS))(
    '"%s" posts {token, answer: "%s"} without a session, then says it was saved',
    async (action, answer) => {
      const sw = worker();
      await sw.push(dose);
      const notification = await sw.click(0, action);
      expect(notification.close).toHaveBeenCalled();
      expect(sw.posts).toHaveLength(1);
      expect(sw.posts[0].url).toBe(`${ORIGIN}/api/reminders/notification-answers/`);
      expect(sw.posts[0].init).toMatchObject({ method: 'POST', credentials: 'omit', headers: { 'content-type': 'application/json' } });
      expect(JSON.parse(sw.posts[0].init.body as string)).toEqual({ token: 'signed-token', answer });
      expect(sw.shown[1]).toMatchObject({ title: 'Magnesium 400 mg', options: { tag: dose.tag, silent: true } });
      expect(sw.shown[1].options.actions).toBeUndefined();
      expect(sw.shown[1].options.body).toMatch(/^(Taken|Snoozed|Skipped):/);
      expect(sw.opened).toEqual([]);
    },
  );

  it('says "Not saved" when the server refuses the answer, and when it cannot be reached', async () => {
    const refused = worker(async () => ({ ok: false }));
    await refused.push(dose);
    await refused.click(0, 'taken');
    expect(refused.shown[1].options.body).toMatch(/^Not saved: this reminder can no longer be answered here/);
    const offline = worker(() => Promise.reject(new TypeError('Failed to fetch')));
    await offline.push(dose);
    await offline.click(0, 'taken');
    expect(offline.shown[1].options.body).toMatch(/^Not saved: Tend could not be reached/);
  });

  it('never sends the token to another origin', async () => {
    const sw = worker();
    await sw.push({ ...dose, answer: { url: 'https://elsewhere.example/collect', token: 'signed-token' } });
    await sw.click(0, 'taken');
    expect(sw.posts).toEqual([]);
    expect(sw.shown[1].options.body).toMatch(/^Not saved/);
  });

  it("opens the app at the payload's url on a click without an action, or focuses an open window there", async () => {
    const sw = worker();
    await sw.push(dose);
    await sw.click(0);
    expect(sw.opened).toEqual([`${ORIGIN}/dashboard`]);
    expect(sw.posts).toEqual([]);
    const open = { url: `${ORIGIN}/logs`, focus: jest.fn(), navigate: jest.fn() };
    open.focus.mockResolvedValue(open);
    sw.windows.push(open);
    await sw.click(0);
    expect(open.focus).toHaveBeenCalled();
    expect(open.navigate).toHaveBeenCalledWith(`${ORIGIN}/dashboard`);
    expect(sw.opened).toHaveLength(1);
  });
});
