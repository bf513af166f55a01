// The local runtime over real HTTP, as the browser meets it: JSON errors under /api, headers, SPA fallback.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { apiUrl, request } from './support/runtime';

const distBuilt = existsSync(path.resolve(__dirname, '..', '..', 'frontend', 'dist', 'index.html'));

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

  it('sends no CORS headers, not even to a preflight from another origin', async () => {
    const response = await request('OPTIONS', '/api/auth/token/', {
      headers: { origin: 'https://elsewhere.example', 'access-control-request-method': 'POST' },
    });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('refuses a request body over 10 MB with a JSON 413', async () => {
    const response = await request('POST', '/api/auth/token/', {
      rawBody: Buffer.alloc(10 * 1024 * 1024 + 1),
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(413);
    expect(response.body).toHaveProperty('detail');
  });

  (distBuilt ? it : it.skip)('serves index.html for a client route like /dashboard (needs `npm run build:web`)', async () => {
    const response = await fetch(apiUrl('/dashboard'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toMatch(/<!doctype html>/i);
  });

  if (!distBuilt) {
    it('reports that the frontend is not built (frontend/dist absent, so the SPA fallback check above is skipped)', async () => {
      const response = await fetch(apiUrl('/dashboard'));
      expect(response.status).toBe(503);
    });
  }
});
