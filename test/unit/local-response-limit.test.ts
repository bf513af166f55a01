// The local runtime refuses what Lambda refuses: a response whose JSON exceeds 6 MB (API Gateway answers 500).
import { invokeHandler, lambdaResponseMaxBytes } from '../../local/invoke-handler';
import { withConnectSources, contentSecurityPolicy } from '../../shared/security-headers';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';

const event = {} as APIGatewayProxyEventV2;
const answering = (body: string) => async () => async () => ({ statusCode: 200, body });

describe('Lambda response limit', () => {
  it('passes a response just under 6 MB', async () => {
    const outcome = await invokeHandler(answering('x'.repeat(lambdaResponseMaxBytes - 100)), 'export', event);
    expect(outcome.kind).toBe('result');
  });

  it('fails a response whose JSON passes 6 MB, escapes included', async () => {
    // Under the limit as text, over it once every quote is escaped.
    const outcome = await invokeHandler(answering('"'.repeat(lambdaResponseMaxBytes / 2 + 10)), 'export', event);
    expect(outcome.kind).toBe('error');
    expect(String((outcome as { error: Error }).error.message)).toMatch(/exceeded maximum allowed payload size/);
  });
});

describe('withConnectSources', () => {
  it('adds origins to connect-src and leaves every other directive alone', () => {
    const policy = withConnectSources(contentSecurityPolicy, ['http://127.0.0.1:4568']);
    expect(policy).toContain("connect-src 'self' http://127.0.0.1:4568;");
    expect(policy.replace(' http://127.0.0.1:4568', '')).toBe(contentSecurityPolicy);
  });
});
