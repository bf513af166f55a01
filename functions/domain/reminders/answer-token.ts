// The capability a notification's actions carry (docs/REMINDERS.md "Answers"): a token signed with the app's JWT
// secret (HS256, jose as functions/core/tokens.ts) naming the person, the reminder and the occurrence, expiring after
// ANSWER_TOKEN_SECONDS. The service worker posts it with the answer and no session; a token that does not verify, or
// names another audience (an access token), answers nothing. The scheduler signs one per send.
import { jwtVerify, SignJWT, errors } from 'jose';
import { signingSecret } from '../../providers/secrets';

/** Two days: a notification answered the next morning still counts; an older one is refused (open the app instead). */
export const ANSWER_TOKEN_SECONDS = 2 * 24 * 60 * 60;
const ISSUER = 'health-tracker';
/** Its own audience: an access or refresh token is never accepted here, nor this token as one of those. */
const AUDIENCE = 'tend-reminder-answer';
const ALGORITHM = 'HS256';

export interface AnswerTokenClaims {
  userId: string;
  reminderId: string;
  occurrenceKey: string;
}

let keyBytes: Promise<Uint8Array> | undefined;
const key = () => {
  keyBytes ??= signingSecret().then(
    (secret) => new Uint8Array(Buffer.from(secret)),
    (error: unknown) => {
      keyBytes = undefined;
      throw error;
    },
  );
  return keyBytes;
};

/** The token a notification for this occurrence carries, valid ANSWER_TOKEN_SECONDS from `nowMs`. */
export async function notificationAnswerToken(claims: AnswerTokenClaims, nowMs = Date.now()): Promise<string> {
  const iat = Math.floor(nowMs / 1000);
  return new SignJWT({ rid: claims.reminderId, occ: claims.occurrenceKey })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(iat + ANSWER_TOKEN_SECONDS)
    .sign(await key());
}

export type TokenCheck = { ok: true; claims: AnswerTokenClaims } | { ok: false; reason: 'expired' | 'invalid' };

/** The claims of a token this server signed and that has not expired; why not otherwise. */
export async function readAnswerToken(token: string, nowMs = Date.now()): Promise<TokenCheck> {
  try {
    const { payload } = await jwtVerify(token, await key(), {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      audience: AUDIENCE,
      requiredClaims: ['exp', 'sub'],
      currentDate: new Date(nowMs),
    });
    const { sub, rid, occ } = payload;
    if (typeof sub !== 'string' || typeof rid !== 'string' || typeof occ !== 'string' || !occ.startsWith(`${rid}@`)) {
      return { ok: false, reason: 'invalid' };
    }
    return { ok: true, claims: { userId: sub, reminderId: rid, occurrenceKey: occ } };
  } catch (error) {
    return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
}
