// The route table is the one source of routes: every group's handler serves exactly its routes, and every route has
// exactly one contract, in its own group's module.
import { gatewayPath, resourceGroups, routeId, routeKey, routePaths as routes, routesOf } from '../../shared/route-paths';
import { contracts } from '../../shared/routes';
import { actionKey } from '../../functions/core/http-handler';
import { restoreEnv, setEnv, validEnv } from './support/config-env';

// Handlers parse the configuration when they are created (at import).
beforeAll(() => setEnv(validEnv));
afterAll(restoreEnv);

describe('route table', () => {
  it('lists each method and path once', () => {
    const seen = routes.map(actionKey);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('keeps every path under /api/ with the trailing slash the client sends (a file name, like openapi.json, has none)', () => {
    for (const route of routes) {
      expect(route.path).toMatch(
        route.path.endsWith('+}') ? /^\/api\/.+\{\w+\+\}$/ : /\.json$/.test(route.path) ? /^\/api\/[\w.-]+$/ : /^\/api\/.+\/$/,
      );
    }
  });

  it('derives API Gateway route keys without the trailing slash', () => {
    expect(routeKey({ method: 'POST', path: '/api/auth/token/' })).toBe('POST /api/auth/token');
    expect(gatewayPath({ path: '/api/auth/password/reset/{uidb64}/{token}/' })).toBe('/api/auth/password/reset/{uidb64}/{token}');
  });

  it.each(resourceGroups)('the %s handler has an action for exactly its routes', async (group) => {
    const module = await import(`../../functions/${group}/handler`);
    expect(Object.keys(module.actions).sort()).toEqual(routesOf(group).map(actionKey).sort());
    expect(typeof module.handler).toBe('function');
  });

  it.each(resourceGroups)(
    'the %s handler marks only signed-in GET actions readsOnly (they run before the token is known to count)',
    async (group) => {
      const module = await import(`../../functions/${group}/handler`);
      for (const route of routesOf(group)) {
        const action = module.actions[actionKey(route)];
        if (typeof action === 'object' && action.readsOnly) expect([route.method, route.access]).toEqual(['GET', 'user']);
      }
    },
  );

  it.each(resourceGroups)('the %s contracts name exactly its routes, and each route has one', (group) => {
    expect(Object.keys(contracts[group]).sort()).toEqual(routesOf(group).map(routeId).sort());
  });
});
