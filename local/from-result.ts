// Turns what a Lambda handler returned into the HTTP response API Gateway (payload v2) would send.

export interface HttpResponse {
  statusCode: number;
  /** Lower-cased names; `set-cookie` (and any multi-value header) as a list. */
  headers: Record<string, string | string[]>;
  body: Buffer;
}

/** A result API Gateway could not map; it answers such a call with a 500. */
export class MalformedResultError extends Error {}

type HeaderValue = string | number | boolean;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function addHeader(headers: HttpResponse['headers'], name: string, value: HeaderValue): void {
  const key = name.toLowerCase();
  const existing = headers[key];
  if (existing === undefined) headers[key] = String(value);
  else headers[key] = [...(Array.isArray(existing) ? existing : [existing]), String(value)];
}

/** Without a statusCode, API Gateway v2 answers 200 with the returned value as a JSON body. */
function inferred(value: unknown): HttpResponse {
  const body = typeof value === 'string' ? value : JSON.stringify(value ?? null);
  return { statusCode: 200, headers: { 'content-type': 'application/json' }, body: Buffer.from(body, 'utf8') };
}

export function fromResult(value: unknown): HttpResponse {
  if (!isRecord(value) || !('statusCode' in value)) return inferred(value);
  const { statusCode, headers = {}, multiValueHeaders = {}, cookies = [], body, isBase64Encoded } = value;
  if (typeof statusCode !== 'number' || !Number.isInteger(statusCode) || statusCode < 100 || statusCode > 599) {
    throw new MalformedResultError(`statusCode must be an HTTP status, got ${JSON.stringify(statusCode)}`);
  }
  if (body !== undefined && body !== null && typeof body !== 'string') {
    throw new MalformedResultError(`body must be a string, got ${typeof body}`);
  }
  if (!isRecord(headers) || !isRecord(multiValueHeaders) || !Array.isArray(cookies)) {
    throw new MalformedResultError('headers and multiValueHeaders must be objects, cookies a list');
  }
  const response: HttpResponse = { statusCode, headers: {}, body: Buffer.alloc(0) };
  for (const [name, v] of Object.entries(headers)) addHeader(response.headers, name, v as HeaderValue);
  for (const [name, values] of Object.entries(multiValueHeaders)) {
    for (const v of Array.isArray(values) ? values : [values]) addHeader(response.headers, name, v as HeaderValue);
  }
  for (const cookie of cookies) addHeader(response.headers, 'set-cookie', String(cookie));
  if (typeof body === 'string') response.body = Buffer.from(body, isBase64Encoded === true ? 'base64' : 'utf8');
  return response;
}
