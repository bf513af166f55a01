// The CloudFront Function's routing, run as plain JavaScript the way CloudFront's JS 2.0 runtime calls it.
import { spaFallbackSource } from '../../cdk/spa-fallback';

type Handler = (event: { request: { uri: string } }) => { uri: string };
const handler = new Function(`${spaFallbackSource}; return handler;`)() as Handler;
const served = (uri: string) => handler({ request: { uri } }).uri;

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
  ])('serves a page people open directly, %s, its own document %s', (uri, document) => {
    expect(served(uri)).toBe(document);
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
