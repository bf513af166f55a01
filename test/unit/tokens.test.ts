// Tokens: the ones signed before the move to jose still verify, and forged or misused ones are refused (S07, S08, S10, S11).
import { createHmac } from 'node:crypto';
import { signAccessToken, signRefreshToken, verifyToken } from '../../functions/core/tokens';
import { restoreEnv, setEnv, validEnv } from './support/config-env';

const SECRET = 'fixed-test-secret-of-plenty-length-0123456789';
const NOW = Date.UTC(2026, 10, 25, 12, 0, 0);
const iat = NOW / 1000;
const refreshInputs = { userId: '01USER', jti: '01JTI', family: '01FAMILY', issuedAtMs: NOW, expiresAtMs: NOW + 30 * 86_400_000 };
// Signed by the jsonwebtoken code (signAccessToken('01USER', '01FAMILY', NOW) and signRefreshToken(refreshInputs)) with SECRET.
const OLD_ACCESS =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJ0eXAiOiJhY2Nlc3MiLCJpbXMiOjE3OTU2MDgwMDAwMDAsImZhbSI6IjAxRkFNSUxZIiwiaWF0IjoxNzk1NjA4MDAwLCJleHAiOjE3OTU2MTE2MDAsImF1ZCI6ImhlYWx0aC10cmFja2VyLWFwaSIsImlzcyI6ImhlYWx0aC10cmFja2VyIiwic3ViIjoiMDFVU0VSIn0.t--AqPVRAmS9qfcKl96eyVtxqc6NNnrJ-cKDhvH2lQY';
const OLD_REFRESH =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJ0eXAiOiJyZWZyZXNoIiwiaW1zIjoxNzk1NjA4MDAwMDAwLCJmYW0iOiIwMUZBTUlMWSIsImlhdCI6MTc5NTYwODAwMCwiZXhwIjoxNzk4MjAwMDAwLCJhdWQiOiJoZWFsdGgtdHJhY2tlci1hcGkiLCJpc3MiOiJoZWFsdGgtdHJhY2tlciIsInN1YiI6IjAxVVNFUiIsImp0aSI6IjAxSlRJIn0.xuzcwaEPbI_-9YH6yxKAlHmy-2roclT0F8LmsaBMTWc';

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** A token made by hand, as an attacker would: any header, any claims, HMAC with the given hash and secret. */
function forge(header: object, claims: object, { hash = 'sha256', secret = SECRET } = {}): string {
  const input = `${b64(header)}.${b64(claims)}`;
  return `${input}.${createHmac(hash, secret).update(input).digest('base64url')}`;
}
const validClaims = {
  typ: 'access',
  ims: NOW,
  fam: '01FAMILY',
  iat,
  exp: iat + 3600,
  aud: 'health-tracker-api',
  iss: 'health-tracker',
  sub: '01USER',
};
const hs256 = { alg: 'HS256', typ: 'JWT' };

beforeAll(() => setEnv({ ...validEnv, JWT_SECRET: SECRET }));
afterAll(restoreEnv);

describe('tokens signed before the move to jose', () => {
  it('still verify, with the same claims', async () => {
    expect(await verifyToken(OLD_ACCESS, 'access', NOW)).toEqual({
      sub: '01USER',
      typ: 'access',
      ims: NOW,
      fam: '01FAMILY',
      exp: iat + 3600,
    });
    expect(await verifyToken(OLD_REFRESH, 'refresh', NOW + 1000)).toEqual({
      sub: '01USER',
      typ: 'refresh',
      ims: NOW,
      jti: '01JTI',
      fam: '01FAMILY',
      exp: iat + 30 * 86_400,
    });
  });

  it('are what the same inputs sign today, byte for byte (a repeated rotation returns the same refresh token)', async () => {
    expect(await signAccessToken('01USER', '01FAMILY', NOW)).toBe(OLD_ACCESS);
    expect(await signRefreshToken(refreshInputs)).toBe(OLD_REFRESH);
    expect(await signRefreshToken({ ...refreshInputs })).toBe(await signRefreshToken(refreshInputs));
  });

  it('a hand-made HS256 token with the right claims verifies (the forging below is sound)', async () => {
    expect(await verifyToken(forge(hs256, validClaims), 'access', NOW)).toMatchObject({ sub: '01USER' });
  });
});

