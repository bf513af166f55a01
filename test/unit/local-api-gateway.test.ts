// The local API Gateway over real HTTP: errors as JSON, limits, headers, and the handler's response mapped back.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RoutePath } from '../../shared/route-paths';
import { createApiGateway } from '../../local/api-gateway';
import { maxBodyBytes } from '../../local/request-body';
import { appRequestListener } from '../../local/app-server';
import { securityHeaders } from '../../shared/security-headers';

const routes: RoutePath[] = [
  { method: 'GET', path: '/api/echo/{name}/', group: 'auth', access: 'public' },
  { method: 'POST', path: '/api/echo/{name}/', group: 'auth', access: 'public' },
];
const errors: unknown[] = [];
const api = createApiGateway({
  routes,
  timeoutMs: 300,
  loadHandler: async () => (await import('./local-echo-handler')).handler,
  onHandlerError: (_route, error) => errors.push(error),
});
const server = http.createServer(
  appRequestListener({ api, frontend: () => (_req, res) => void res.end('page'), headers: securityHeaders, quiet: true }),
);
let base = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const result = (value: unknown) => `?result=${encodeURIComponent(JSON.stringify(value))}`;

describe('local API Gateway', () => {
  it('answers an unknown /api path with a JSON 404', async () => {
    const response = await fetch(`${base}/api/nowhere/`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(await response.json()).toEqual({ detail: 'Not found.' });
  });

  it('answers a known path with the wrong method with a JSON 405 and Allow', async () => {
    const response = await fetch(`${base}/api/echo/x/`, { method: 'DELETE' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, POST');
    expect(await response.json()).toEqual({ detail: 'Method "DELETE" not allowed.' });
  });

  it('gives a cross-origin preflight no CORS headers', async () => {
    const response = await fetch(`${base}/api/echo/x/`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('hands the handler a payload-v2 event and returns its response', async () => {
    const response = await fetch(`${base}/api/echo/a%20b?x=1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: 'k=v' },
      body: '{"a":1}',
    });
    const { event, remainingMs, functionName } = await response.json();
    expect(response.status).toBe(200);
    expect(event).toMatchObject({
      routeKey: 'POST /api/echo/{name}',
      rawPath: '/api/echo/a%20b',
      pathParameters: { name: 'a b' },
      body: '{"a":1}',
      isBase64Encoded: false,
      cookies: ['k=v'],
    });
    expect(event.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(remainingMs).toBeGreaterThan(0);
    expect(functionName).toBe('tend-auth');
  });

  it('base64-encodes a binary request body', async () => {
    const bytes = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00]);
    const response = await fetch(`${base}/api/echo/img/`, { method: 'POST', headers: { 'content-type': 'image/jpeg' }, body: bytes });
    const { event } = await response.json();
    expect(event).toMatchObject({ isBase64Encoded: true, body: bytes.toString('base64') });
  });

  it('maps cookies, base64 bodies and default Cache-Control of the result', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47]);
    const response = await fetch(
      `${base}/api/echo/x/${result({ statusCode: 201, headers: { 'content-type': 'image/png' }, cookies: ['a=1', 'b=2'], body: png.toString('base64'), isBase64Encoded: true })}`,
    );
    expect(response.status).toBe(201);
    expect(response.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(Buffer.from(await response.arrayBuffer()).equals(png)).toBe(true);
  });

  it("keeps the handler's Cache-Control and Referrer-Policy but not its other security headers", async () => {
    const headers = { 'cache-control': 'private, max-age=60', 'referrer-policy': 'no-referrer', 'x-frame-options': 'ALLOWALL' };
    const response = await fetch(`${base}/api/echo/x/${result({ statusCode: 200, headers })}`);
    expect(response.headers.get('cache-control')).toBe('private, max-age=60');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('content-security-policy')).toBe(securityHeaders['content-security-policy']);
  });

  it('sends no referrer from the reset-password page, whose URL holds a token', async () => {
    const reset = await fetch(`${base}/reset-password/MQ/some-token`);
    expect(reset.headers.get('referrer-policy')).toBe('no-referrer');
    const other = await fetch(`${base}/dashboard`);
    expect(other.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('answers a handler that throws with a generic 500', async () => {
    const response = await fetch(`${base}/api/echo/x/?throw=1`);
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ detail: 'Internal Server Error' });
    expect(text).not.toContain('secret');
    expect(errors.length).toBeGreaterThan(0);
  });

  it('answers a handler slower than the gateway allows with a 503', async () => {
    const response = await fetch(`${base}/api/echo/x/?sleep=1000`);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ detail: 'Service Unavailable' });
  });

  it('refuses a body over 10 MB with a JSON 413', async () => {
    const response = await fetch(`${base}/api/echo/x/`, { method: 'POST', body: Buffer.alloc(maxBodyBytes + 1) });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ detail: 'Request body too large.' });
  });

  it('refuses a chunked body once it passes 10 MB', async () => {
    const chunk = Buffer.alloc(1024 * 1024);
    let sent = 0;
    const body = new ReadableStream({
      pull(controller) {
        if (sent++ < 12) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const response = await fetch(`${base}/api/echo/x/`, { method: 'POST', body, duplex: 'half' } as RequestInit);
    expect(response.status).toBe(413);
  });
});
