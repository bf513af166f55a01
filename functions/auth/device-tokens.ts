// Device tokens (S45): a browser that signed in to an account before keeps signing in to it while a stranger's wrong
// passwords slow that username down. Each successful sign-in leaves an HMAC-signed token (user id, device id, issue
// time; a key derived from the signing secret) in an HttpOnly, SameSite=Strict cookie sent only to the sign-in route,
// so page scripts (XSS) cannot read it and logout (which clears the web app's storage) keeps it. It proves only "this
// browser once knew this account's password": sign-in still needs the password, and a device gets its own limit.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { config } from '../platform/config';
import { signingSecret } from '../providers/secrets';

export const DEVICE_COOKIE = 'ht_device';
/** The cookie is sent to this path only: no other route ever sees it. */
export const DEVICE_COOKIE_PATH = '/api/auth/token/';
export const DEVICE_TOKEN_LIFETIME_MS = 365 * 24 * 60 * 60 * 1000;
/** Accounts remembered per browser (a family's shared tablet); the oldest drop out. */
export const DEVICE_ACCOUNTS_MAX = 5;

export interface DeviceToken {
  userId: string;
  deviceId: string;
  issuedAtMs: number;
}

let key: Promise<Buffer> | undefined;

function deviceKey(): Promise<Buffer> {
  key ??= signingSecret().then(
    (secret) => createHmac('sha256', secret).update('device-token').digest(),
    (error: unknown) => {
      key = undefined;
      throw error;
    },
  );
  return key;
}

async function signature({ userId, deviceId, issuedAtMs }: DeviceToken): Promise<string> {
  return createHmac('sha256', await deviceKey())
    .update(`${userId}\n${deviceId}\n${issuedAtMs}`)
    .digest('base64url');
}

export async function makeDeviceToken(token: DeviceToken): Promise<string> {
  return `${token.userId}.${token.deviceId}.${token.issuedAtMs.toString(36)}.${await signature(token)}`;
}

const TOKEN = /^([0-9A-HJKMNP-TV-Z]{26})\.([A-Za-z0-9_-]{22})\.([0-9a-z]{1,12})\.([A-Za-z0-9_-]{43})$/;

/** The token's contents when it is genuine and younger than a year; otherwise undefined. */
export async function readDeviceToken(text: string, nowMs = Date.now()): Promise<DeviceToken | undefined> {
  const match = TOKEN.exec(text);
  if (!match) return undefined;
  const token = { userId: match[1], deviceId: match[2], issuedAtMs: parseInt(match[3], 36) };
  if (!(token.issuedAtMs <= nowMs && nowMs - token.issuedAtMs < DEVICE_TOKEN_LIFETIME_MS)) return undefined;
  const expected = Buffer.from(await signature(token));
  const given = Buffer.from(match[4]);
  return expected.length === given.length && timingSafeEqual(expected, given) ? token : undefined;
}

/** The cookie's tokens (one per account signed in on this browser), as sent; payload v2 lists cookies apart. */
export function deviceCookieTokens(cookies: string[] | undefined, cookieHeader: string | undefined): string[] {
  const pairs = [...(cookies ?? []), ...(cookieHeader ?? '').split(';')].map((pair) => pair.trim());
  const value = pairs.find((pair) => pair.startsWith(`${DEVICE_COOKIE}=`))?.slice(DEVICE_COOKIE.length + 1) ?? '';
  return value.split('~').filter(Boolean).slice(0, DEVICE_ACCOUNTS_MAX);
}

/** The genuine token this browser holds for the account, if any. */
export async function deviceTokenFor(userId: string, tokens: string[], nowMs = Date.now()): Promise<DeviceToken | undefined> {
  for (const text of tokens) {
    if (!text.startsWith(`${userId}.`)) continue;
    const token = await readDeviceToken(text, nowMs);
    if (token?.userId === userId) return token;
  }
  return undefined;
}

/**
 * The Set-Cookie value after a successful sign-in: a fresh token for this account first, keeping the device id of
 * `current` (the account's token the sign-in showed, from deviceTokenFor) so its own failure count goes on, then the
 * browser's other genuine tokens, at most DEVICE_ACCOUNTS_MAX in all.
 */
export async function deviceCookieAfterSignIn(
  userId: string,
  tokens: string[],
  current: DeviceToken | undefined,
  nowMs = Date.now(),
): Promise<string> {
  const fresh = await makeDeviceToken({ userId, deviceId: current?.deviceId ?? randomBytes(16).toString('base64url'), issuedAtMs: nowMs });
  const others: string[] = [];
  for (const text of tokens) {
    const token = await readDeviceToken(text, nowMs);
    if (token && token.userId !== userId && !others.some((other) => other.startsWith(`${token.userId}.`))) others.push(text);
  }
  const value = [fresh, ...others].slice(0, DEVICE_ACCOUNTS_MAX).join('~');
  const secure = config().APP_URL.startsWith('https:') ? '; Secure' : '';
  const maxAge = Math.floor(DEVICE_TOKEN_LIFETIME_MS / 1000);
  return `${DEVICE_COOKIE}=${value}; Path=${DEVICE_COOKIE_PATH}; Max-Age=${maxAge}; HttpOnly; SameSite=Strict${secure}`;
}
