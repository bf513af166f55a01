// The pieces of sign-in's guessing limits (S45, docs/ACCOUNTS.md "Sign-in throttling"): the growing waits, the signed
// device tokens and their cookie, the caller's address (a header only CloudFront can set counts only behind it), and
// the hashed account key of the sign-in-failed log line.
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { clientAddress } from '../../functions/auth/client-address';
import {
  DEVICE_TOKEN_LIFETIME_MS,
  deviceCookieAfterSignIn,
  deviceCookieTokens,
  deviceTokenFor,
  makeDeviceToken,
  readDeviceToken,
} from '../../functions/auth/device-tokens';
import { hashedAccount } from '../../functions/auth/sign-in-log';
import { ACCOUNT_SIGN_IN_POLICY } from '../../functions/auth/sign-in-throttle';
import { slowingDelayMs } from '../../functions/data/rate-limits';
import { restoreEnv, setEnv, validEnv } from './support/config-env';

beforeEach(() => setEnv(validEnv));
afterEach(restoreEnv);

const USER = '01J0000000000000000000000A';
const OTHER = '01J0000000000000000000000B';
const DEVICE = 'AAAAAAAAAAAAAAAAAAAAAA';

describe('growing waits', () => {
  it('S45: 5 failures cost nothing, then 30 s doubling to at most 15 minutes', () => {
    const waits = Array.from({ length: 12 }, (_, count) => slowingDelayMs(count, ACCOUNT_SIGN_IN_POLICY) / 1000);
    expect(waits).toEqual([0, 0, 0, 0, 0, 30, 60, 120, 240, 480, 900, 900]);
  });
});

describe('device tokens', () => {
  it('read back what was made, and nothing tampered with, swapped, too old or from the future', async () => {
    const now = Date.now();
    const token = await makeDeviceToken({ userId: USER, deviceId: DEVICE, issuedAtMs: now });
    expect(await readDeviceToken(token, now)).toEqual({ userId: USER, deviceId: DEVICE, issuedAtMs: now });
    const [, device, issued, signature] = token.split('.');
    const flipped = signature.slice(0, -1) + (signature.endsWith('A') ? 'B' : 'A');
    expect(await readDeviceToken(`${USER}.${device}.${issued}.${flipped}`, now)).toBeUndefined();
    expect(await readDeviceToken(`${OTHER}.${device}.${issued}.${signature}`, now)).toBeUndefined();
    expect(await readDeviceToken(token, now + DEVICE_TOKEN_LIFETIME_MS)).toBeUndefined();
    expect(await readDeviceToken(token, now - 1)).toBeUndefined();
    expect(await readDeviceToken(`${token}x`, now)).toBeUndefined();
  });

  it('are read from payload v2 cookies or a Cookie header, and only for their own account', async () => {
    const mine = await makeDeviceToken({ userId: USER, deviceId: DEVICE, issuedAtMs: Date.now() });
    const theirs = await makeDeviceToken({ userId: OTHER, deviceId: DEVICE, issuedAtMs: Date.now() });
    expect(deviceCookieTokens([`other=1`, `ht_device=${theirs}~${mine}`], undefined)).toEqual([theirs, mine]);
    expect(deviceCookieTokens(undefined, `a=b; ht_device=${mine}`)).toEqual([mine]);
    expect(deviceCookieTokens(undefined, undefined)).toEqual([]);
    expect((await deviceTokenFor(USER, [theirs, mine]))?.userId).toBe(USER);
    expect(await deviceTokenFor(USER, [theirs])).toBeUndefined();
  });

  it("the cookie after a sign-in: this account's fresh token first (same device id), the others kept, at most 5", async () => {
    const now = Date.now();
    const old = await makeDeviceToken({ userId: USER, deviceId: DEVICE, issuedAtMs: now - 1000 });
    const others = await Promise.all(
      Array.from({ length: 5 }, (_, i) => makeDeviceToken({ userId: `01J000000000000000000000${i}C`, deviceId: DEVICE, issuedAtMs: now })),
    );
    const browser = [old, ...others];
    const cookie = await deviceCookieAfterSignIn(USER, browser, await deviceTokenFor(USER, browser, now), now);
    const [pair, ...attributes] = cookie.split('; ');
    const tokens = pair.slice('ht_device='.length).split('~');
    expect(tokens).toHaveLength(5);
    expect(await readDeviceToken(tokens[0], now)).toEqual({ userId: USER, deviceId: DEVICE, issuedAtMs: now });
    expect(tokens.slice(1)).toEqual(others.slice(0, 4));
    expect(attributes).toEqual(['Path=/api/auth/token/', 'Max-Age=31536000', 'HttpOnly', 'SameSite=Strict', 'Secure']);
    expect(pair).toMatch(/^ht_device=[A-Za-z0-9._~-]+$/);
  });
});

describe("the caller's address", () => {
  const event = (headers: Record<string, string>) =>
    ({ headers, requestContext: { http: { sourceIp: '198.51.100.9' } } }) as unknown as APIGatewayProxyEventV2;

  it("S45: is the connection's address; a CloudFront-Viewer-Address the caller sends does not count locally", () => {
    expect(clientAddress(event({ 'cloudfront-viewer-address': '203.0.113.7:443' }))).toBe('198.51.100.9');
  });

  it("behind CloudFront (origin secret set) is the viewer's address CloudFront reports, without its port", () => {
    setEnv({ ORIGIN_VERIFY_SECRET: 's'.repeat(40) });
    expect(clientAddress(event({ 'cloudfront-viewer-address': '203.0.113.7:46532' }))).toBe('203.0.113.7');
    expect(clientAddress(event({ 'cloudfront-viewer-address': '2001:db8::1:443' }))).toBe('2001:db8::1');
    expect(clientAddress(event({}))).toBe('198.51.100.9');
    setEnv({ ORIGIN_VERIFY_SECRET: undefined, ORIGIN_VERIFY_SECRET_ARN: 'arn:aws:secretsmanager:us-east-1:1:secret:origin' });
    expect(clientAddress(event({ 'cloudfront-viewer-address': '203.0.113.8:1' }))).toBe('203.0.113.8');
  });
});

describe('the hashed account key', () => {
  it('is 16 hex digits, the same for any case of the username, and holds nothing of it', () => {
    expect(hashedAccount('Robin_Lee')).toMatch(/^[0-9a-f]{16}$/);
    expect(hashedAccount('Robin_Lee')).toBe(hashedAccount('robin_lee'));
    expect(hashedAccount('Robin_Lee')).not.toBe(hashedAccount('robin_le'));
  });
});
