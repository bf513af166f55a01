// The CloudFront Function's routing, run as plain JavaScript the way CloudFront's JS 2.0 runtime calls it.
import { spaFallbackSource } from '../../cdk/spa-fallback';

type Handler = (event: { request: { uri: string } }) => { uri: string };
const handler = new Function(`${spaFallbackSource}; return handler;`)() as Handler;
const served = (uri: string) => handler({ request: { uri } }).uri;

describe('SPA fallback', () => {
  it.each(['/', '/dashboard', '/logs/', '/admin/usage-reports', '/login'])('serves index.html for the client route %s', (uri) => {
    expect(served(uri)).toBe('/index.html');
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
