// Refuses API calls that did not come through CloudFront: they lack the secret origin header (shared/origin-verify.ts).
import { createHash, timingSafeEqual } from 'node:crypto';
import { ORIGIN_VERIFY_HEADER } from '../../shared/origin-verify';
import { config } from './config';
import { Forbidden } from './http-error';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Throws 403 when ORIGIN_VERIFY_SECRET is set and the header is missing or wrong. Compared as SHA-256 digests in
 * constant time, so neither the length nor a prefix of the secret leaks through timing. Unset (the local runtime,
 * the tests): no check, since nothing stands in front of the API there.
 */
export function checkOrigin(headers: Record<string, string | undefined>): void {
  const expected = config().ORIGIN_VERIFY_SECRET;
  if (!expected) return;
  const given = headers[ORIGIN_VERIFY_HEADER];
  if (given === undefined || !timingSafeEqual(digest(given), digest(expected))) {
    throw new Forbidden('Call the API through the app’s own address.');
  }
}
