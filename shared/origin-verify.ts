// CloudFront proves itself to the API with a secret header on every /api/* request: the stack sets the header on the
// distribution's API origin (lib/web.ts) and the same value in each function's environment; functions/core/origin-check.ts
// refuses a call that lacks it, so the execute-api URL cannot be used to go around CloudFront and its WAF.

/** The header CloudFront adds (lowercase: API Gateway's payload 2.0 lowercases header names). */
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';

/** The functions' environment variable holding the expected value; unset locally, where no CloudFront is in front. */
export const ORIGIN_VERIFY_ENV = 'ORIGIN_VERIFY_SECRET';
