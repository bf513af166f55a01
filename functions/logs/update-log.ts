// PUT /api/<collection>/{id}/: replaces the editable fields, refusing a stale version (R02: no silent lost update).
import type { Collection } from '../../shared/log-types';
import { userInputRequest } from '../../shared/schemas/logs';
import { NotFound } from '../platform/errors';
import type { ApiRequest, ApiResult } from '../core/http-handler';
import { parseBody } from '../platform/validate';
import { findLog, replaceLog, type StoredLog } from '../data/entries';
import { versionConflict } from '../domain/entry-conflict';
import { entryFields } from '../domain/entry-fields';
import { withFoodNumbers } from '../domain/nutrition/nutrition-rules';
import { LOG_ID } from '../domain/log-id';
import { zoneOf } from '../domain/entry-time';
import { presentLog } from '../domain/present-log';

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
    if (version !== undefined && version !== existing.version) throw versionConflict(existing);
    const expected = existing.version as number;
    // A food's numbers follow the change: new words re-match, more servings scale, typed numbers win (docs/LOGS.md).
    const settled = withFoodNumbers(collection, fields, existing);
    const next: StoredLog = { ...existing, ...settled, updated_at: new Date().toISOString(), version: expected + 1 };
    if (!(await replaceLog(next, expected))) {
      const current = await findLog(userId, collection, id);
      throw current ? versionConflict(current) : new NotFound();
    }
    return { statusCode: 200, body: presentLog(next) };
  };
}
