// Turns an HTTP request into the API Gateway HTTP API payload-v2 event its Lambda would receive.
import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { routeKey, type RoutePath } from '../shared/route-paths';

export interface ApiRequest {
  method: string;
  /** Path and query string exactly as received. */
  url: string;
  /** Lower-cased header names, every value received (Node's `headersDistinct`). */
  headers: Record<string, string[] | undefined>;
  body: Buffer;
  sourceIp: string;
  /** e.g. 'HTTP/1.1' */
  protocol: string;
}

const textTypes = [
  /^text\//,
  /^application\/(.+\+)?json\b/,
  /^application\/(.+\+)?xml\b/,
  /^application\/x-www-form-urlencoded\b/,
  /^application\/javascript\b/,
];

/** API Gateway hands text bodies over as UTF-8; anything else (images, multipart, octets) as base64. */
export function isTextContentType(contentType: string | undefined): boolean {
  const type = (contentType ?? '').trim().toLowerCase();
  return textTypes.some((pattern) => pattern.test(type));
}

/** API Gateway's `requestContext.time` format: `12/Mar/2020:19:03:58 +0000`. */
export function gatewayTime(date: Date): string {
  const [, day, month, year, time] = date.toUTCString().replace(',', '').split(' ');
  return `${day}/${month}/${year}:${time} +0000`;
}

function queryParameters(rawQueryString: string): Record<string, string> | undefined {
  const joined: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(rawQueryString)) {
    joined[name] = name in joined ? `${joined[name]},${value}` : value;
  }
  return Object.keys(joined).length > 0 ? joined : undefined;
}

export function toEvent(
  request: ApiRequest,
  route: Pick<RoutePath, 'method' | 'path'>,
  pathParameters: Record<string, string>,
  now: Date = new Date(),
): APIGatewayProxyEventV2 {
  const queryAt = request.url.indexOf('?');
  const rawPath = queryAt === -1 ? request.url : request.url.slice(0, queryAt);
  const rawQueryString = queryAt === -1 ? '' : request.url.slice(queryAt + 1).split('#')[0];
  const headers: Record<string, string> = {};
  for (const [name, values] of Object.entries(request.headers)) {
    if (values !== undefined && name !== 'cookie') headers[name.toLowerCase()] = values.join(',');
  }
  const cookies = (request.headers.cookie ?? [])
    .flatMap((h) => h.split(';'))
    .map((c) => c.trim())
    .filter(Boolean);
  const host = (headers.host ?? 'localhost').replace(/:\d+$/, '');
  const key = routeKey(route);
  const hasBody = request.body.length > 0;
  const text = isTextContentType(headers['content-type']);
  return {
    version: '2.0',
    routeKey: key,
    rawPath,
    rawQueryString,
    ...(cookies.length > 0 ? { cookies } : {}),
    headers,
    queryStringParameters: queryParameters(rawQueryString),
    pathParameters: Object.keys(pathParameters).length > 0 ? pathParameters : undefined,
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      domainName: host,
      domainPrefix: host.split('.')[0],
      http: {
        method: request.method.toUpperCase(),
        path: rawPath,
        protocol: request.protocol,
        sourceIp: request.sourceIp,
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey: key,
      stage: '$default',
      time: gatewayTime(now),
      timeEpoch: now.getTime(),
    },
    ...(hasBody ? { body: request.body.toString(text ? 'utf8' : 'base64') } : {}),
    isBase64Encoded: hasBody && !text,
  };
}
