// Tend's service worker (docs/OFFLINE.md): makes the app installable and opens its shell with no network. It keeps
// ONLY the build's static files (the list the build writes in for __SHELL__); it never stores an API answer: /api/
// and everything not in the list go to the network untouched. Built into /sw.js by ./vite-plugin.ts.
/* global self, caches, fetch, URL, Response, __SHELL__ */

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
