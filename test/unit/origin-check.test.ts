// The API answers only calls that came through CloudFront: with ORIGIN_VERIFY_SECRET set (the stack sets it), a call
// without the right x-origin-verify header gets DESIGN.md's 403; without the variable (the local runtime) nothing is checked.
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { createApiHandler } from '../../functions/core/http-handler';
import { ORIGIN_VERIFY_ENV, ORIGIN_VERIFY_HEADER } from '../../shared/origin-verify';
import { routeKey, routePaths } from '../../shared/route-paths';
import { restoreEnv, setEnv, validEnv } from './support/config-env';

const secret = 'cloudfront-origin-secret-0123456789abcdef';
const route = routePaths.find((r) => r.group === 'docs' && r.method === 'GET')!;
const context = { awsRequestId: 'req-origin' } as Context;
const event = (headers: Record<string, string>) =>
  ({ routeKey: routeKey(route), headers, isBase64Encoded: false }) as unknown as APIGatewayProxyEventV2;

async function call(headers: Record<string, string>): Promise<APIGatewayProxyStructuredResultV2> {
  const handler = createApiHandler('docs', { [`${route.method} ${route.path}`]: async () => ({ statusCode: 200, body: { ok: true } }) });
  return (await handler(event(headers), context)) as APIGatewayProxyStructuredResultV2;
}

beforeEach(() => jest.spyOn(console, 'log').mockImplementation(() => undefined));
afterEach(() => {
  jest.restoreAllMocks();
  restoreEnv();
});

describe('origin check', () => {
  it('answers a call carrying the secret header', async () => {
    setEnv({ ...validEnv, [ORIGIN_VERIFY_ENV]: secret });
    const response = await call({ [ORIGIN_VERIFY_HEADER]: secret });
    expect(response.statusCode).toBe(200);
  });

  it.each([
    ['without the header', {}],
    ['with a wrong value', { [ORIGIN_VERIFY_HEADER]: 'cloudfront-origin-secret-0123456789abcdeX' }],
    ['with a prefix of the value', { [ORIGIN_VERIFY_HEADER]: secret.slice(0, 10) }],
    ['with an empty value', { [ORIGIN_VERIFY_HEADER]: '' }],
  ])('refuses a call %s with a JSON 403 in DESIGN.md’s shape', async (_case, headers: Record<string, string>) => {
    setEnv({ ...validEnv, [ORIGIN_VERIFY_ENV]: secret });
    const response = await call(headers);
    expect(response.statusCode).toBe(403);
    expect(response.headers?.['Content-Type']).toBe('application/json');
    expect(JSON.parse(response.body!)).toEqual({ detail: expect.stringMatching(/app/) });
    expect(response.body).not.toContain(secret);
  });

  it('checks before routing: an unknown route without the header is refused, not 404', async () => {
    setEnv({ ...validEnv, [ORIGIN_VERIFY_ENV]: secret });
    const handler = createApiHandler('docs', {});
    const response = (await handler(event({}), context)) as APIGatewayProxyStructuredResultV2;
    expect(response.statusCode).toBe(403);
  });

  it('checks nothing when the variable is unset (the local runtime)', async () => {
    setEnv({ ...validEnv, [ORIGIN_VERIFY_ENV]: undefined });
    expect((await call({})).statusCode).toBe(200);
  });

  it('refuses a configured value too short to be a secret at cold start', () => {
    setEnv({ ...validEnv, [ORIGIN_VERIFY_ENV]: 'short' });
    expect(() => createApiHandler('docs', {})).toThrow(/ORIGIN_VERIFY_SECRET/);
  });
});
