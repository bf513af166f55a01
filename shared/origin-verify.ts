// CloudFront proves itself to the API with a secret header on every /api/* request: the stack sets the header on the
// distribution's API origin (cdk/web.ts) from a Secrets Manager secret, and each function reads the same secret at cold
// start (functions/providers/secrets.ts); functions/core/origin-check.ts refuses a call that lacks it, so the execute-api URL
// cannot be used to go around CloudFront and its WAF. The value itself is never in a function's environment.

/** The header CloudFront adds (lowercase: API Gateway's payload 2.0 lowercases header names). */
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';

/** The expected value itself, for tests only; unset locally, where no CloudFront is in front. */
export const ORIGIN_VERIFY_ENV = 'ORIGIN_VERIFY_SECRET';

/** The secret's ARN, which the stack sets on every API function: the value is read from Secrets Manager at cold start. */
export const ORIGIN_VERIFY_ARN_ENV = 'ORIGIN_VERIFY_SECRET_ARN';

/**
 * The secret's version CloudFront was deployed with, after a rotation (CDK context originVerifyVersion): the functions
 * read that version, not whatever is current, so a value stored but not yet deployed refuses no call.
 */
export const ORIGIN_VERIFY_VERSION_ENV = 'ORIGIN_VERIFY_SECRET_VERSION';
