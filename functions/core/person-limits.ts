// Per-person limits on AI calls and writes (shared/traffic-limits.ts personLimits): every signed-in call that is not a
// read takes one attempt from its person's window before its work, with one conditional update (functions/data/
// rate-limits.ts takeAttempt), so concurrent calls cannot slip past together. Over the limit: 429 with Retry-After.
import { apiMessages } from '../../shared/messages';
import type { RoutePath } from '../../shared/route-paths';
import { personLimitOf, personLimits } from '../../shared/traffic-limits';
import { takeAttempt } from '../data/rate-limits';
import { TooMany } from '../platform/errors';
import { hashedUserId } from '../platform/log';

const refusal = { ai: apiMessages.aiCallsThrottled, write: apiMessages.writesThrottled } as const;

/**
 * Counts a signed-in person's call against its window, or refuses it. The counter is keyed by the hashed user id, so
 * a scan for a deleted person's id finds nothing of them (S48); it expires with its window (the table's TTL).
 */
export async function countPersonCall(route: Pick<RoutePath, 'group' | 'method'>, userId: string): Promise<void> {
  const kind = personLimitOf(route);
  if (!kind) return;
  const { limit, windowMs } = personLimits[kind];
  const attempt = await takeAttempt(`person-${kind}#${hashedUserId(userId)}`, limit, windowMs);
  if (!attempt.allowed) throw new TooMany(attempt.retryAfterMs / 1000, refusal[kind]);
}
