// JSON Web Tokens: HS256 pinned, typed (access / refresh), with issuer and audience (DESIGN.md "Tokens").
import { createSecretKey, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { signingSecret } from './secrets';

export const ACCESS_TOKEN_SECONDS = 60 * 60;
export const REFRESH_IDLE_SECONDS = 7 * 24 * 60 * 60;
export const REFRESH_ABSOLUTE_SECONDS = 30 * 24 * 60 * 60;

const ISSUER = 'health-tracker';
const AUDIENCE = 'health-tracker-api';
const ALGORITHM = 'HS256';

export type TokenType = 'access' | 'refresh';

let signingKey: Promise<KeyObject> | undefined;

/** The secret as a KeyObject, made once: given a string, jsonwebtoken first tries (and fails) to parse it as a
 * public key on every call, which cost more than the HMAC itself. */
function key(): Promise<KeyObject> {
  signingKey ??= signingSecret().then(
    (secret) => createSecretKey(Buffer.from(secret)),
    (error: unknown) => {
      signingKey = undefined;
      throw error;
    },
  );
  return signingKey;
}

export interface TokenClaims {
  sub: string;
  typ: TokenType;
  /** Issue time in ms, compared with the user's tokens-valid-after. */
  ims: number;
  jti?: string;
  /** The session (refresh-token family) the token belongs to; absent in access tokens from before issue 11. */
  fam?: string;
  exp?: number;
}

/** An access token carries its session's family (`fam`), so ending that one session refuses it at once. */
export async function signAccessToken(userId: string, family: string, nowMs = Date.now()): Promise<string> {
  const payload = { typ: 'access', ims: nowMs, fam: family, iat: Math.floor(nowMs / 1000) };
  return jwt.sign(payload, await key(), {
    algorithm: ALGORITHM,
    subject: userId,
    issuer: ISSUER,
    audience: AUDIENCE,
    expiresIn: ACCESS_TOKEN_SECONDS,
  });
}

/** Deterministic for the same inputs, so a rotation repeated within the grace period returns the same token. */
export async function signRefreshToken(claims: {
  userId: string;
  jti: string;
  family: string;
  issuedAtMs: number;
  expiresAtMs: number;
}): Promise<string> {
  const payload = {
    typ: 'refresh',
    ims: claims.issuedAtMs,
    fam: claims.family,
    iat: Math.floor(claims.issuedAtMs / 1000),
    exp: Math.floor(claims.expiresAtMs / 1000),
  };
  return jwt.sign(payload, await key(), {
    algorithm: ALGORITHM,
    subject: claims.userId,
    issuer: ISSUER,
    audience: AUDIENCE,
    jwtid: claims.jti,
  });
}

/** Returns the claims of a valid token of the expected type, or undefined for anything else. */
export async function verifyToken(token: string, expected: TokenType): Promise<TokenClaims | undefined> {
  try {
    const verified = jwt.verify(token, await key(), {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      audience: AUDIENCE,
      complete: true,
    });
    const claims = verified.payload as jwt.JwtPayload;
    const header = verified.header as unknown as Record<string, unknown> | undefined;
    // Key-selection headers are never used by this server; a token carrying them was not made by it.
    if (!header || 'kid' in header || 'jku' in header || 'jwk' in header || 'x5u' in header) return undefined;
    if (claims.typ !== expected || typeof claims.sub !== 'string' || typeof claims.ims !== 'number') return undefined;
    return { sub: claims.sub, typ: expected, ims: claims.ims, jti: claims.jti, fam: claims.fam, exp: claims.exp };
  } catch {
    return undefined;
  }
}
