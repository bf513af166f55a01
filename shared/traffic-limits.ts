// The API's request limits in one table (issue 21; the numbers and why: docs/DEPLOY.md "Request limits"). Each route
// has a class, derived from its group and method alone; the class sets the route's throttle in API Gateway (every
// caller together: cdk/api.ts) and which per-person window a signed-in call counts against (functions/core/
// person-limits.ts). A stage-wide ceiling and the WAF's per-address rules stand in front (cdk/settings.ts).
import type { RoutePath, ResourceGroup } from './route-paths';

/** auth: sign-in, sign-up, passwords, sessions; ai: a call that asks the model (a credit); write: any other change; read: a GET. */
export type RouteClass = 'auth' | 'ai' | 'write' | 'read';

/** The groups whose writes ask the model: the AI group's, and the weekly report of insights. */
const aiGroups: ReadonlySet<ResourceGroup> = new Set(['ai', 'insights']);

export function routeClass(route: Pick<RoutePath, 'group' | 'method'>): RouteClass {
  if (route.method === 'GET') return 'read';
  if (route.group === 'auth') return 'auth';
  return aiGroups.has(route.group) ? 'ai' : 'write';
}

/**
 * API Gateway's throttle of each route, for all callers together: steady requests per second and the burst a bucket
 * holds. Low where each call is costly and a flood is an attack (a scrypt hash, a model call), higher on writes, reads
 * up to the stage's own ceiling (50/s, bursts of 100). A flood on one route then takes only that route away.
 */
export const routeThrottles: Record<RouteClass, { rateLimit: number; burstLimit: number }> = {
  auth: { rateLimit: 10, burstLimit: 20 },
  ai: { rateLimit: 5, burstLimit: 10 },
  write: { rateLimit: 25, burstLimit: 50 },
  read: { rateLimit: 50, burstLimit: 100 },
};

/**
 * What one signed-in person may send in a window that starts at their first call: AI calls (each also costs a
 * credit) and other writes. Far above a person (the load bench's harsh people make ~4 AI calls and ~25 writes a
 * minute; the largest test writes 1,000 entries for one person at once), low enough that one account cannot hold a
 * route's whole throttle for long. Reads are not counted.
 */
export const personLimits: Record<'ai' | 'write', { limit: number; windowMs: number }> = {
  ai: { limit: 60, windowMs: 10 * 60_000 },
  write: { limit: 1_200, windowMs: 10 * 60_000 },
};

/** The per-person window a signed-in call counts against, if any: reads count against none. */
export function personLimitOf(route: Pick<RoutePath, 'group' | 'method'>): keyof typeof personLimits | undefined {
  const kind = routeClass(route);
  if (kind === 'read') return undefined;
  return kind === 'ai' ? 'ai' : 'write';
}
