// Loads a resource group's Lambda module and invokes it the way Lambda would: a context, a deadline.
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';

export type ApiHandler = (event: APIGatewayProxyEventV2, context: Context) => Promise<unknown>;
export type HandlerLoader = (group: string) => Promise<ApiHandler>;

/** API Gateway gives up on an integration after 30 s; the function sees a slightly smaller budget. */
export const gatewayTimeoutMs = 30_000;
export const functionBudgetMs = 29_000;

/** Lambda refuses a synchronous response whose JSON is larger (API Gateway then answers 500). */
export const lambdaResponseMaxBytes = 6 * 1024 * 1024;

export type Invocation = { kind: 'result'; value: unknown } | { kind: 'error'; error: unknown } | { kind: 'timeout' };

const repoRoot = path.resolve(__dirname, '..');

/** The modules the CDK stack deploys: functions/<group>/handler.ts, imported on first use so env is set first. */
export function moduleHandlerLoader(root: string = repoRoot): HandlerLoader {
  const loaded = new Map<string, Promise<ApiHandler>>();
  return (group) => {
    let handler = loaded.get(group);
    if (!handler) {
      const file = path.join(root, 'functions', group, 'handler.ts');
      handler = import(file).then((mod) => {
        const found = mod.handler ?? mod.default?.handler;
        if (typeof found !== 'function') throw new Error(`${file} exports no handler function`);
        return found as ApiHandler;
      });
      handler.catch(() => loaded.delete(group)); // a fixed file loads on the next request
      loaded.set(group, handler);
    }
    return handler;
  };
}

export function lambdaContext(group: string, budgetMs: number = functionBudgetMs): Context {
  const deadline = Date.now() + budgetMs;
  const functionName = `tend-${group}`;
  const unsupported = () => {
    throw new Error('Callback-style Lambda completion is not supported; return a value instead.');
  };
  return {
    callbackWaitsForEmptyEventLoop: true,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:us-east-1:000000000000:function:${functionName}`,
    memoryLimitInMB: '512',
    awsRequestId: randomUUID(),
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: unsupported,
    fail: unsupported,
    succeed: unsupported,
  };
}

/** Runs the handler, turning a throw into `error` and a call slower than API Gateway allows into `timeout`. */
export async function invokeHandler(
  loader: HandlerLoader,
  group: string,
  event: APIGatewayProxyEventV2,
  timeoutMs: number = gatewayTimeoutMs,
): Promise<Invocation> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<Invocation>((resolve) => {
    timer = setTimeout(() => resolve({ kind: 'timeout' }), timeoutMs);
  });
  const call = (async (): Promise<Invocation> => {
    try {
      const handler = await loader(group);
      const context = lambdaContext(group, Math.min(functionBudgetMs, timeoutMs));
      const value = await handler(event, context);
      const bytes = Buffer.byteLength(JSON.stringify(value) ?? '');
      if (bytes > lambdaResponseMaxBytes) {
        throw new Error(`Response payload size (${bytes} bytes) exceeded maximum allowed payload size (${lambdaResponseMaxBytes} bytes)`);
      }
      return { kind: 'result', value };
    } catch (error) {
      return { kind: 'error', error };
    }
  })();
  try {
    return await Promise.race([call, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
