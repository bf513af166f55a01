// The capability a notification's actions carry (docs/REMINDERS.md "Answers"): a token (capability-token.ts) naming the
// person, the reminder and the occurrence, expiring after ANSWER_TOKEN_SECONDS. The service worker posts it with the
// answer and no session; a token that does not verify, or names another audience (an access token), answers nothing.
// The scheduler signs one per send.
import { capabilityTokens } from '../capability-token';

/** Two days: a notification answered the next morning still counts; an older one is refused (open the app instead). */
export const ANSWER_TOKEN_SECONDS = 2 * 24 * 60 * 60;

const tokens = capabilityTokens('tend-reminder-answer', ANSWER_TOKEN_SECONDS);

export interface AnswerTokenClaims {
  userId: string;
  reminderId: string;
  occurrenceKey: string;
}

/** The token a notification for this occurrence carries, valid ANSWER_TOKEN_SECONDS from `nowMs`. */
export function notificationAnswerToken(claims: AnswerTokenClaims, nowMs = Date.now()): Promise<string> {
  return tokens.sign(claims.userId, { rid: claims.reminderId, occ: claims.occurrenceKey }, nowMs);
}

export type TokenCheck = { ok: true; claims: AnswerTokenClaims } | { ok: false; reason: 'expired' | 'invalid' };

/** The claims of a token this server signed and that has not expired; why not otherwise. */
export async function readAnswerToken(token: string, nowMs = Date.now()): Promise<TokenCheck> {
  const check = await tokens.read(token, nowMs);
  if (!check.ok) return check;
  const { rid, occ } = check.payload;
  if (typeof rid !== 'string' || typeof occ !== 'string' || !occ.startsWith(`${rid}@`)) return { ok: false, reason: 'invalid' };
  return { ok: true, claims: { userId: check.subject, reminderId: rid, occurrenceKey: occ } };
}
