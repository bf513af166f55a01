// The current user (GET /api/auth/me/).
import type { ApiRequest, ApiResult } from '../core/http-handler';
import { presentUser } from './present-user';

export async function me(request: ApiRequest): Promise<ApiResult> {
  return { statusCode: 200, body: presentUser(request.user!) };
}
