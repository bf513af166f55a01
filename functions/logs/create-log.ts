// POST /api/<collection>/: a user input (the raw text entries come from) or an entry of one of the seven types.
import { ulid } from 'ulid';
import type { Collection } from '../../shared/log-types';
import { userInputRequest } from '../../shared/schemas/logs';
import type { ApiRequest, ApiResult } from '../core/http-handler';
import { parseBody } from '../core/validate';
import { insertLog, type StoredLog } from '../data/entries';
import { entryFields } from '../domain/entry-fields';
import { zoneOf } from '../domain/entry-time';
import { presentLog } from '../domain/present-log';

export function createLog(collection: Collection) {
  return async (request: ApiRequest): Promise<ApiResult> => {
    const userId = request.user!.userId;
    const now = new Date().toISOString();
    const base = { userId, collection, id: ulid(), created_at: now, updated_at: now, version: 1 };
    let log: StoredLog;
    if (collection === 'user-inputs') {
      const input = parseBody(userInputRequest, request.body);
      log = { ...base, utc_time: now, raw_text: input.raw_text, timezone: zoneOf(input.timezone, 'timezone') };
    } else {
      const { fields } = await entryFields(collection, request.body, userId);
      // Images are attached only by the server (the AI save with an image), never named by the client.
      log = { measures: {}, subjects: [], ...base, ...fields, image_url: null };
    }
    await insertLog(log);
    return { statusCode: 201, body: presentLog(log) };
  };
}
