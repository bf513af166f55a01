// The app's metrics as CloudWatch embedded metric format (functions/platform/metrics.ts): the record's shape, one line
// per invocation through a real handler, an AI provider failure counted, and quiet at LOG_LEVEL error.
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { createApiHandler } from '../../functions/core/http-handler';
import { emfRecord } from '../../functions/platform/metrics';
import { callProvider } from '../../functions/domain/call-provider';
import type { UserRecord } from '../../functions/data/users';
import { AiProviderError } from '../../functions/providers/ai/ai-port';
import { OPS_METRICS, OPS_NAMESPACE } from '../../shared/ops-metrics';
import { restoreEnv, setEnv, validEnv } from './support/config-env';

// No table in unit tests: the charge always goes through and its refund is counted.
const refunds: number[] = [];
jest.mock('../../functions/domain/charge', () => ({ chargeAi: async () => ({ refund: async () => void refunds.push(1) }) }));

const event = (routeKey: string) =>
  ({
    routeKey,
    headers: {},
    body: '',
    isBase64Encoded: false,
    requestContext: { requestId: 'api-1', http: { method: 'POST' } },
  }) as unknown as APIGatewayProxyEventV2;
const context = { awsRequestId: 'req-emf' } as Context;

/** Every JSON line written to stdout during `run`. */
async function linesOf(run: () => Promise<unknown>): Promise<Record<string, unknown>[]> {
  const lines: string[] = [];
  const spy = jest.spyOn(console, 'log').mockImplementation((line: string) => void lines.push(line));
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    await run();
  } finally {
    spy.mockRestore();
  }
  return lines.map((line) => JSON.parse(line) as Record<string, unknown>);
}

afterEach(() => {
  jest.restoreAllMocks();
  restoreEnv();
});

describe('embedded metric format', () => {
  it('names the namespace, each metric with its unit, and the Route dimension set beside an empty one', () => {
    const record = emfRecord(
      [
        { name: 'Requests', unit: 'Count', value: 1 },
        { name: 'AiProviderLatency', unit: 'Milliseconds', value: 120 },
        { name: 'AiProviderLatency', unit: 'Milliseconds', value: 80 },
      ],
      { Route: 'POST /api/ai/chat' },
      { requestId: 'r1' },
      1_764_000_000_000,
    );
    expect(record).toEqual({
      _aws: {
        Timestamp: 1_764_000_000_000,
        CloudWatchMetrics: [
          {
            Namespace: OPS_NAMESPACE,
            Dimensions: [['Route'], []],
            Metrics: [
              { Name: 'Requests', Unit: 'Count' },
              { Name: 'AiProviderLatency', Unit: 'Milliseconds' },
            ],
          },
        ],
      },
      requestId: 'r1',
      Route: 'POST /api/ai/chat',
      Requests: 1,
      AiProviderLatency: [120, 80],
    });
  });

  it('writes one line per invocation with its Requests, and Errors for a 5xx', async () => {
    setEnv(validEnv);
    const handler = createApiHandler('auth', {
      'POST /api/auth/token/': async () => {
        throw new Error('boom');
      },
    });
    const lines = await linesOf(() => handler(event('POST /api/auth/token'), context));
    const metrics = lines.filter((line) => line._aws);
    expect(metrics).toHaveLength(1);
    expect(metrics[0]).toMatchObject({ Route: 'POST /api/auth/token', requestId: 'req-emf', Requests: 1, Errors: 1 });
    const requestLine = lines.find((line) => line.level === 'info');
    expect(requestLine).toMatchObject({ requestId: 'req-emf', apiRequestId: 'api-1', group: 'auth', status: 500, error: 'Error' });
  });

  it('counts an AI provider failure with its call and latency, and refunds it', async () => {
    setEnv(validEnv);
    // A public route, so no token is needed; the call is what counts.
    const handler = createApiHandler('auth', {
      'POST /api/auth/token/': async (request) => {
        await callProvider({ userId: 'u1' } as UserRecord, { credits: 1, images: 0 }, request.requestId, async () => {
          throw new AiProviderError('unavailable', 'down');
        });
        return { statusCode: 200 };
      },
    });
    let response: APIGatewayProxyStructuredResultV2 | undefined;
    const lines = await linesOf(async () => {
      response = (await handler(event('POST /api/auth/token'), context)) as APIGatewayProxyStructuredResultV2;
    });
    expect(response?.statusCode).toBe(503);
    expect(refunds).toHaveLength(1);
    const metrics = lines.find((line) => line._aws);
    expect(metrics).toMatchObject({ [OPS_METRICS.aiProviderCalls]: 1, [OPS_METRICS.aiProviderFailures]: 1, Errors: 1 });
    expect(metrics?.[OPS_METRICS.aiProviderLatency]).toEqual(expect.any(Number));
  });

  it('writes no metrics line at LOG_LEVEL error (the bench stays quiet)', async () => {
    setEnv({ ...validEnv, LOG_LEVEL: 'error' });
    const handler = createApiHandler('auth', { 'POST /api/auth/token/': async () => ({ statusCode: 200, body: {} }) });
    expect(await linesOf(() => handler(event('POST /api/auth/token'), context))).toEqual([]);
  });
});
