// The security headers of the CloudFront response-headers policy: one source for the local runtime and the CDK stack.
import { paths } from './app-paths';

/** Content-Security-Policy: same origin only; inline styles allowed for React's style props. */
export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join('; ');

/**
 * The policy with more origins the page may fetch from: the exports bucket, where a large export's
 * redirect leads (CSP checks every URL of a redirect chain against connect-src).
 */
export function withConnectSources(policy: string, origins: readonly string[]): string {
  return policy.replace(/connect-src ([^;]*)/, (_directive, sources: string) => `connect-src ${[sources, ...origins].join(' ')}`);
}

/**
 * Vite's dev server injects an inline React-refresh preamble and talks HMR over a WebSocket, so
 * `npm run dev` (never the cloud) loosens exactly those two directives.
 */
export const devContentSecurityPolicy = contentSecurityPolicy
  .replace("script-src 'self'", "script-src 'self' 'unsafe-inline'")
  .replace("connect-src 'self'", "connect-src 'self' ws: wss:");

/** Two years, subdomains included (CDK: strictTransportSecurity.accessControlMaxAge). */
export const hstsMaxAgeSeconds = 63_072_000;
export const strictTransportSecurity = `max-age=${hstsMaxAgeSeconds}; includeSubDomains; preload`;
export const referrerPolicy = 'strict-origin-when-cross-origin';
export const frameOptions = 'DENY';

/** Header name → value, each overriding the origin's, except Referrer-Policy (CDK: override: false). */
export const securityHeaders: Readonly<Record<string, string>> = {
  'strict-transport-security': strictTransportSecurity,
  'content-security-policy': contentSecurityPolicy,
  'x-content-type-options': 'nosniff',
  'x-frame-options': frameOptions,
  'referrer-policy': referrerPolicy,
};

/** Headers whose origin value wins when the origin sets one. */
export const originMayOverride: ReadonlySet<string> = new Set(['referrer-policy']);

/**
 * Pages whose URL carries a secret (the reset, e-mail verification and e-mail change links' tokens) send no Referer at
 * all, so the token cannot leak to any request the page makes (CDK: one `<prefix>*` behaviour each with referrer-policy
 * no-referrer, and the SPA fallback serves the app for them whatever characters the token holds).
 */
export const noReferrerPathPrefixes: readonly string[] = [paths.resetPassword, paths.verifyEmail, paths.confirmEmail].map(
  (path) => `${path.split('/:')[0]}/`,
);
export const noReferrerPolicy = 'no-referrer';
