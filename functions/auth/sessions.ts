// Sign-in sessions as token pairs: issued at login, rotated on refresh, a replay revokes the family (RFC 9700).
import { ulid } from 'ulid';
import type { TokenResponse } from '../../shared/schemas/auth';
import { apiMessages } from '../../shared/messages';
import { userOfClaims } from '../core/authenticate';
import { Unauthorized } from '../core/http-error';
import { REFRESH_ABSOLUTE_SECONDS, REFRESH_IDLE_SECONDS, signAccessToken, signRefreshToken, verifyToken } from '../core/tokens';
import {
  deleteRefreshSession,
  findRefreshSession,
  markRotated,
  revokeFamily,
  saveRefreshSession,
  type RefreshSession,
} from '../data/refresh-tokens';

/** A page fires several calls at once: a rotation repeated this soon gets the same answer instead of a lockout. */
export const ROTATION_GRACE_MS = 10_000;

async function tokenPair(session: RefreshSession, nowMs: number): Promise<TokenResponse> {
  return { access: await signAccessToken(session.userId, nowMs), refresh: await signRefreshToken(session) };
}

export async function startSession(userId: string, nowMs = Date.now()): Promise<TokenResponse> {
  const session: RefreshSession = {
    userId,
    jti: ulid(),
    family: ulid(),
    issuedAtMs: nowMs,
    expiresAtMs: nowMs + REFRESH_IDLE_SECONDS * 1000,
    familyExpiresAtMs: nowMs + REFRESH_ABSOLUTE_SECONDS * 1000,
  };
  await saveRefreshSession(session);
  return tokenPair(session, nowMs);
}

export async function rotateSession(refreshToken: string, nowMs = Date.now()): Promise<TokenResponse> {
  const claims = await verifyToken(refreshToken, 'refresh');
  const user = claims?.jti ? await userOfClaims(claims) : undefined;
  if (!claims?.jti || !user) throw new Unauthorized(apiMessages.refreshInvalid);
  const current = await findRefreshSession(user.userId, claims.jti);
  if (!current) throw new Unauthorized(apiMessages.refreshInvalid);
  if (current.usedAtMs !== undefined) return replayOrRevoke(current, nowMs);

  const next: RefreshSession = {
    userId: user.userId,
    jti: ulid(),
    family: current.family,
    issuedAtMs: nowMs,
    expiresAtMs: Math.min(nowMs + REFRESH_IDLE_SECONDS * 1000, current.familyExpiresAtMs),
    familyExpiresAtMs: current.familyExpiresAtMs,
  };
  await saveRefreshSession(next);
  if (!(await markRotated(user.userId, current.jti, next.jti, nowMs))) {
    // Another call rotated it between our read and write: drop ours and answer like that call did.
    await deleteRefreshSession(user.userId, next.jti);
    const rotated = await findRefreshSession(user.userId, current.jti);
    if (!rotated) throw new Unauthorized(apiMessages.refreshInvalid);
    return replayOrRevoke(rotated, nowMs);
  }
  return tokenPair(next, nowMs);
}

async function replayOrRevoke(used: RefreshSession, nowMs: number): Promise<TokenResponse> {
  if (used.replacedBy && nowMs - (used.usedAtMs ?? 0) <= ROTATION_GRACE_MS) {
    const next = await findRefreshSession(used.userId, used.replacedBy);
    if (next) return tokenPair(next, nowMs);
  }
  await revokeFamily(used.userId, used.family);
  throw new Unauthorized(apiMessages.refreshInvalid);
}

/** Ends one session (logout): that refresh token is deleted; tokens-valid-after ends the rest. */
export async function endSession(refreshToken: string): Promise<void> {
  const claims = await verifyToken(refreshToken, 'refresh');
  if (claims?.jti) await deleteRefreshSession(claims.sub, claims.jti);
}
