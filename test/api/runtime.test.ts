// The local runtime over real HTTP, as the browser meets it: JSON errors under /api, headers, SPA fallback,
// CloudFront's compression and robots.txt. The app's checks need the web build (npm test builds it before jest):
// without it they fail saying so, never skip.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { rawGet } from './support/raw-get';
import { apiUrl, request } from './support/runtime';

const dist = path.resolve(__dirname, '..', '..', 'frontend', 'dist');

/** The built index.html; fails the test, naming the fix, when the web app was not built. */
function builtIndex(): string {
  const index = path.join(dist, 'index.html');
  if (!existsSync(index)) throw new Error(`${index} is missing: run \`npm run build:web\` before the api tests (npm test does).`);
  return readFileSync(index, 'utf8');
}

describe('local runtime', () => {
  it('answers an unknown /api path with a JSON 404, never the app', async () => {
    const response = await request('GET', '/api/no-such-thing/');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(response.body).toEqual({ detail: 'Not found.' });
  });

  it('answers a known path with the wrong method with a JSON 405 naming the allowed method', async () => {
    const response = await request('GET', '/api/auth/token/');
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
    expect(response.body).toEqual({ detail: 'Method "GET" not allowed.' });
  });

  it('puts the security headers on API responses and pages alike', async () => {
    for (const url of ['/api/no-such-thing/', '/dashboard']) {
      const response = await fetch(apiUrl(url));
      expect(response.headers.get('strict-transport-security')).toMatch(/^max-age=\d+/);
      expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
  });

  it('marks API responses Cache-Control: no-store', async () => {
    const response = await request('POST', '/api/auth/token/', { body: {} });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it.each(['https://elsewhere.example', 'null'])('S38: sends no CORS headers, not even to a preflight from %s', async (origin) => {
    const response = await request('OPTIONS', '/api/auth/token/', {
      headers: { origin, 'access-control-request-method': 'POST' },
    });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('refuses a request body over 10 MB with a JSON 413', async () => {
    const response = await request('POST', '/api/auth/token/', {
      rawBody: Buffer.alloc(10 * 1024 * 1024 + 1),
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(413);
    expect(response.body).toHaveProperty('detail');
  });

  it('serves index.html for a client route like /dashboard (needs `npm run build:web`)', async () => {
    builtIndex();
    const response = await fetch(apiUrl('/dashboard'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toMatch(/<!doctype html>/i);
  });

  /** A raw GET (fetch would undo the encoding), with that Accept-Encoding. */
  const rawGetAccepting = (url: string, acceptEncoding?: string) =>
    rawGet(url, acceptEncoding ? { 'accept-encoding': acceptEncoding } : {});

  it('compresses the app as CloudFront does: brotli first, then gzip; not an API error', async () => {
    const script = builtIndex().match(/type="module"[^>]*src="(\/assets\/[^"]+\.js)"/)![1];
    const plain = await rawGetAccepting(script);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding');
    const br = await rawGetAccepting(script, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.body.length).toBeLessThan(plain.body.length / 2);
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    const gzip = await rawGetAccepting(script, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
    expect((await rawGetAccepting(script, 'br;q=0, gzip')).headers['content-encoding']).toBe('gzip');
    // index.html for a route: revalidated, and compressed only from 1,000 bytes, as CloudFront does.
    const page = await rawGetAccepting('/dashboard', 'br');
    const indexSize = Buffer.byteLength(builtIndex());
    expect([page.headers['content-encoding'], page.headers['cache-control']]).toEqual([indexSize >= 1_000 ? 'br' : undefined, 'no-cache']);
    // CloudFront does not compress the API's behaviour (CachingDisabled); the API compresses its own answers from 1,000
    // bytes (test/api/compressed-answers.test.ts), which a short error is not.
    expect((await rawGetAccepting('/api/no-such-thing/', 'br, gzip')).headers['content-encoding']).toBeUndefined();
  });

  it('serves a real robots.txt, not the app', async () => {
    builtIndex();
    const response = await fetch(apiUrl('/robots.txt'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const text = await response.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Disallow: \/api\/$/m);
  });
});
