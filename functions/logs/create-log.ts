// POST /api/<collection>/: a user input (the raw text entries come from) or an entry of one of the seven types. A
// manual entry is one call (issue 21): with `user_input_text` the user input and the entry pointing at it are written
// in one transaction. With an Idempotency-Key (core/idempotency-key.ts) the key's answer is part of that same
// transaction, and the ids come from the key, so a retry never makes a second entry. A food or drink gets its numbers
// from the food table (domain/nutrition/nutrition-rules.ts).
import { ulid } from 'ulid';
import type { Collection } from '../../shared/log-types';
import { manualInputRequest, userInputRequest } from '../../shared/schemas/logs';
import { InvalidFields } from '../platform/errors';
import type { ApiRequest, ApiResult } from '../core/http-handler';
import { parseBody } from '../platform/validate';
import { writeTogether } from '../data/batch';
import { insertLog, putLogAction, type StoredLog } from '../data/entries';
import { entryFields } from '../domain/entry-fields';
import { withFoodNumbers } from '../domain/nutrition/nutrition-rules';
import { zoneOf } from '../domain/entry-time';
import { presentLog } from '../domain/present-log';

export function createLog(collection: Collection) {
  return async (request: ApiRequest): Promise<ApiResult> => {
    const userId = request.user!.userId;
    const work = request.idempotency;
    const newId = () => work?.newId() ?? ulid();
    const now = new Date().toISOString();
    const stamp = { userId, created_at: now, updated_at: now, version: 1 };
    let log: StoredLog;
    let input: StoredLog | undefined;
    if (collection === 'user-inputs') {
      const body = parseBody(userInputRequest, request.body);
      log = { ...stamp, collection, id: newId(), utc_time: now, raw_text: body.raw_text, timezone: zoneOf(body.timezone, 'timezone') };
    } else {
      const { user_input_text: text } = parseBody(manualInputRequest, request.body);
      // A food's numbers come from the table unless the person typed their own (docs/LOGS.md "Nutrition").
      const fields = withFoodNumbers(collection, (await entryFields(collection, request.body, userId)).fields);
      if (text !== undefined && fields.user_input_log) {
        throw InvalidFields.field('user_input_text', 'Send either user_input_log or user_input_text, not both.');
      }
      if (text !== undefined) {
        const zone = fields.device_timezone;
        input = { ...stamp, collection: 'user-inputs', id: newId(), utc_time: now, raw_text: text, timezone: zone };
      }
      // Images are attached only by the server (the AI save with an image), never named by the client.
      log = {
        measures: {},
        subjects: [],
        ...stamp,
        collection,
        id: newId(),
        ...fields,
        user_input_log: input?.id ?? fields.user_input_log,
      };
      log.image_url = null;
    }
    const result = { statusCode: 201, body: presentLog(log) };
    if (!input && !work) {
      await insertLog(log);
      return result;
    }
    const puts = [...(input ? [putLogAction(input, true)] : []), putLogAction(log, true)];
    await writeTogether(work ? [...puts, work.answerAction(result)] : puts);
    return result;
  };
}
