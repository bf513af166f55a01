// The middy middlewares every group shares: one request log line and the API's response headers (errors are
// answered by error-status.ts).
import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { OPS_DIMENSIONS, OPS_METRICS } from '../../shared/ops-metrics';
import { currentInvocation } from '../platform/invocation';
import { hashedUserId, logInfo } from '../platform/log';
import { recordMetric, writeMetrics } from '../platform/metrics';

type Middleware = MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2>;

/**
 * One line per request, without query strings, bodies or headers (they can hold tokens), and the invocation's metrics
 * (metrics.ts) with its Requests and Errors. Runs last, after errorResponses has answered an error.
 */
export function requestLog(): Middleware {
  const close = (request: Parameters<NonNullable<Middleware['after']>>[0]) => {
    const invocation = currentInvocation();
    const route = request.event.routeKey;
    const status = request.response?.statusCode ?? 500;
    const ms = invocation ? Date.now() - invocation.started : undefined;
    logInfo({
      requestId: request.context.awsRequestId,
      apiRequestId: request.event.requestContext?.requestId,
      group: invocation?.group,
      route,
      method: request.event.requestContext?.http?.method,
      status,
      ms,
      user: invocation?.userId && hashedUserId(invocation.userId),
      coldStart: invocation?.coldStart,
      error: (request.error as Error | undefined)?.name,
    });
    if (!invocation) return;
    recordMetric(OPS_METRICS.requests);
    if (status >= 500) recordMetric(OPS_METRICS.errors);
    writeMetrics(invocation.metrics, { [OPS_DIMENSIONS.route]: route }, { requestId: request.context.awsRequestId });
  };
  return { after: close, onError: close };
}

export function responseHeaders(): Middleware {
  return {
    after: (request) => {
      const response = request.response;
      if (!response) return;
      response.headers = { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff', ...response.headers };
    },
  };
}
