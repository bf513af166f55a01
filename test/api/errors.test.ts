// Error answers (S42): generic JSON with a request id, no stack; undefined routes and methods are 404 / 405.
import { signedInAccount } from './support/accounts';
import { request } from './support/runtime';

describe('error answers', () => {
  it('an unknown API path is a JSON 404, a known path with another method a JSON 405', async () => {
    const missing = await request('GET', '/api/auth/nothing-here/');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ detail: expect.any(String) });
    const wrongMethod = await request('DELETE', '/api/auth/token/');
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.body.detail).toContain('DELETE');
  });

  it('answers every error as JSON without a stack trace', async () => {
    const account = await signedInAccount();
    const responses = await Promise.all([
      request('POST', '/api/auth/token/', { rawBody: '{', headers: { 'content-type': 'application/json' } }),
      request('GET', '/api/auth/me/', { token: 'not.a.token' }),
      request('PUT', '/api/auth/profile/update/', {
        token: account.access,
        rawBody: '<xml/>',
        headers: { 'content-type': 'application/xml' },
      }),
    ]);
    expect(responses.map((r) => r.status)).toEqual([400, 401, 415]);
    for (const response of responses) {
      expect(response.headers.get('content-type')).toContain('application/json');
      expect(JSON.stringify(response.body)).not.toMatch(/at .+\.(ts|js):\d+/);
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });
});
