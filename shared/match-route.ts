// Finds the route of the route table a request path and method hit, the way API Gateway matches routes.
import { gatewayPath, routePaths as allRoutes, type NamedRoute, type RoutePath } from './route-paths';

export type RouteMatch<R extends RoutePath = NamedRoute> =
  | { kind: 'route'; route: R; pathParameters: Record<string, string> }
  | { kind: 'method-not-allowed'; allow: string[] }
  | { kind: 'not-found' };

/** Splits a path into segments, ignoring one trailing slash: `/a/b/` and `/a/b` are the same route. */
function segmentsOf(path: string): string[] {
  const trimmed = path.length > 1 ? path.replace(/\/$/, '') : path;
  return trimmed.split('/').slice(1);
}

/** A route's gateway-path segments, split once per route (every API request runs through every route). */
const patterns = new WeakMap<RoutePath, string[]>();
function patternOf(route: RoutePath): string[] {
  let pattern = patterns.get(route);
  if (!pattern) patterns.set(route, (pattern = segmentsOf(gatewayPath(route))));
  return pattern;
}

/** Matches one route's segments against request segments; undefined when it does not match. */
function parametersOf(pattern: string[], requestSegments: string[]): Record<string, string> | undefined {
  const parameters: Record<string, string> = {};
  for (let i = 0; i < pattern.length; i += 1) {
    const part = pattern[i];
    const greedy = /^\{(.+)\+\}$/.exec(part);
    if (greedy) {
      const rest = requestSegments.slice(i);
      if (rest.length === 0 || rest.some((s) => s === '')) return undefined;
      const value = decode(rest.join('/'));
      if (value === undefined) return undefined;
      parameters[greedy[1]] = value;
      return parameters;
    }
    const segment = requestSegments[i];
    if (segment === undefined || segment === '') return undefined;
    const name = /^\{(.+)\}$/.exec(part);
    if (name) {
      const value = decode(segment);
      if (value === undefined) return undefined;
      parameters[name[1]] = value;
    } else if (part !== segment) {
      return undefined;
    }
  }
  return pattern.length === requestSegments.length ? parameters : undefined;
}

function decode(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

/** API Gateway prefers the most specific route: literal segments before parameters before greedy ones. */
function specificity(route: RoutePath): number {
  return patternOf(route).reduce((score, part) => {
    if (part.endsWith('+}')) return score;
    return score + (part.startsWith('{') ? 1 : 2);
  }, 0);
}

export function matchRoute<R extends RoutePath = NamedRoute>(
  method: string,
  path: string,
  routes: readonly R[] = allRoutes as readonly RoutePath[] as readonly R[],
): RouteMatch<R> {
  const requestSegments = segmentsOf(path);
  const hits = routes
    .map((route) => ({ route, pathParameters: parametersOf(patternOf(route), requestSegments) }))
    .filter((hit): hit is { route: R; pathParameters: Record<string, string> } => hit.pathParameters !== undefined)
    .sort((a, b) => specificity(b.route) - specificity(a.route));
  if (hits.length === 0) return { kind: 'not-found' };
  const hit = hits.find((h) => h.route.method === method.toUpperCase());
  if (hit) return { kind: 'route', ...hit };
  return { kind: 'method-not-allowed', allow: [...new Set(hits.map((h) => h.route.method))] };
}
