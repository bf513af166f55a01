// Token refresh: the refresh token is rotated, so the answer carries a new refresh token beside the access token.
import { refreshRequest } from '../../shared/schemas/auth';
import type { ApiRequest, ApiResult } from '../core/http-handler';
import { parseBody } from '../platform/validate';
import { rotateSession } from './sessions';

export async function refresh(request: ApiRequest): Promise<ApiResult> {
  const { refresh: token } = parseBody(refreshRequest, request.body);
  return { statusCode: 200, body: await rotateSession(token) };
}
