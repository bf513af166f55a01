// A test-only Lambda handler for the local runtime's tests: echoes its event, or misbehaves on request.
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';

/** `?result=<json>` returns that value as is; `?throw=1` throws; `?sleep=<ms>` waits first. */
export async function handler(event: APIGatewayProxyEventV2, context: Context): Promise<unknown> {
  const query = event.queryStringParameters ?? {};
  if (query.sleep) await new Promise((resolve) => setTimeout(resolve, Number(query.sleep)));
  if (query.throw) throw new Error('secret cause that must not reach the client');
  if (query.result !== undefined) return JSON.parse(query.result);
  return {
    statusCode: 200,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ event, remainingMs: context.getRemainingTimeInMillis(), functionName: context.functionName }),
  };
}
