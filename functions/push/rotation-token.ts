// A device's capability to save its rotated push subscription without a session (docs/REMINDERS.md "A rotated
// subscription"): a token signed with the app's JWT secret (HS256, jose, as the notification answers' tokens) naming
// the person (`sub`) and the subscription it was given for (`sid`, the SHA-256 of its endpoint). Given with each save
// of the subscription; the service worker keeps it on the device and posts it when the browser rotates the
// subscription. The route takes it only while that subscription is still saved for that person, so turning
// notifications off, signing out there or of every device, and deleting the account all end it.
import { jwtVerify, SignJWT, errors } from 'jose';
import { signingSecret } from '../providers/secrets';

/** A year: a device whose Settings has not been opened for that long saves a rotation as before, at the next visit. */
export const ROTATION_TOKEN_SECONDS = 365 * 24 * 60 * 60;
const ISSUER = 'health-tracker';
/** Its own audience: an access token is never accepted here, nor this token as one of those. */
const AUDIENCE = 'tend-push-rotation';
const ALGORITHM = 'HS256';

export interface RotationClaims {
  userId: string;
  subscriptionId: string;
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

export async function rotationToken(claims: RotationClaims, nowMs = Date.now()): Promise<string> {
  const iat = Math.floor(nowMs / 1000);
  return new SignJWT({ sid: claims.subscriptionId })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(iat + ROTATION_TOKEN_SECONDS)
    .sign(await key());
}

export type RotationCheck = { ok: true; claims: RotationClaims } | { ok: false; reason: 'expired' | 'invalid' };

/** The claims of a rotation token this server signed and that has not expired; why not otherwise. */
export async function readRotationToken(token: string, nowMs = Date.now()): Promise<RotationCheck> {
  try {
    const { payload } = await jwtVerify(token, await key(), {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      audience: AUDIENCE,
      requiredClaims: ['exp', 'sub'],
      currentDate: new Date(nowMs),
    });
    const { sub, sid } = payload;
    if (typeof sub !== 'string' || typeof sid !== 'string' || !sub || !sid) return { ok: false, reason: 'invalid' };
    return { ok: true, claims: { userId: sub, subscriptionId: sid } };
  } catch (error) {
    return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
}
