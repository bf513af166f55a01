// S42 at the handler level: a use case that throws becomes a generic JSON 500 with the request id and no stack.
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { createApiHandler } from '../../functions/core/http-handler';
import { TooMany } from '../../functions/platform/errors';
import { restoreEnv, setEnv, validEnv } from './support/config-env';

const event = (routeKey: string) =>
  ({ routeKey, headers: { 'content-type': 'application/json' }, body: '{}', isBase64Encoded: false }) as unknown as APIGatewayProxyEventV2;
const context = { awsRequestId: 'req-123' } as Context;

beforeAll(() => setEnv(validEnv));
afterAll(restoreEnv);

describe('error responses', () => {
  let errorLog: jest.SpyInstance;
  beforeEach(() => {
    errorLog = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'log').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('turns an unexpected error into a generic 500 with the request id, logging the cause', async () => {
    const handler = createApiHandler('auth', {
      'POST /api/auth/token/': async () => {
        throw new Error('secret internals at db.ts:12');
      },
    });
    const response = (await handler(event('POST /api/auth/token'), context)) as APIGatewayProxyStructuredResultV2;
    expect(response.statusCode).toBe(500);
    expect(JSON.parse(response.body!)).toEqual({ detail: 'A server error occurred. Please try again later.', request_id: 'req-123' });
    expect(response.body).not.toContain('internals');
    expect(errorLog.mock.calls[0][0]).toContain('secret internals');
  });

  it('keeps the status, body and headers of a known error', async () => {
    const handler = createApiHandler('auth', {
      'POST /api/auth/token/': async () => {
        throw new TooMany(30);
      },
    });
    const response = (await handler(event('POST /api/auth/token'), context)) as APIGatewayProxyStructuredResultV2;
    expect(response.statusCode).toBe(429);
    expect(response.headers).toMatchObject({ 'Retry-After': '30', 'Cache-Control': 'no-store' });
  });

  it('turns DynamoDB throttling that outlived the retries into 503 with Retry-After', async () => {
    const throttled = Object.assign(new Error('slow down'), { name: 'ProvisionedThroughputExceededException' });
    const handler = createApiHandler('auth', {
      'POST /api/auth/token/': async () => {
        throw throttled;
      },
    });
    const response = (await handler(event('POST /api/auth/token'), context)) as APIGatewayProxyStructuredResultV2;
    expect(response.statusCode).toBe(503);
    expect(response.headers).toHaveProperty('Retry-After');
  });

  it('answers 404 for a route key the group does not serve', async () => {
    const handler = createApiHandler('auth', {});
    const response = (await handler(event('GET /api/nowhere'), context)) as APIGatewayProxyStructuredResultV2;
    expect(response.statusCode).toBe(404);
  });
});

describe("API Gateway's catch-all route", () => {
  const fallback = (method: string, rawPath: string) =>
    ({ routeKey: '$default', rawPath, requestContext: { http: { method } }, headers: {} }) as unknown as APIGatewayProxyEventV2;

  beforeEach(() => jest.spyOn(console, 'log').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('answers 405 with Allow for a known path and another method, 404 otherwise', async () => {
    const handler = createApiHandler('auth', {});
    const wrongMethod = (await handler(fallback('DELETE', '/api/auth/token/'), context)) as APIGatewayProxyStructuredResultV2;
    expect(wrongMethod.statusCode).toBe(405);
    expect(wrongMethod.headers).toMatchObject({ Allow: 'POST' });
    const unknown = (await handler(fallback('GET', '/api/unknown'), context)) as APIGatewayProxyStructuredResultV2;
    expect(unknown.statusCode).toBe(404);
    expect(JSON.parse(unknown.body!)).toEqual({ detail: 'Not found.' });
  });
});
