// The log line of a failed sign-in: which account was tried, as a hash, so an alarm can count bursts per account
// (CloudWatch Contributor Insights on $.event = "sign-in-failed", keyed by $.account) while the log holds no username.
// Not whether the account exists: the line is the same for a wrong password and an unknown username.
import { createHash } from 'node:crypto';
import { logInfo } from '../platform/log';

/** Which limit refused the try (sign-in-throttle.ts): the username's, the address's or the device's. */
export type ThrottleScope = 'account' | 'address' | 'device';

/**
 * SHA-256 of a fixed prefix and the lowercased username, 16 hex digits (as hashedUserId in platform/log.ts); the prefix
 * keeps the product's earlier name so earlier lines still match (docs/DEPLOY.md "Names").
 */
export function hashedAccount(username: string): string {
  return createHash('sha256').update(`health-tracker/account/${username.trim().toLowerCase()}`).digest('hex').slice(0, 16);
}

export function logSignInFailed(
  requestId: string,
  username: string,
  failure: { reason: 'password' } | { reason: 'throttled'; scope: ThrottleScope },
): void {
  logInfo({ requestId, event: 'sign-in-failed', account: hashedAccount(username), ...failure });
}
