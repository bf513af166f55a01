// A device's capability to save its rotated push subscription without a session (docs/REMINDERS.md "A rotated
// subscription"): a token (functions/domain/capability-token.ts, as the notification answers' tokens) naming
// the person (`sub`) and the subscription it was given for (`sid`, the SHA-256 of its endpoint). Given with each save
// of the subscription; the service worker keeps it on the device and posts it when the browser rotates the
// subscription. The route takes it only while that subscription is still saved for that person, so turning
// notifications off, signing out there or of every device, and deleting the account all end it.
import { capabilityTokens } from '../domain/capability-token';

/** A year: a device whose Settings has not been opened for that long saves a rotation as before, at the next visit. */
export const ROTATION_TOKEN_SECONDS = 365 * 24 * 60 * 60;

const tokens = capabilityTokens('tend-push-rotation', ROTATION_TOKEN_SECONDS);

export interface RotationClaims {
  userId: string;
  subscriptionId: string;
}

export function rotationToken(claims: RotationClaims, nowMs = Date.now()): Promise<string> {
  return tokens.sign(claims.userId, { sid: claims.subscriptionId }, nowMs);
}

export type RotationCheck = { ok: true; claims: RotationClaims } | { ok: false; reason: 'expired' | 'invalid' };

/** The claims of a rotation token this server signed and that has not expired; why not otherwise. */
export async function readRotationToken(token: string, nowMs = Date.now()): Promise<RotationCheck> {
  const check = await tokens.read(token, nowMs);
  if (!check.ok) return check;
  const { sid } = check.payload;
  if (typeof sid !== 'string' || !sid) return { ok: false, reason: 'invalid' };
  return { ok: true, claims: { userId: check.subject, subscriptionId: sid } };
}
