// Password-reset links: uidb64 is the user id in base64url; the token is an HMAC over the user id, the current
// password hash and the issue time, so it lasts 24 hours and dies as soon as the password changes (single use).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { signingSecret } from '../providers/secrets';
import type { UserRecord } from '../data/users';

export const RESET_TOKEN_LIFETIME_MS = 24 * 60 * 60 * 1000;

export const encodeUid = (userId: string) => Buffer.from(userId, 'utf8').toString('base64url');

export function decodeUid(uidb64: string): string | undefined {
  if (!/^[A-Za-z0-9_-]{1,100}$/.test(uidb64)) return undefined;
  const userId = Buffer.from(uidb64, 'base64url').toString('utf8');
  return /^[0-9A-HJKMNP-TV-Z]{26}$/.test(userId) ? userId : undefined;
}

async function signature(user: UserRecord, issuedAtMs: number): Promise<string> {
  const key = createHmac('sha256', await signingSecret())
    .update('password-reset')
    .digest();
  return createHmac('sha256', key).update(`${user.userId}\n${user.password_hash}\n${issuedAtMs}`).digest('base64url');
}

export async function makeResetToken(user: UserRecord, nowMs = Date.now()): Promise<string> {
  return `${nowMs.toString(36)}-${await signature(user, nowMs)}`;
}

export async function isResetTokenValid(user: UserRecord, token: string, nowMs = Date.now()): Promise<boolean> {
  const match = /^([0-9a-z]{1,12})-([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return false;
  const issuedAtMs = parseInt(match[1], 36);
  if (!(issuedAtMs <= nowMs && nowMs - issuedAtMs < RESET_TOKEN_LIFETIME_MS)) return false;
  const expected = Buffer.from(await signature(user, issuedAtMs));
  const given = Buffer.from(match[2]);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
