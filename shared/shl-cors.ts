// The one CORS exception of the API (docs/SECURITY.md S38, docs/SHARING.md "Security"): a SMART Health Link's manifest
// route, which any viewer on any origin POSTs to. Its answers carry `Access-Control-Allow-Origin: *`, and a browser's
// preflight on its path is answered by the shares function. A preflight is not an API operation, so it is no entry of
// the route table (no OpenAPI operation, no client function): the stack (cdk/api.ts) and the local runtime
// (local/api-gateway.ts) add this one OPTIONS route beside the table. No cookie or session is ever involved.
import { gatewayPath, routeKey, routePaths } from './route-paths';

/** The manifest route (POST), found by its name in the route table. */
export const manifestRoute = routePaths.find((route) => route.name === 'shlManifest')!;

/** What every answer of the manifest route carries, refusals included. */
export const manifestCorsHeaders = { 'Access-Control-Allow-Origin': '*' } as const;

/** How long a browser may reuse the preflight's answer (seconds). */
export const PREFLIGHT_MAX_AGE_SECONDS = 600;

/** The preflight's answer: a POST with a JSON body (Content-Type) from any origin, without credentials. */
export const manifestPreflightHeaders = {
  ...manifestCorsHeaders,
  'Access-Control-Allow-Methods': 'POST',
  'Access-Control-Allow-Headers': 'content-type',
  'Access-Control-Max-Age': String(PREFLIGHT_MAX_AGE_SECONDS),
} as const;

/** The manifest's POST route key, as API Gateway puts it in the event. */
export const MANIFEST_ROUTE_KEY = routeKey(manifestRoute);

/** The preflight's gateway path and route key (`OPTIONS /api/shl/{manifest_id}`). */
export const manifestPreflight = { method: 'OPTIONS', path: gatewayPath(manifestRoute) } as const;
export const MANIFEST_PREFLIGHT_ROUTE_KEY = `${manifestPreflight.method} ${manifestPreflight.path}`;
