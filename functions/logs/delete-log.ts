// DELETE /api/<collection>/{id}/: the caller's own log only; anything else is a 404.
import type { Collection } from '../../shared/log-types';
import { NotFound } from '../platform/errors';
import type { ApiRequest, ApiResult } from '../core/http-handler';
import { removeLog } from '../data/entries';
import { LOG_ID } from '../domain/log-id';

export function deleteLog(collection: Collection) {
  return async (request: ApiRequest): Promise<ApiResult> => {
    const id = request.params.id ?? '';
    if (!LOG_ID.test(id) || !(await removeLog(request.user!.userId, collection, id))) throw new NotFound();
    return { statusCode: 204 };
  };
}