describe('refused', () => {
  it.each(['none', 'None', 'NONE'])('S07: alg %s', async (alg) => {
    const [, payload] = OLD_ACCESS.split('.');
    expect(await verifyToken(`${b64({ alg, typ: 'JWT' })}.${payload}.`, 'access', NOW)).toBeUndefined();
  });

  it.each([
    ['HS384', 'sha384'],
    ['HS512', 'sha512'],
  ])('S08: an %s token signed with the same secret (only HS256 is accepted)', async (alg, hash) => {
    expect(await verifyToken(forge({ alg, typ: 'JWT' }, validClaims, { hash }), 'access', NOW)).toBeUndefined();
  });

  it('S08: an HS256 token signed with another secret, or with a changed claim', async () => {
    expect(
      await verifyToken(forge(hs256, validClaims, { secret: 'another-key-of-plenty-length-0123456789' }), 'access', NOW),
    ).toBeUndefined();
    const [header, , signature] = OLD_ACCESS.split('.');
    expect(await verifyToken(`${header}.${b64({ ...validClaims, sub: '01OTHER' })}.${signature}`, 'access', NOW)).toBeUndefined();
  });

  it.each([{ kid: 'other' }, { jku: 'http://127.0.0.1/keys' }, { jwk: { kty: 'oct', k: 'eA' } }, { x5u: 'http://127.0.0.1/x' }])(
    'S08: a key-selection header %j',
    async (extra) => {
      expect(await verifyToken(forge({ ...hs256, ...extra }, validClaims), 'access', NOW)).toBeUndefined();
    },
  );

  it('S10: expired (from the second of exp), not yet valid, or without exp', async () => {
    expect(await verifyToken(OLD_ACCESS, 'access', NOW + 3_599_999)).toBeDefined();
    expect(await verifyToken(OLD_ACCESS, 'access', NOW + 3_600_000)).toBeUndefined();
    expect(await verifyToken(forge(hs256, { ...validClaims, nbf: iat + 600 }), 'access', NOW)).toBeUndefined();
    const { exp: _exp, ...noExp } = validClaims;
    expect(await verifyToken(forge(hs256, noExp), 'access', NOW)).toBeUndefined();
  });

  it('S10: another issuer or audience, or none', async () => {
    const { iss: _iss, ...noIssuer } = validClaims;
    const { aud: _aud, ...noAudience } = validClaims;
    for (const claims of [{ ...validClaims, iss: 'someone-else' }, { ...validClaims, aud: 'another-api' }, noIssuer, noAudience])
      expect(await verifyToken(forge(hs256, claims), 'access', NOW)).toBeUndefined();
  });

  it('S11: a refresh token as an access token, and an access token as a refresh token', async () => {
    expect(await verifyToken(OLD_REFRESH, 'access', NOW)).toBeUndefined();
    expect(await verifyToken(OLD_ACCESS, 'refresh', NOW)).toBeUndefined();
  });

  it('a token verified once (kept to skip the HMAC on repeats), once it expires or as the other type', async () => {
    const token = await signAccessToken('01REPEAT', '01FAMILY', NOW);
    expect(await verifyToken(token, 'access', NOW)).toMatchObject({ sub: '01REPEAT' });
    expect(await verifyToken(token, 'access', NOW + 1000)).toMatchObject({ sub: '01REPEAT' });
    expect(await verifyToken(token, 'refresh', NOW + 1000)).toBeUndefined();
    expect(await verifyToken(token, 'access', NOW + 3_600_000)).toBeUndefined();
    expect(await verifyToken(token, 'access', NOW + 1000)).toMatchObject({ sub: '01REPEAT' });
  });

  it('claims of the wrong type, and what is not a token', async () => {
    for (const claims of [
      { ...validClaims, sub: 7 },
      { ...validClaims, ims: '1' },
      { ...validClaims, typ: undefined },
    ])
      expect(await verifyToken(forge(hs256, claims), 'access', NOW)).toBeUndefined();
    for (const token of ['', 'a.b', 'a.b.c', `${OLD_ACCESS}.x`]) expect(await verifyToken(token, 'access', NOW)).toBeUndefined();
  });
});
