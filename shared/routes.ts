// The one table of API routes: the CDK stack, the local runtime and every group's handler read it.
import { COLLECTIONS } from './log-types';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A resource group is deployed as one Lambda function: functions/<group>/handler.ts. */
export type ResourceGroup = 'auth' | 'logs' | 'images' | 'export' | 'ai' | 'structured-data' | 'payments';

/** Who may call a route: anyone, a signed-in user, a staff user, or Stripe (signed webhook). */
export type Access = 'public' | 'user' | 'staff' | 'stripe-signature';

export interface Route {
  method: HttpMethod;
  /** The path as the client calls it (SPEC.md keeps Django's trailing slash). */
  path: string;
  group: ResourceGroup;
  access: Access;
}

export const routes: readonly Route[] = [
  { method: 'POST', path: '/api/auth/token/', group: 'auth', access: 'public' },
  { method: 'POST', path: '/api/auth/register/', group: 'auth', access: 'public' },
  { method: 'POST', path: '/api/auth/token/refresh/', group: 'auth', access: 'public' },
  { method: 'POST', path: '/api/auth/logout/', group: 'auth', access: 'public' },
  { method: 'GET', path: '/api/auth/me/', group: 'auth', access: 'user' },
  { method: 'PUT', path: '/api/auth/profile/update/', group: 'auth', access: 'user' },
  { method: 'POST', path: '/api/auth/password/change/', group: 'auth', access: 'user' },
  { method: 'DELETE', path: '/api/auth/account/delete/', group: 'auth', access: 'user' },
  { method: 'POST', path: '/api/auth/password/forgot/', group: 'auth', access: 'public' },
  { method: 'POST', path: '/api/auth/password/reset/{uidb64}/{token}/', group: 'auth', access: 'public' },
  ...COLLECTIONS.flatMap((collection): Route[] => [
    { method: 'GET', path: `/api/${collection}/`, group: 'logs', access: 'user' },
    { method: 'POST', path: `/api/${collection}/`, group: 'logs', access: 'user' },
    { method: 'PUT', path: `/api/${collection}/{id}/`, group: 'logs', access: 'user' },
    { method: 'DELETE', path: `/api/${collection}/{id}/`, group: 'logs', access: 'user' },
  ]),
  { method: 'GET', path: '/api/logs/timezone-mappings/', group: 'logs', access: 'public' },
  { method: 'GET', path: '/api/images/{path+}', group: 'images', access: 'user' },
  { method: 'GET', path: '/api/export/csv/', group: 'export', access: 'user' },
  { method: 'POST', path: '/api/ai/process-input/', group: 'ai', access: 'user' },
  { method: 'POST', path: '/api/ai/process-input-with-image/', group: 'ai', access: 'user' },
  { method: 'POST', path: '/api/ai/chat/', group: 'ai', access: 'user' },
  { method: 'GET', path: '/api/ai/chat/sessions/', group: 'ai', access: 'user' },
  { method: 'GET', path: '/api/ai/chat/sessions/{id}/', group: 'ai', access: 'user' },
  { method: 'GET', path: '/api/ai/trial-status/', group: 'ai', access: 'user' },
  { method: 'GET', path: '/api/ai/usage-report/', group: 'ai', access: 'staff' },
  { method: 'POST', path: '/api/structured-data/save/', group: 'structured-data', access: 'user' },
  { method: 'POST', path: '/api/structured-data/save-with-image/', group: 'structured-data', access: 'user' },
  { method: 'POST', path: '/api/stripe/create-checkout-session/', group: 'payments', access: 'user' },
  { method: 'POST', path: '/api/stripe/verify-session/', group: 'payments', access: 'user' },
  { method: 'GET', path: '/api/stripe/subscription-status/', group: 'payments', access: 'user' },
  { method: 'POST', path: '/api/stripe/webhook/', group: 'payments', access: 'stripe-signature' },
  // The local test checkout (docs/PAYMENTS.md): 404 whenever Stripe is configured; the session id is the capability.
  { method: 'GET', path: '/api/stripe/local-checkout/{session_id}/', group: 'payments', access: 'public' },
  { method: 'POST', path: '/api/stripe/local-checkout/{session_id}/pay/', group: 'payments', access: 'public' },
  { method: 'POST', path: '/api/stripe/local-checkout/{session_id}/cancel/', group: 'payments', access: 'public' },
];

export const resourceGroups: readonly ResourceGroup[] = [...new Set(routes.map((r) => r.group))];

/**
 * API Gateway HTTP API route paths may not end in '/', and API Gateway routes `/x/` to the route `/x`,
 * so the deployed route key is the client path without its trailing slash.
 */
export function gatewayPath(route: Pick<Route, 'path'>): string {
  return route.path.length > 1 ? route.path.replace(/\/$/, '') : route.path;
}

/** The `routeKey` API Gateway puts in a payload-v2 event for this route. */
export function routeKey(route: Pick<Route, 'method' | 'path'>): string {
  return `${route.method} ${gatewayPath(route)}`;
}

export function routesOf(group: ResourceGroup): Route[] {
  return routes.filter((r) => r.group === group);
}

/**
 * API Gateway's catch-all route: requests no route matches go to this group's function, which answers
 * the same JSON 404 / 405 the local runtime gives, instead of API Gateway's own `{"message":"Not Found"}`.
 */
export const FALLBACK_ROUTE_KEY = '$default';
export const fallbackGroup: ResourceGroup = 'auth';
