// The CloudFront Function's routing, run as plain JavaScript the way CloudFront's JS 2.0 runtime calls it.
import { spaFallbackSource } from '../../cdk/spa-fallback';

type Cookies = Record<string, { value: string }>;
type Handler = (event: { request: { uri: string; cookies: Cookies } }) => { uri: string };
const handler = new Function(`${spaFallbackSource}; return handler;`)() as Handler;
/** As CloudFront calls a viewer-request function: cookies as an object, {} when the viewer sent none. */
const served = (uri: string, cookies: Cookies = {}) => handler({ request: { uri, cookies } }).uri;
const member: Cookies = { tend_signed_in: { value: '1' } };

describe('SPA fallback', () => {
  it.each(['/admin/usage-reports', '/user', '/experiments/new', '/analytics/summary', '/subscription-success'])(
    'serves index.html for the client route %s',
    (uri) => {
      expect(served(uri)).toBe('/index.html');
    },
  );

  it.each([
    ['/', '/pages/landing.html'],
    ['/login', '/pages/login.html'],
    ['/pricing/', '/pages/pricing.html'],
    ['/dashboard', '/pages/dashboard.html'],
    ['/logs/', '/pages/logs.html'],
    ['/logs//', '/pages/logs.html'],
    ['/analytics', '/pages/analytics.html'],
    ['/settings', '/pages/settings.html'],
  ])('serves a page people open directly, %s, on a signed-in device its own document %s', (uri, document) => {
    expect(served(uri, member)).toBe(document);
  });

  it.each([
    ['/', '/pages/landing.html'],
    ['/login', '/pages/login.html'],
    ['/pricing', '/pages/pricing.html'],
    ['/dashboard', '/pages/login.html'],
    ['/settings/', '/pages/login.html'],
  ])('serves %s without the session cookie %s: a signed-in page the sign-in page it goes to', (uri, document) => {
    expect(served(uri)).toBe(document);
    expect(served(uri, { tend_signed_in: { value: '0' } })).toBe(document);
    expect(served(uri, { other: { value: '1' } })).toBe(document);
  });

  it.each(['/assets/index-abc123.js', '/favicon.ico', '/robots.txt'])('passes the file %s through', (uri) => {
    expect(served(uri)).toBe(uri);
  });

  it.each(['/reset-password/MTIz/abc.def', '/verify-email/01H-x.y', '/confirm-email/01H-a.b'])(
    'serves the app for the token link %s even when the token contains a dot',
    (uri) => {
      expect(served(uri)).toBe('/index.html');
    },
  );

  it.each(['/api', '/api/unknown', '/api/auth/me/'])('never rewrites the API path %s', (uri) => {
    expect(served(uri)).toBe(uri);
  });
});
