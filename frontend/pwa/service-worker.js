// Tend's service worker (docs/OFFLINE.md): makes the app installable and opens its shell with no network. It keeps
// ONLY the build's static files (the list the build writes in for __SHELL__); it never stores an API answer: /api/
// and everything not in the list go to the network untouched. Built into /sw.js by ./vite-plugin.ts.
/* global self, caches, fetch, URL, Response, Notification, indexedDB, __SHELL__ */

/** { version: a hash of the build, files: the shell's paths, index.html first }, written in by the build. */
const SHELL = __SHELL__;
const PREFIX = 'tend-shell-';
const CACHE = PREFIX + SHELL.version;
const INDEX = '/index.html';

self.addEventListener('install', (event) => {
  // A new build's worker takes over at once: navigations are network-first, so no page is ever kept on an old app.
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(SHELL.files))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  // The previous builds' shells go; only this build's files stay.
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key.startsWith(PREFIX) && key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;
  if (request.mode === 'navigate') {
    // Network first, so a deploy shows at once; the cached shell only when the network does not answer.
    event.respondWith(fetch(request).catch(() => caches.match(INDEX, { cacheName: CACHE }).then((cached) => cached || Response.error())));
    return;
  }
  if (!SHELL.files.includes(url.pathname)) return;
  event.respondWith(caches.match(url.pathname, { cacheName: CACHE }).then((cached) => cached || fetch(request)));
});

// Web Push (docs/OFFLINE.md "Notifications"): a push shows its payload (shared/schemas/push.ts pushPayloadSchema) as a
// notification; an action posts {token, answer} to the payload's answer.url with no session (the signed token is the
// capability) and says how it went; a click without an action opens the app at the payload's url.
const ANSWERS = { taken: 'taken', snooze: 'snoozed', skip: 'skipped' };
const ANSWERED = {
  taken: 'Taken: saved in Tend.',
  snoozed: 'Snoozed: you will be reminded again.',
  skipped: 'Skipped: saved in Tend.',
};
const NOT_REACHED = 'Not saved: Tend could not be reached. Tap to open Tend and answer there.';
const NOT_SAVED = 'Not saved: this reminder can no longer be answered here. Tap to open Tend.';
const ICON = '/icons/icon-192.png';

self.addEventListener('push', (event) => {
  let payload = {};
  try {
    payload = event.data ? event.data.json() : {};
  } catch {
    payload = { body: event.data.text() };
  }
  const answerable = Boolean(payload.answer && payload.answer.url && payload.answer.token);
  event.waitUntil(
    self.registration.showNotification(payload.title || 'Tend', {
      body: payload.body || '',
      tag: payload.tag,
      // A repeat of the same reminder replaces the one shown and alerts again.
      renotify: Boolean(payload.tag),
      icon: ICON,
      actions: answerable
        ? fitting((payload.actions || []).filter((a) => ANSWERS[a.action]).map((a) => ({ action: a.action, title: a.title })))
        : [],
      data: { url: payload.url || '/dashboard', answer: answerable ? payload.answer : undefined, title: payload.title || 'Tend' },
    }),
  );
});

/**
 * The first actions that this browser shows (Notification.maxActions: 2 in Chromium), in the payload's order, which is
 * their priority: Taken and Snooze; Skip is answered in the app where only two fit. All of them when it does not say.
 */
function fitting(actions) {
  const max = typeof Notification !== 'undefined' && typeof Notification.maxActions === 'number' ? Notification.maxActions : actions.length;
  return actions.slice(0, max);
}

// A rotated or expired subscription (docs/REMINDERS.md "A rotated subscription"). The worker has no session, but the
// page kept this device's rotation token when it saved the subscription (the device database, store `push-device`:
// frontend/src/lib/device-db.ts). The worker takes the browser's new subscription (the event's, or subscribes again
// with the old one's VAPID key, else the server's) and posts it with the token, no credentials, to the rotation route,
// which replaces the saved one only while it is still saved for that person; the token answered is kept for the next
// rotation, and one refused (too old, not valid, the device turned off) is forgotten. With no token kept (signed out,
// or not turned on since tokens came) nothing is done: no one could save a new subscription, and Settings would drop it.
const ROTATE_URL = '/api/push/subscriptions/rotations/';
const VAPID_URL = '/api/push/vapid-public-key/';
const DEVICE_DB = 'tend-device';
const PUSH_STORE = 'push-device';
const ROTATION_KEY = 'rotation';

