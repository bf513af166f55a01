// Refuses API calls that did not come through CloudFront: they lack the secret origin header (shared/origin-verify.ts),
// whose value the function reads from Secrets Manager at cold start (secrets.ts), never from its environment.
import { createHash, timingSafeEqual } from 'node:crypto';
import { ORIGIN_VERIFY_HEADER } from '../../shared/origin-verify';
import { NotAllowed } from '../platform/errors';
import { originVerifySecret } from '../providers/secrets';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Starts reading the expected value at cold start, so the first request does not wait for it in series; a failed
 * read is tried again by checkOrigin (the request then fails as any other dependency failure does: a 500).
 */
export function readOriginSecretEarly(): void {
  originVerifySecret().catch(() => undefined);
}

/**
 * Throws 403 when an origin secret is configured and the header is missing or wrong. Compared as SHA-256 digests in
 * constant time, so neither the length nor a prefix of the secret leaks through timing. None configured (the local
 * runtime, the tests): no check, since nothing stands in front of the API there.
 */
export async function checkOrigin(headers: Record<string, string | undefined>): Promise<void> {
  const expected = await originVerifySecret();
  if (!expected) return;
  const given = headers[ORIGIN_VERIFY_HEADER];
  if (given === undefined || !timingSafeEqual(digest(given), digest(expected))) {
    throw new NotAllowed('Call the API through the app’s own address.');
  }
}
