// The middy middlewares every group shares: one request log line, API response headers, JSON error bodies.
import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { HttpError, ServiceUnavailable } from './http-error';
import { logError, logInfo } from './log';

type Middleware = MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2>;

const THROTTLED = new Set([
  'ThrottlingException',
  'ProvisionedThroughputExceededException',
  'RequestLimitExceeded',
  'TooManyRequestsException',
]);

/** One line per request, without query strings, bodies or headers (they can hold tokens). */
export function requestLog(): Middleware {
  let started = 0;
  const log = (request: Parameters<NonNullable<Middleware['after']>>[0]) => {
    logInfo({
      requestId: request.context.awsRequestId,
      route: request.event.routeKey,
      status: request.response?.statusCode,
      ms: Date.now() - started,
    });
  };
  return {
    before: () => {
      started = Date.now();
    },
    after: log,
  };
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

/** Known errors become their JSON body; anything else a generic 500 with the request id, the cause only in the log (on every stage). */
export function errorResponses(): Middleware {
  return {
    onError: (request) => {
      const error = request.error as Error & { name?: string };
      const requestId = request.context.awsRequestId;
      let known = error instanceof HttpError ? error : undefined;
      if (!known && THROTTLED.has(error?.name)) known = new ServiceUnavailable();
      if (!known) {
        logError({ requestId, route: request.event.routeKey, error: error?.name, message: error?.message, stack: error?.stack });
      }
      const status = known?.statusCode ?? 500;
      const body = known ? known.toJSON() : { detail: 'A server error occurred. Please try again later.', request_id: requestId };
      request.response = {
        statusCode: status,
        headers: {
          'Content-Type': 'application/json',
          'Cache-Control': 'no-store',
          'X-Content-Type-Options': 'nosniff',
          ...known?.headers,
        },
        body: JSON.stringify(body),
      };
      logInfo({ requestId, route: request.event.routeKey, status });
    },
  };
}