self.addEventListener('pushsubscriptionchange', (event) => {
  event.waitUntil(
    keptRotation()
      .then((token) => token && newSubscription(event).then((subscription) => subscription && saveRotated(token, subscription)))
      .catch(() => undefined),
  );
});

function newSubscription(event) {
  if (event.newSubscription) return Promise.resolve(event.newSubscription);
  const old = event.oldSubscription;
  const oldKey = old && old.options && old.options.applicationServerKey;
  const key = oldKey
    ? Promise.resolve(oldKey)
    : fetch(new URL(VAPID_URL, self.location.origin).href, { credentials: 'omit' })
        .then((response) => (response.ok ? response.json() : {}))
        .then((body) => body.public_key);
  return key.then((applicationServerKey) =>
    applicationServerKey
      ? self.registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey })
      : self.registration.pushManager.getSubscription(),
  );
}

function saveRotated(token, subscription) {
  const body = JSON.stringify({ token, subscription: subscription.toJSON() });
  return fetch(new URL(ROTATE_URL, self.location.origin).href, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    credentials: 'omit',
  }).then((response) => {
    if (response.ok) return response.json().then((answer) => keepRotation(answer.rotation_token));
    // Refused for good (401, 403, 404; a 400 for this subscription): the token can save nothing now. Else try next time.
    if (response.status >= 400 && response.status < 500 && response.status !== 429) return keepRotation(null);
    return undefined;
  });
}

/** The store's answer to `use`, or undefined where there is no database or store (never creating one). */
function inRotationStore(mode, use) {
  return new Promise((resolve) => {
    if (typeof indexedDB === 'undefined') return resolve(undefined);
    const opening = indexedDB.open(DEVICE_DB);
    // No database: the page kept nothing on this device. Do not create an empty one.
    opening.onupgradeneeded = () => opening.transaction.abort();
    opening.onerror = () => resolve(undefined);
    opening.onsuccess = () => {
      const db = opening.result;
      if (!db.objectStoreNames.contains(PUSH_STORE)) {
        db.close();
        return resolve(undefined);
      }
      const request = use(db.transaction(PUSH_STORE, mode).objectStore(PUSH_STORE));
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => resolve(undefined);
      // Closed at once, so signing out (which deletes the database) is never held up by the worker.
      db.close();
    };
  });
}

const keptRotation = () =>
  inRotationStore('readonly', (store) => store.get(ROTATION_KEY)).then((record) => (record && record.token) || null);

const keepRotation = (token) =>
  inRotationStore('readwrite', (store) => (token ? store.put({ key: ROTATION_KEY, token }) : store.delete(ROTATION_KEY)));

self.addEventListener('notificationclick', (event) => {
  const notification = event.notification;
  const data = notification.data || {};
  notification.close();
  const answer = ANSWERS[event.action];
  event.waitUntil(answer && data.answer ? sendAnswer(notification, data, answer) : openApp(data.url || '/dashboard'));
});

/** Posts the answer, then replaces the notification with a short one saying whether it was saved. */
function sendAnswer(notification, data, answer) {
  const body = JSON.stringify({ token: data.answer.token, answer });
  const headers = { 'content-type': 'application/json' };
  const target = new URL(data.answer.url, self.location.origin);
  // The token goes to the app's own origin only.
  const posted =
    target.origin === self.location.origin
      ? fetch(target.href, { method: 'POST', headers, body, credentials: 'omit' }).then((r) => (r.ok ? ANSWERED[answer] : NOT_SAVED))
      : Promise.resolve(NOT_SAVED);
  return posted
    .catch(() => NOT_REACHED)
    .then((said) =>
      self.registration.showNotification(data.title, {
        body: said,
        tag: notification.tag,
        icon: ICON,
        silent: true,
        data: { url: data.url },
      }),
    );
}

/** Focuses a window of the app (at the page asked for), or opens one. */
function openApp(path) {
  const url = new URL(path, self.location.origin).href;
  return self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
    const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
    if (!open) return self.clients.openWindow(url);
    return open.focus().then((focused) => (focused.url === url || !focused.navigate ? focused : focused.navigate(url)));
  });
}
