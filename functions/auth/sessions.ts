// Sign-in sessions as token pairs: issued at login, rotated on refresh, a replay revokes the family (RFC 9700).
// A session is one refresh-token family: its access tokens carry the family, so ending it refuses them all at once.
import { ulid } from 'ulid';
import type { TokenResponse } from '../../shared/schemas/auth';
import { apiMessages } from '../../shared/messages';
import { userOfClaims } from '../core/authenticate';
import { NotSignedIn } from '../platform/errors';
import {
  ACCESS_TOKEN_SECONDS,
  REFRESH_ABSOLUTE_SECONDS,
  REFRESH_IDLE_SECONDS,
  signAccessToken,
  signRefreshToken,
  verifyToken,
} from '../core/tokens';
import { isFamilyRevoked, revokeFamilyOf } from '../data/ended-sessions';
import {
  deleteFamily,
  deleteRefreshSession,
  findRefreshSession,
  markRotated,
  saveRefreshSession,
  type RefreshSession,
} from '../data/refresh-tokens';
import { getUser, updateUser, type UserRecord } from '../data/users';

/** A page fires several calls at once: a rotation repeated this soon gets the same answer instead of a lockout. */
export const ROTATION_GRACE_MS = 10_000;
/** Servers' clocks differ a little: an ended session is remembered this much past its last access token's expiry. */
const CLOCK_SKEW_MS = 60_000;

async function tokenPair(session: RefreshSession, nowMs: number): Promise<TokenResponse> {
  return { access: await signAccessToken(session.userId, session.family, nowMs), refresh: await signRefreshToken(session) };
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
  if (!claims?.jti || !user) throw new NotSignedIn(apiMessages.refreshInvalid);
  const current = await findRefreshSession(user.userId, claims.jti);
  if (!current) throw new NotSignedIn(apiMessages.refreshInvalid);
  if (current.usedAtMs !== undefined) return replayOrRevoke(user, current, nowMs);

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
    if (!rotated) throw new NotSignedIn(apiMessages.refreshInvalid);
    return replayOrRevoke(user, rotated, nowMs);
  }
  // A logout of this session may have raced the rotation: it ends the new token too (it revokes before it deletes).
  const after = await getUser(user.userId);
  if (!after || isFamilyRevoked(after, next.family)) {
    await deleteRefreshSession(user.userId, next.jti);
    throw new NotSignedIn(apiMessages.refreshInvalid);
  }
  return tokenPair(next, nowMs);
}

async function replayOrRevoke(user: UserRecord, used: RefreshSession, nowMs: number): Promise<TokenResponse> {
  if (used.replacedBy && nowMs - (used.usedAtMs ?? 0) <= ROTATION_GRACE_MS) {
    const next = await findRefreshSession(used.userId, used.replacedBy);
    if (next) return tokenPair(next, nowMs);
  }
  await endSession(user, used.family, nowMs);
  throw new NotSignedIn(apiMessages.refreshInvalid);
}

/**
 * Ends one session (logout on one device, a replayed refresh token): its access tokens are refused until the last
 * of them has expired anyway, then its refresh tokens are deleted. Other sessions of the person go on.
 */
export async function endSession(user: UserRecord, family: string, nowMs = Date.now()): Promise<void> {
  await revokeFamilyOf(user, family, nowMs + ACCESS_TOKEN_SECONDS * 1000 + CLOCK_SKEW_MS, nowMs);
  await deleteFamily(user.userId, family);
}

/** Ends every session of the person (sign-out everywhere, password change or reset): all tokens issued until now. */
export async function endEverySession(userId: string, nowMs = Date.now(), fields: Partial<UserRecord> = {}): Promise<void> {
  // Sessions ended one by one are covered by the new time, so their list starts over.
  await updateUser(userId, { ...fields, tokens_valid_after: nowMs, revoked_families: {} });
}
