// E-mail verification links: `<user id>-<issue time base36>-<HMAC>`, the HMAC over the user id, the address (lowercased)
// and the issue time with a key derived from the signing secret. Nothing is stored: the link lasts 7 days, dies when
// the address changes, and is single use because the account it verifies is verified afterwards (verify-email.ts).
// No dots in it: the CloudFront SPA fallback serves index.html only for paths whose last segment has none.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { signingSecret } from '../providers/secrets';
import type { UserRecord } from '../data/users';

export const VERIFY_TOKEN_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

const TOKEN = /^([0-9A-HJKMNP-TV-Z]{26})-([0-9a-z]{1,12})-([A-Za-z0-9_-]{43})$/;

async function signature(user: Pick<UserRecord, 'userId' | 'email'>, issuedAtMs: number): Promise<string> {
  const key = createHmac('sha256', await signingSecret())
    .update('email-verification')
    .digest();
  return createHmac('sha256', key).update(`${user.userId}\n${user.email.toLowerCase()}\n${issuedAtMs}`).digest('base64url');
}

export async function makeVerifyToken(user: Pick<UserRecord, 'userId' | 'email'>, nowMs = Date.now()): Promise<string> {
  return `${user.userId}-${nowMs.toString(36)}-${await signature(user, nowMs)}`;
}

/** The user id a well-formed token names (the signature is checked against that user by isVerifyTokenValid). */
export function userIdOfVerifyToken(token: string): string | undefined {
  return TOKEN.exec(token)?.[1];
}

/** 'expired' only for a link this server signed: a forged one is 'invalid' whatever time it names. */
export async function verifyTokenState(user: UserRecord, token: string, nowMs = Date.now()): Promise<'valid' | 'expired' | 'invalid'> {
  const match = TOKEN.exec(token);
  if (!match || match[1] !== user.userId) return 'invalid';
  const issuedAtMs = parseInt(match[2], 36);
  const expected = Buffer.from(await signature(user, issuedAtMs));
  const given = Buffer.from(match[3]);
  if (!(expected.length === given.length && timingSafeEqual(expected, given))) return 'invalid';
  return issuedAtMs <= nowMs && nowMs - issuedAtMs < VERIFY_TOKEN_LIFETIME_MS ? 'valid' : 'expired';
}
