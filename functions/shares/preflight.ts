// A browser's CORS preflight on the manifest path (shared/shl-cors.ts): 204 with the headers that let a viewer on any
// origin POST its JSON body. The only OPTIONS route of the API (S38); the route table and its handler never see it.
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { manifestPreflightHeaders } from '../../shared/shl-cors';
import { checkOrigin } from '../core/origin-check';
import { NotAllowed } from '../platform/errors';

export async function answerPreflight(event: APIGatewayProxyEventV2): Promise<APIGatewayProxyStructuredResultV2> {
  // Through CloudFront only, as every other call (functions/core/origin-check.ts); a refusal carries no CORS.
  try {
    await checkOrigin(event.headers ?? {});
  } catch (error) {
    if (!(error instanceof NotAllowed)) throw error;
    return { statusCode: 403, headers: { 'Cache-Control': 'no-store' }, body: '' };
  }
  return { statusCode: 204, headers: { ...manifestPreflightHeaders, 'Cache-Control': 'no-store' }, body: '' };
}
