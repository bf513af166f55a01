// Bearer tokens over HTTP: forged and misused tokens are refused (S07–S11), refresh rotates with replay detection
// and a grace for parallel calls (S12), and every way of ending a session ends it at once (S13).
import { createHmac } from 'node:crypto';
import { decodeJwt, registerAccount, signedInAccount, signIn, signingSecret } from './support/accounts';
import { request } from './support/runtime';

const me = (token: string) => request('GET', '/api/auth/me/', { token });
const refresh = (token: string) => request('POST', '/api/auth/token/refresh/', { body: { refresh: token } });
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** An HS256 token made by hand, as an attacker would: any header and claims, signed with the given secret. */
function forge(claims: object, secret: string, header: object = {}): string {
  const input = `${b64({ alg: 'HS256', typ: 'JWT', ...header })}.${b64(claims)}`;
  return `${input}.${createHmac('sha256', secret).update(input).digest('base64url')}`;
}

describe('access tokens', () => {
  it('a fresh access token reads the current user, without secrets', async () => {
    const account = await signedInAccount();
    const response = await me(account.access);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ username: account.username, email: account.email, is_staff: false, groups: [] });
    expect(JSON.stringify(response.body)).not.toMatch(/password|hash|scrypt/i);
  });

  it('no token answers 401', async () => {
    expect((await request('GET', '/api/auth/me/')).status).toBe(401);
  });

  it.each(['none', 'None', 'NONE'])('S07: alg %s is refused', async (alg) => {
    const account = await signedInAccount();
    const [, payload] = account.access.split('.');
    expect((await me(`${b64({ alg, typ: 'JWT' })}.${payload}.`)).status).toBe(401);
  });

  it('S08: kid, jku and jwk headers, and another key, are refused', async () => {
    const account = await signedInAccount();
    const claims = decodeJwt(account.access);
    for (const header of [{ kid: 'other' }, { jku: 'http://127.0.0.1/keys' }, { jwk: { kty: 'oct', k: 'eA' } }]) {
      expect((await me(forge(claims, signingSecret(), header))).status).toBe(401);
    }
    expect((await me(forge(claims, 'another-key-of-plenty-length-0123456789'))).status).toBe(401);
    expect((await me(forge(claims, signingSecret()))).status).toBe(200);
  });

  it('S09: a changed subject or an added staff flag breaks the signature', async () => {
    const [alice, bob] = [await signedInAccount(), await signedInAccount()];
    const [header, , signature] = alice.access.split('.');
    const bobSub = decodeJwt(bob.access).sub;
    for (const changes of [{ sub: bobSub }, { is_staff: true, staff: true }]) {
      const payload = b64({ ...decodeJwt(alice.access), ...changes });
      expect((await me(`${header}.${payload}.${signature}`)).status).toBe(401);
    }
  });

  it('S10: expired, not-yet-valid, and foreign issuer or audience tokens are refused', async () => {
    const account = await signedInAccount();
    const { iss, aud, sub, ims, typ } = decodeJwt(account.access) as Record<string, string | number>;
    const now = Math.floor(Date.now() / 1000);
    const base = { sub, ims, typ };
    const variants = [
      { ...base, iss, aud, iat: now - 7200, exp: now - 3600 },
      { ...base, iss, aud, iat: now, exp: now + 3600, nbf: now + 600 },
      { ...base, iss: 'someone-else', aud, iat: now, exp: now + 3600 },
      { ...base, iss, aud: 'another-api', iat: now, exp: now + 3600 },
    ];
    for (const claims of variants) expect((await me(forge(claims, signingSecret()))).status).toBe(401);
  });

  it('S11: a refresh token is no bearer token, and an access token cannot refresh', async () => {
    const account = await signedInAccount();
    expect((await me(account.refresh)).status).toBe(401);
    expect((await refresh(account.access)).status).toBe(401);
  });
});

describe('POST /api/auth/token/refresh/', () => {
  it('rotates: answers a new access and refresh token', async () => {
    const account = await signedInAccount();
    const response = await refresh(account.refresh);
    expect(response.status).toBe(200);
    expect(response.body.refresh).not.toEqual(account.refresh);
    expect((await me(response.body.access)).status).toBe(200);
  });

  it('S12: parallel refreshes with one token share one answer, not a lock-out', async () => {
    const account = await signedInAccount();
    const answers = await Promise.all([1, 2, 3].map(() => refresh(account.refresh)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => a.body.refresh)).size).toBe(1);
    expect((await refresh(answers[0].body.refresh)).status).toBe(200);
  });

  it('S12: a replay after the grace period is refused and revokes the whole family', async () => {
    const account = await signedInAccount();
    const first = await refresh(account.refresh);
    const { jti } = decodeJwt(account.refresh) as { jti: string };
    const { sub } = decodeJwt(account.access) as { sub: string };
    // Age the rotation past the 10 s grace period.
    const { UpdateCommand } = await import('@aws-sdk/lib-dynamodb');
    const { table, TABLE_NAME } = await import('./support/accounts');
    await table().send(
      new UpdateCommand({
        TableName: TABLE_NAME,
        Key: { PK: `USER#${sub}`, SK: `REFRESH#${jti}` },
        UpdateExpression: 'SET usedAtMs = :old',
        ExpressionAttributeValues: { ':old': Date.now() - 11_000 },
      }),
    );
    expect((await refresh(account.refresh)).status).toBe(401);
    expect((await refresh(first.body.refresh)).status).toBe(401);
  });
});

describe('S13: ending a session refuses old tokens at once', () => {
  async function expectRevoked(tokens: { access: string; refresh: string }) {
    expect((await me(tokens.access)).status).toBe(401);
    expect((await refresh(tokens.refresh)).status).toBe(401);
  }

  it('logout', async () => {
    const account = await signedInAccount();
    const response = await request('POST', '/api/auth/logout/', { token: account.access, body: { refresh: account.refresh } });
    expect(response.status).toBe(200);
    await expectRevoked(account);
  });

  it('logout with only the refresh token (the access token expired)', async () => {
    const account = await signedInAccount();
    expect((await request('POST', '/api/auth/logout/', { body: { refresh: account.refresh } })).status).toBe(200);
    await expectRevoked(account);
  });

  it('password change, which hands the caller fresh tokens', async () => {
    const account = await signedInAccount();
    const response = await request('POST', '/api/auth/password/change/', {
      token: account.access,
      body: { current_password: account.password, new_password: 'a brand new passphrase', confirm_password: 'a brand new passphrase' },
    });
    expect(response.status).toBe(200);
    await expectRevoked(account);
    expect((await me(response.body.access)).status).toBe(200);
  });

  it('account deletion', async () => {
    const account = await signedInAccount();
    expect(
      (await request('DELETE', '/api/auth/account/delete/', { token: account.access, body: { password: account.password } })).status,
    ).toBe(200);
    await expectRevoked(account);
  });

  it('a new sign-in after logout works', async () => {
    const account = await registerAccount();
    const tokens = await signIn(account.username, account.password);
    await request('POST', '/api/auth/logout/', { token: tokens.access, body: { refresh: tokens.refresh } });
    expect((await me((await signIn(account.username, account.password)).access)).status).toBe(200);
  });
});
