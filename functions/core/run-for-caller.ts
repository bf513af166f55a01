// Runs a route's action for its caller, after the token's signature check (pure CPU). An action that may write (the
// default) starts only once the caller's user read says the token still counts, so a revoked token never writes. An
// action marked `readsOnly` starts at once with the token's user id, alongside that read (which then asks for the
// user's standing alone, a projection): the read costs no round trip in series, and when it refuses the token
// (revoked, session ended, user gone) the action's answer is dropped for the 401, so nothing it read leaves the
// function (S13; docs/PERFORMANCE.md "Authentication alongside reads").
import type { RoutePath } from '../../shared/route-paths';
import { callerOf, confirmCaller, verifyCaller } from './authenticate';
import { noteCaller } from '../platform/invocation';
import { countPersonCall } from './person-limits';
import type { ApiRequest, ApiResult, RouteAction } from './handler-types';

export async function runForCaller(
  route: RoutePath,
  action: RouteAction,
  request: Omit<ApiRequest, 'user' | 'body'>,
  parseBody: () => unknown,
): Promise<ApiResult> {
  const claims = await verifyCaller(request.headers, route.access);
  if (!claims) return action.run({ ...request, body: parseBody() });
  noteCaller(claims.sub);
  // A write or an AI call counts against its person's window (person-limits.ts), alongside the user read: no round
  // trip in series. A refused token answers 401 before a refused count's 429.
  const counted = countPersonCall(route, claims.sub);
  if (!action.readsOnly || route.access !== 'user') {
    const [caller, count] = await Promise.allSettled([callerOf(claims, route.access), counted]);
    if (caller.status === 'rejected') throw caller.reason;
    if (count.status === 'rejected') throw count.reason;
    return action.run({ ...request, body: parseBody(), user: caller.value });
  }
  const [caller, count, answer] = await Promise.allSettled([
    confirmCaller(claims),
    counted,
    (async () => action.run({ ...request, body: parseBody(), user: { userId: claims.sub } }))(),
  ]);
  if (caller.status === 'rejected') throw caller.reason;
  if (count.status === 'rejected') throw count.reason;
  if (answer.status === 'rejected') throw answer.reason;
  return answer.value;
}
