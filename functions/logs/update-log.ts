// PUT /api/<collection>/{id}/: replaces the editable fields, refusing a stale version (R02: no silent lost update).
import type { Collection } from '../../shared/log-types';
import { userInputRequest } from '../../shared/schemas/logs';
import { HttpError, NotFound } from '../core/http-error';
import type { ApiRequest, ApiResult } from '../core/http-handler';
import { parseBody } from '../core/validate';
import { findLog, replaceLog, type StoredLog } from '../data/entries';
import { entryFields, LOG_ID } from './entry-fields';
import { zoneOf } from './entry-time';
import { presentLog } from './present-log';

export const CONFLICT_TEXT = 'This entry was changed in another window. Review the latest version and save again.';

function conflict(current: StoredLog): HttpError {
  return new HttpError(409, { detail: CONFLICT_TEXT, current: presentLog(current) });
}

async function editedFields(collection: Collection, body: unknown, userId: string) {
  if (collection !== 'user-inputs') return entryFields(collection, body, userId);
  const input = parseBody(userInputRequest, body);
  return { fields: { raw_text: input.raw_text, timezone: zoneOf(input.timezone, 'timezone') }, version: input.version };
}

export function updateLog(collection: Collection) {
  return async (request: ApiRequest): Promise<ApiResult> => {
    const userId = request.user!.userId;
    const id = request.params.id ?? '';
    const existing = LOG_ID.test(id) ? await findLog(userId, collection, id) : undefined;
    if (!existing) throw new NotFound();
    const { fields, version } = await editedFields(collection, request.body, userId);
    if (version !== undefined && version !== existing.version) throw conflict(existing);
    const expected = existing.version as number;
    const next: StoredLog = { ...existing, ...fields, updated_at: new Date().toISOString(), version: expected + 1 };
    if (!(await replaceLog(next, expected))) {
      const current = await findLog(userId, collection, id);
      throw current ? conflict(current) : new NotFound();
    }
    return { statusCode: 200, body: presentLog(next) };
  };
}
