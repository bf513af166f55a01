// The API answers only calls that came through CloudFront: with the origin secret configured (the stack sets its ARN,
// read from Secrets Manager at cold start; tests may give the value), a call without the right x-origin-verify header
// gets the 403 of docs/PRODUCT.md "Error shapes"; with neither (the local runtime) nothing is checked.
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { createApiHandler } from '../../functions/core/http-handler';
import { resetSecretsForTests } from '../../functions/providers/secrets';
import { ORIGIN_VERIFY_ARN_ENV, ORIGIN_VERIFY_ENV, ORIGIN_VERIFY_HEADER, ORIGIN_VERIFY_VERSION_ENV } from '../../shared/origin-verify';
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
  resetSecretsForTests();
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
  ])('refuses a call %s with a JSON 403 in the shape of docs/PRODUCT.md "Error shapes"', async (_case, headers: Record<string, string>) => {
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

describe('origin check in the cloud: the value from Secrets Manager, read once per cold start', () => {
  const arn = 'arn:aws:secretsmanager:eu-west-1:123456789012:secret:OriginVerify-abc';
  function secretsManager(answer: () => Promise<{ SecretString?: string }>) {
    return jest.spyOn(SecretsManagerClient.prototype, 'send').mockImplementation(answer as never);
  }
  const cloud = (env: Record<string, string> = {}) =>
    setEnv({ ...validEnv, [ORIGIN_VERIFY_ENV]: undefined, [ORIGIN_VERIFY_ARN_ENV]: arn, ...env });

  it('reads the secret named by ORIGIN_VERIFY_SECRET_ARN once, and checks every call against it', async () => {
    const send = secretsManager(async () => ({ SecretString: secret }));
    cloud();
    const handler = createApiHandler('docs', { [`${route.method} ${route.path}`]: async () => ({ statusCode: 200, body: { ok: true } }) });
    const answers = [];
    const calls: Record<string, string>[] = [
      { [ORIGIN_VERIFY_HEADER]: secret },
      {},
      { [ORIGIN_VERIFY_HEADER]: `${secret}x` },
      { [ORIGIN_VERIFY_HEADER]: secret },
    ];
    for (const headers of calls) {
      answers.push(((await handler(event(headers), context)) as APIGatewayProxyStructuredResultV2).statusCode);
    }
    expect(answers).toEqual([200, 403, 403, 200]);
    expect(send).toHaveBeenCalledTimes(1);
    const command = send.mock.calls[0][0] as GetSecretValueCommand;
    expect(command).toBeInstanceOf(GetSecretValueCommand);
    expect(command.input).toEqual({ SecretId: arn, VersionId: undefined });
  });

  it('reads the version CloudFront was deployed with after a rotation (ORIGIN_VERIFY_SECRET_VERSION)', async () => {
    const send = secretsManager(async () => ({ SecretString: secret }));
    cloud({ [ORIGIN_VERIFY_VERSION_ENV]: 'v-2026-11-25' });
    expect((await call({ [ORIGIN_VERIFY_HEADER]: secret })).statusCode).toBe(200);
    expect((send.mock.calls[0][0] as GetSecretValueCommand).input).toEqual({ SecretId: arn, VersionId: 'v-2026-11-25' });
  });

  it('answers a 500 (never lets a call through) while the secret cannot be read, and reads again on the next call', async () => {
    let fail = true;
    const send = secretsManager(async () => {
      if (fail) throw Object.assign(new Error('no route to Secrets Manager'), { name: 'TimeoutError' });
      return { SecretString: secret };
    });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    cloud();
    const handler = createApiHandler('docs', { [`${route.method} ${route.path}`]: async () => ({ statusCode: 200, body: { ok: true } }) });
    const first = (await handler(event({ [ORIGIN_VERIFY_HEADER]: secret }), context)) as APIGatewayProxyStructuredResultV2;
    expect(first.statusCode).toBe(500);
    fail = false;
    const second = (await handler(event({ [ORIGIN_VERIFY_HEADER]: secret }), context)) as APIGatewayProxyStructuredResultV2;
    expect(second.statusCode).toBe(200);
    expect(send.mock.calls.length).toBeGreaterThanOrEqual(2);
  });

  it('refuses a secret too short to be one', async () => {
    secretsManager(async () => ({ SecretString: 'short' }));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    cloud();
    expect((await call({ [ORIGIN_VERIFY_HEADER]: 'short' })).statusCode).toBe(500);
  });
});
