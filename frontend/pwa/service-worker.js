// Tend's service worker (docs/OFFLINE.md): makes the app installable and opens its shell with no network. It keeps
// ONLY the build's static files (the list the build writes in for __SHELL__); it never stores an API answer: /api/
// and everything not in the list go to the network untouched. Built into /sw.js by ./vite-plugin.ts.
/* global self, caches, fetch, URL, Response, Notification, __SHELL__ */

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

// A rotated or expired subscription. The worker has no session (the tokens are the page's), so it cannot save the new
// one to the server: it makes sure this browser is subscribed again with the same VAPID key, and the Settings section
// saves that subscription the next time it is shown signed in. Until then the server's copy of the old one answers
// 404/410 at the next send and is deleted; with no other device the reminder is mailed (docs/REMINDERS.md "Delivery").
self.addEventListener('pushsubscriptionchange', (event) => {
  const old = event.oldSubscription;
  const key = old && old.options && old.options.applicationServerKey;
  if (event.newSubscription || !key) return;
  event.waitUntil(self.registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key }).catch(() => undefined));
});

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
