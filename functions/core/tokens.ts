// JSON Web Tokens: HS256 pinned, typed (access / refresh), with issuer and audience (docs/ACCOUNTS.md "Tokens").
// jose, not jsonwebtoken: no dependencies, ~18 KB and ~2 ms of every group's cold start against ~59 KB and 6–9 ms.
import { jwtVerify, SignJWT } from 'jose';
import { signingSecret } from '../providers/secrets';

export const ACCESS_TOKEN_SECONDS = 60 * 60;
export const REFRESH_IDLE_SECONDS = 7 * 24 * 60 * 60;
export const REFRESH_ABSOLUTE_SECONDS = 30 * 24 * 60 * 60;

// The product's earlier name, kept: every token issued before carries it (docs/DEPLOY.md "Names").
const ISSUER = 'health-tracker';
const AUDIENCE = 'health-tracker-api';
const ALGORITHM = 'HS256';
/** The header the tokens have always carried (jsonwebtoken wrote it too), so a token's bytes do not depend on the library. */
const HEADER = { alg: ALGORITHM, typ: 'JWT' };

export type TokenType = 'access' | 'refresh';

let signingKey: Promise<CryptoKey> | undefined;

/** The secret as an HMAC-SHA-256 key, made once per cold start; jose checks the key's hash matches the algorithm too. */
function key(): Promise<CryptoKey> {
  signingKey ??= signingSecret().then(
    (secret) => crypto.subtle.importKey('raw', Buffer.from(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']),
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

/** Claims in the order jsonwebtoken wrote them, so the same inputs still make the same token as before the change. */
async function sign(claims: { typ: TokenType; ims: number; fam: string; iat: number; exp: number; sub: string; jti?: string }) {
  const { typ, ims, fam, iat, exp, sub, jti } = claims;
  const payload = { typ, ims, fam, iat, exp, aud: AUDIENCE, iss: ISSUER, sub, ...(jti === undefined ? {} : { jti }) };
  return new SignJWT(payload).setProtectedHeader(HEADER).sign(await key());
}

/** An access token carries its session's family (`fam`), so ending that one session refuses it at once. */
export function signAccessToken(userId: string, family: string, nowMs = Date.now()): Promise<string> {
  const iat = Math.floor(nowMs / 1000);
  return sign({ typ: 'access', ims: nowMs, fam: family, iat, exp: iat + ACCESS_TOKEN_SECONDS, sub: userId });
}

/** Deterministic for the same inputs, so a rotation repeated within the grace period returns the same token. */
export function signRefreshToken(claims: { userId: string; jti: string; family: string; issuedAtMs: number; expiresAtMs: number }) {
  const iat = Math.floor(claims.issuedAtMs / 1000);
  const exp = Math.floor(claims.expiresAtMs / 1000);
  return sign({ typ: 'refresh', ims: claims.issuedAtMs, fam: claims.family, iat, exp, sub: claims.userId, jti: claims.jti });
}

/**
 * Tokens whose signature and claims this container already verified (a page sends the same access token on every
 * call): WebCrypto's HMAC costs ~20 µs a call against ~6 µs for jsonwebtoken's synchronous one, so a repeat skips it
 * and only its expiry is checked again. Keyed by the whole token, signature included; revocation is checked apart.
 */
const verified = new Map<string, TokenClaims & { exp: number }>();
const VERIFIED_MAX = 1000;

/** Returns the claims of a valid token of the expected type, or undefined for anything else. */
export async function verifyToken(token: string, expected: TokenType, nowMs = Date.now()): Promise<TokenClaims | undefined> {
  const known = verified.get(token);
  if (known) return known.typ === expected && Math.floor(nowMs / 1000) < known.exp ? { ...known } : undefined;
  try {
    const { payload: claims, protectedHeader: header } = await jwtVerify(token, await key(), {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      audience: AUDIENCE,
      requiredClaims: ['exp'],
      currentDate: new Date(nowMs),
    });
    // Key-selection headers are never used by this server; a token carrying them was not made by it.
    if ('kid' in header || 'jku' in header || 'jwk' in header || 'x5u' in header) return undefined;
    if (claims.typ !== expected || typeof claims.sub !== 'string' || typeof claims.ims !== 'number') return undefined;
    const { jti, fam, exp = 0 } = claims;
    const result = { sub: claims.sub, typ: expected, ims: claims.ims, jti, fam: typeof fam === 'string' ? fam : undefined, exp };
    if (verified.size >= VERIFIED_MAX) verified.clear();
    verified.set(token, result);
    return { ...result };
  } catch {
    return undefined;
  }
}
