// Plays API Gateway for /api/*: route matching, body limit, payload-v2 event, handler call, response mapping.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { routePaths as allRoutes, type RoutePath } from '../shared/route-paths';
import { fromResult, type HttpResponse } from './from-result';
import { invokeHandler, gatewayTimeoutMs, type HandlerLoader } from './invoke-handler';
import { matchRoute } from '../shared/match-route';
import { drainRefusedBody, readBody } from './request-body';
import { sendJson } from './respond';
import { originMayOverride, securityHeaders } from '../shared/security-headers';
import { MANIFEST_PREFLIGHT_ROUTE_KEY, manifestRoute } from '../shared/shl-cors';
import { toEvent } from './to-event';

export interface ApiGatewayOptions {
  loadHandler: HandlerLoader;
  routes?: readonly RoutePath[];
  timeoutMs?: number;
  /** Where handler failures are reported (the cause never reaches the client). */
  onHandlerError?: (route: RoutePath, error: unknown) => void;
}

function writeResult(res: ServerResponse, response: HttpResponse, requestId: string): void {
  res.statusCode = response.statusCode;
  for (const [name, value] of Object.entries(response.headers)) {
    if (name === 'content-length' || name === 'transfer-encoding' || name === 'connection') continue;
    if (name in securityHeaders && !originMayOverride.has(name)) continue;
    res.setHeader(name, value);
  }
  if (!res.hasHeader('cache-control')) res.setHeader('cache-control', 'no-store');
  res.setHeader('apigw-requestid', requestId);
  res.setHeader('content-length', response.body.length);
  res.end(response.body);
}

export function createApiGateway(options: ApiGatewayOptions) {
  const { loadHandler, routes = allRoutes, timeoutMs = gatewayTimeoutMs, onHandlerError = () => {} } = options;
  const noStore = { 'cache-control': 'no-store' };
  return async function handleApi(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const method = req.method ?? 'GET';
    const url = req.url ?? '/';
    // The API's one OPTIONS route (shared/shl-cors.ts): a preflight on the manifest's path (matched as the POST route's
    // path), answered by the shares function as in the stack; any other OPTIONS is a 405 below, without CORS (S38).
    const preflight =
      method === 'OPTIONS' && routes.includes(manifestRoute) ? matchRoute('POST', url.split('?')[0], [manifestRoute]) : undefined;
    const match = preflight?.kind === 'route' ? preflight : matchRoute(method, url.split('?')[0], routes);
    if (match.kind === 'not-found') return sendJson(res, 404, { detail: 'Not found.' }, noStore);
    if (match.kind === 'method-not-allowed') {
      return sendJson(res, 405, { detail: `Method "${method}" not allowed.` }, { ...noStore, allow: match.allow.join(', ') });
    }
    const body = await readBody(req);
    if (body === undefined) {
      const headers: Record<string, string> = drainRefusedBody(req) ? { ...noStore, connection: 'close' } : noStore;
      return sendJson(res, 413, { detail: 'Request body too large.' }, headers);
    }
    const sourceIp = req.socket.remoteAddress?.replace(/^::ffff:/, '') ?? '127.0.0.1';
    const headers = { ...req.headersDistinct };
    headers['x-forwarded-for'] = [...(headers['x-forwarded-for'] ?? []), sourceIp];
    headers['x-forwarded-proto'] = ['http'];
    headers['x-forwarded-port'] = [String(req.socket.localPort ?? '')];
    const request = { method, url, headers, body, sourceIp, protocol: `HTTP/${req.httpVersion}` };
    const routed = toEvent(request, match.route, match.pathParameters);
    const event =
      match === preflight
        ? {
            ...routed,
            routeKey: MANIFEST_PREFLIGHT_ROUTE_KEY,
            requestContext: { ...routed.requestContext, routeKey: MANIFEST_PREFLIGHT_ROUTE_KEY },
          }
        : routed;
    const requestId = event.requestContext.requestId;
    const outcome = await invokeHandler(loadHandler, match.route.group, event, timeoutMs);
    if (outcome.kind === 'timeout') {
      onHandlerError(match.route, new Error(`timed out after ${timeoutMs} ms`));
      return sendJson(res, 503, { detail: 'Service Unavailable' }, { ...noStore, 'apigw-requestid': requestId });
    }
    try {
      if (outcome.kind === 'error') throw outcome.error;
      return writeResult(res, fromResult(outcome.value), requestId);
    } catch (error) {
      onHandlerError(match.route, error);
      return sendJson(res, 500, { detail: 'Internal Server Error' }, { ...noStore, 'apigw-requestid': requestId });
    }
  };
}
