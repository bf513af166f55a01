// Route matching in the local runtime follows API Gateway: one trailing slash ignored, {param} and {param+}.
import type { RoutePath } from '../../shared/route-paths';
import { matchRoute } from '../../shared/match-route';

const routes: RoutePath[] = [
  { method: 'POST', path: '/api/auth/token/', group: 'auth', access: 'public' },
  { method: 'GET', path: '/api/things/{id}/', group: 'auth', access: 'user' },
  { method: 'DELETE', path: '/api/things/{id}/', group: 'auth', access: 'user' },
  { method: 'GET', path: '/api/things/latest/', group: 'auth', access: 'user' },
  { method: 'GET', path: '/api/images/{path+}', group: 'auth', access: 'user' },
];

describe('matchRoute', () => {
  it('matches a route with or without the trailing slash', () => {
    expect(matchRoute('POST', '/api/auth/token/', routes)).toMatchObject({ kind: 'route', route: routes[0] });
    expect(matchRoute('POST', '/api/auth/token', routes)).toMatchObject({ kind: 'route', route: routes[0] });
  });

  it('does not match a doubled slash or an extra segment', () => {
    expect(matchRoute('POST', '/api/auth/token//', routes).kind).toBe('not-found');
    expect(matchRoute('POST', '/api/auth/token/x/', routes).kind).toBe('not-found');
  });

  it('URL-decodes path parameters, one segment each', () => {
    const match = matchRoute('GET', '/api/things/a%20b%2Fc/', routes);
    expect(match).toMatchObject({ kind: 'route', pathParameters: { id: 'a b/c' } });
  });

  it('prefers a literal segment over a parameter', () => {
    expect(matchRoute('GET', '/api/things/latest', routes)).toMatchObject({ kind: 'route', route: routes[3], pathParameters: {} });
  });

  it('gives a greedy parameter the rest of the path', () => {
    const match = matchRoute('GET', '/api/images/images/u1/pic.png', routes);
    expect(match).toMatchObject({ kind: 'route', pathParameters: { path: 'images/u1/pic.png' } });
  });

  it('reports an unknown path as not found', () => {
    expect(matchRoute('GET', '/api/nothing/', routes)).toEqual({ kind: 'not-found' });
    expect(matchRoute('GET', '/api/things/%E0%A4%A/', routes)).toEqual({ kind: 'not-found' });
  });

  it('reports a known path with another method as not allowed, listing the allowed ones', () => {
    expect(matchRoute('GET', '/api/auth/token/', routes)).toEqual({ kind: 'method-not-allowed', allow: ['POST'] });
    expect(matchRoute('PUT', '/api/things/7', routes)).toEqual({ kind: 'method-not-allowed', allow: ['GET', 'DELETE'] });
  });

  it('uses the project route table by default', () => {
    expect(matchRoute('POST', '/api/auth/password/reset/MQ/abc-123/')).toMatchObject({
      kind: 'route',
      pathParameters: { uidb64: 'MQ', token: 'abc-123' },
    });
  });
});
