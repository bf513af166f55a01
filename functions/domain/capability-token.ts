// A capability that works without a session (a notification's answer, a device's rotated subscription): a JWT signed
// with the app's JWT secret (HS256, jose as functions/core/tokens.ts), with an audience of its own so that an access or
// refresh token is never accepted where a capability is, nor a capability as one of those, or as another capability.
import { errors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import { signingSecret } from '../providers/secrets';

const ISSUER = 'health-tracker';
const ALGORITHM = 'HS256';

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

export type CapabilityCheck = { ok: true; subject: string; payload: JWTPayload } | { ok: false; reason: 'expired' | 'invalid' };

/** Signing and reading one kind of capability: its audience and how long one lives. */
export function capabilityTokens(audience: string, lifetimeSeconds: number) {
  return {
    async sign(subject: string, claims: Record<string, string>, nowMs = Date.now()): Promise<string> {
      const iat = Math.floor(nowMs / 1000);
      return new SignJWT(claims)
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(subject)
        .setIssuer(ISSUER)
        .setAudience(audience)
        .setIssuedAt(iat)
        .setExpirationTime(iat + lifetimeSeconds)
        .sign(await key());
    },
    /** The subject and claims of a token of this kind this server signed and that has not expired; why not otherwise. */
    async read(token: string, nowMs = Date.now()): Promise<CapabilityCheck> {
      try {
        const { payload } = await jwtVerify(token, await key(), {
          algorithms: [ALGORITHM],
          issuer: ISSUER,
          audience,
          requiredClaims: ['exp', 'sub'],
          currentDate: new Date(nowMs),
        });
        return typeof payload.sub === 'string' && payload.sub
          ? { ok: true, subject: payload.sub, payload }
          : { ok: false, reason: 'invalid' };
      } catch (error) {
        return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
      }
    },
  };
}
