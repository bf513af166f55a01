// The share dialog's limits (frontend/src/features/shares/share-texts.ts) are the server's (SHARE_LIMITS of
// shared/schemas/shares.ts): the web app cannot import the zod schemas, so this holds the two copies equal.
import { SHARE_LIMITS, SHARE_TYPES as SERVER_TYPES } from '../../shared/schemas/shares';
import { EXPIRY, LABEL_MAX, SHARE_PERIODS, SHARE_TYPES } from '../../frontend/src/features/shares/share-texts';

test('the share dialog offers what the server accepts, with the same expiry and label limits', () => {
  expect(EXPIRY).toEqual({ min: SHARE_LIMITS.minExpiryDays, max: SHARE_LIMITS.maxExpiryDays, default: SHARE_LIMITS.defaultExpiryDays });
  expect(LABEL_MAX).toBe(SHARE_LIMITS.labelMax);
  for (const days of SHARE_PERIODS) expect(days >= SHARE_LIMITS.minDays && days <= SHARE_LIMITS.maxDays).toBe(true);
  expect(new Set(SHARE_TYPES.map((type) => type.value))).toEqual(new Set(SERVER_TYPES));
});
