// The local CloudFront: built files with the right type and cache, SPA fallback, nothing outside the build.
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createStaticFiles, immutableCache, revalidateCache } from '../../local/static-files';

let dir = '';
let base = '';
let server: http.Server;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'local-static-'));
  const dist = path.join(dir, 'dist');
  await mkdir(path.join(dist, 'assets'), { recursive: true });
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  await mkdir(path.join(dist, 'pages'));
  await writeFile(path.join(dist, 'pages', 'dashboard.html'), '<!doctype html><div id="root" data-page="dashboard"></div>');
  await writeFile(path.join(dist, 'pages', 'login.html'), '<!doctype html><div id="root" data-page="login"></div>');
  await writeFile(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  await writeFile(path.join(dist, 'favicon.svg'), '<svg/>');
  await writeFile(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  await writeFile(path.join(dist, 'manifest.webmanifest'), '{"name":"Tend"}');
  await writeFile(path.join(dir, 'secret.txt'), 'outside the build');
  const serve = createStaticFiles(dist);
  server = http.createServer((req, res) => void serve(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

describe('static files', () => {
  it('serves index.html for / without caching it', async () => {
    const response = await fetch(`${base}/`);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe(revalidateCache);
    expect(await response.text()).toContain('id="root"');
  });

  // docs/OFFLINE.md: a worker or manifest kept by a cache would keep an old app after a deploy.
  it.each([
    ['/sw.js', 'text/javascript; charset=utf-8'],
    ['/manifest.webmanifest', 'application/manifest+json'],
  ])('serves %s with its type, revalidated on every use like index.html', async (file, type) => {
    const response = await fetch(`${base}${file}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(type);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('serves hashed assets with their type and a long cache', async () => {
    const response = await fetch(`${base}/assets/index-abc123.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe(immutableCache);
  });

  it('falls back to index.html for a client route, with or without a query string', async () => {
    for (const url of ['/user', '/reset-password/MQ/token-1/', '/experiments/new?from=x']) {
      const response = await fetch(`${base}${url}`);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe('<!doctype html><div id="root"></div>');
    }
  });

  it("serves a page people open directly its own document on a signed-in device, as CloudFront's function does", async () => {
    for (const url of ['/dashboard', '/dashboard/', '/dashboard?from=reminder']) {
      const response = await fetch(`${base}${url}`, { headers: { cookie: 'theme=dark; tend_signed_in=1' } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe(revalidateCache);
      expect(await response.text()).toContain('data-page="dashboard"');
    }
  });

  it("serves a page that needs a session the sign-in page's document on a device without one", async () => {
    for (const cookie of ['', 'tend_signed_in=0', 'other=1']) {
      const response = await fetch(`${base}/dashboard`, { headers: { cookie } });
      expect(await response.text()).toContain('data-page="login"');
    }
  });

  it('serves index.html for such a page when the build has no document for it (a build from before them)', async () => {
    const response = await fetch(`${base}/logs?page=2`, { headers: { cookie: 'tend_signed_in=1' } });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('<!doctype html><div id="root"></div>');
  });

  it('answers a missing asset with 404, not HTML', async () => {
    const response = await fetch(`${base}/assets/gone-999.js`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).not.toContain('html');
  });

  it('never serves a file outside the build', async () => {
    const response = await fetch(`${base}/..%2fsecret.txt`);
    expect(await response.text()).not.toContain('outside the build');
  });

  it('answers a repeat request with 304 when nothing changed', async () => {
    const first = await fetch(`${base}/favicon.svg`);
    expect(first.headers.get('content-type')).toBe('image/svg+xml');
    const again = await fetch(`${base}/favicon.svg`, { headers: { 'if-none-match': first.headers.get('etag') ?? '' } });
    expect(again.status).toBe(304);
  });

  it('refuses methods other than GET and HEAD', async () => {
    const response = await fetch(`${base}/dashboard`, { method: 'POST' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
  });

  it('answers 503 naming `npm run build:web` while the web app is not built', async () => {
    const empty = path.join(dir, 'unbuilt');
    await mkdir(empty);
    const serve = createStaticFiles(empty);
    const unbuilt = http.createServer((req, res) => void serve(req, res));
    await new Promise<void>((resolve) => unbuilt.listen(0, '127.0.0.1', resolve));
    try {
      const response = await fetch(`http://127.0.0.1:${(unbuilt.address() as AddressInfo).port}/dashboard`);
      expect(response.status).toBe(503);
      expect(await response.text()).toContain('npm run build:web');
    } finally {
      await new Promise((resolve) => unbuilt.close(resolve));
    }
  });
});
