// The backend configuration: parsed once when a handler is created, so a missing or invalid variable fails then, named.
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { config } from '../../functions/platform/config';
import { createApiHandler } from '../../functions/core/http-handler';
import { restoreEnv, setEnv, validEnv } from './support/config-env';

const create = () => createApiHandler('auth', {});
const stripeCloud = {
  STAGE: 'cloud',
  STRIPE_SECRET_KEY: 'sk_live_1',
  STRIPE_WEBHOOK_SECRET: 'whsec_1',
  STRIPE_PRICE_BASIC: 'price_b',
  STRIPE_PRICE_PRO: 'price_p',
};

beforeEach(() => setEnv(validEnv));
afterEach(restoreEnv);

describe('configuration at handler creation', () => {
  it('fails naming a Stripe price id missing in the cloud', () => {
    setEnv({ ...stripeCloud, STRIPE_PRICE_PRO: undefined });
    expect(create).toThrow('Invalid configuration: STRIPE_PRICE_PRO must be set in the cloud when STRIPE_SECRET_KEY is');
  });

  it('counts an empty variable as missing', () => {
    setEnv({ ...stripeCloud, STRIPE_WEBHOOK_SECRET: '', STRIPE_PRICE_BASIC: ' ' });
    expect(create).toThrow(/STRIPE_WEBHOOK_SECRET must be set.*; STRIPE_PRICE_BASIC must be set/);
  });

  it('accepts Stripe in the cloud with every key and price, and no Stripe at all', () => {
    setEnv(stripeCloud);
    expect(create).not.toThrow();
    setEnv({ STRIPE_SECRET_KEY: undefined, STRIPE_WEBHOOK_SECRET: undefined, STRIPE_PRICE_BASIC: undefined, STRIPE_PRICE_PRO: undefined });
    expect(create).not.toThrow();
  });

  it('lets the local stage run a Stripe key with the local price ids', () => {
    setEnv({ STAGE: 'local', STRIPE_SECRET_KEY: 'sk_test_1' });
    expect(create).not.toThrow();
  });

  it.each([
    ['TABLE_NAME', { TABLE_NAME: undefined }, 'TABLE_NAME must be set'],
    ['APP_URL', { APP_URL: 'not a url' }, 'APP_URL (Invalid URL)'],
    ['JWT_SECRET', { JWT_SECRET: undefined }, 'JWT_SECRET or JWT_SECRET_ARN must be set'],
    ['STAGE', { STAGE: 'prod' }, "STAGE must be 'local' or 'cloud', not 'prod'"],
    ['LOG_LEVEL', { LOG_LEVEL: 'debug' }, "LOG_LEVEL must be 'info' or 'error' or 'silent', not 'debug'"],
    ['BEDROCK_MODEL_ID', { AI_PROVIDER: 'bedrock' }, 'BEDROCK_MODEL_ID must be set when AI_PROVIDER is bedrock'],
    ['AWS_S3_FORCE_PATH_STYLE', { AWS_S3_FORCE_PATH_STYLE: 'yes' }, "AWS_S3_FORCE_PATH_STYLE must be 'true' or 'false', not 'yes'"],
    ['EXPORT_INLINE_MAX_BYTES', { EXPORT_INLINE_MAX_BYTES: '7000000' }, 'EXPORT_INLINE_MAX_BYTES ('],
  ])('fails naming %s', (_name, values: Record<string, string | undefined>, message) => {
    setEnv(values);
    expect(create).toThrow(message);
  });

  it('reads the environment once: later changes wait for resetConfigForTests', () => {
    setEnv({ LOG_LEVEL: undefined });
    create();
    process.env.LOG_LEVEL = 'debug';
    expect(config().LOG_LEVEL).toBe('info');
    setEnv({ LOG_LEVEL: 'silent' });
    expect(config().LOG_LEVEL).toBe('silent');
  });

  it('gives typed values and defaults', () => {
    setEnv({
      AWS_S3_FORCE_PATH_STYLE: 'true',
      EXPORT_INLINE_MAX_BYTES: '1000',
      AI_PROVIDER: ' bedrock ',
      BEDROCK_MODEL_ID: 'amazon.nova-lite-v1:0',
    });
    expect(config()).toMatchObject({
      AWS_S3_FORCE_PATH_STYLE: true,
      EXPORT_INLINE_MAX_BYTES: 1000,
      AI_PROVIDER: 'bedrock',
      STAGE: 'cloud',
      LOG_LEVEL: 'info',
    });
  });
});

describe('STAGE=local and error bodies', () => {
  it('keeps the cause of a 500 out of the body on the local stage too (it goes to the log)', async () => {
    setEnv({ STAGE: 'local' });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'log').mockImplementation(() => undefined);
    const handler = createApiHandler('auth', {
      'POST /api/auth/token/': async () => {
        throw new Error('internal cause');
      },
    });
    const event = { routeKey: 'POST /api/auth/token', headers: {}, body: '', isBase64Encoded: false } as unknown as APIGatewayProxyEventV2;
    const response = (await handler(event, { awsRequestId: 'req-1' } as Context)) as APIGatewayProxyStructuredResultV2;
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('internal cause');
    jest.restoreAllMocks();
  });
});
