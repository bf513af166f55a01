// GET /api/<collection>/: newest first, optionally within calendar days of a zone, paged by a cursor header.
import type { Collection } from '../../shared/log-types';
import { listQuery, NEXT_CURSOR_HEADER } from '../../shared/schemas/logs';
import { dayBounds } from '../../shared/time';
import { InvalidFields } from '../platform/errors';
import type { ApiRequest, ApiResult } from '../core/http-handler';
import { parseBody } from '../platform/validate';
import { listLogs, pageKeyPartition, userPartition } from '../data/entries';
import { zoneOf } from '../domain/entry-time';
import { decodeCursor, encodeCursor } from './page-cursor';
import { presentLog } from '../domain/present-log';

/** Without `limit` the answer is one array, capped so it always fits a Lambda response; the header says if more exist. */
export const DEFAULT_LIST_CAP = 1000;

function bounds(date: string | undefined, zone: string, field: 'start' | 'end') {
  if (date === undefined) return undefined;
  const day = dayBounds(date, zone);
  if (!day) throw InvalidFields.field(field, 'Enter a real calendar date as YYYY-MM-DD.');
  return day;
}

export function listCollection(collection: Collection) {
  return async (request: ApiRequest): Promise<ApiResult> => {
    const userId = request.userId!;
    const query = parseBody(listQuery, request.query);
    const zone = zoneOf(query.timezone, 'timezone');
    const start = bounds(query.start, zone, 'start');
    const end = bounds(query.end, zone, 'end');
    if (start && end && start.start > end.end) throw InvalidFields.field('end', 'The end date must not be before the start date.');
    const after = query.cursor
      ? decodeCursor(query.cursor, { indexPartition: pageKeyPartition(userId, collection), partition: userPartition(userId) })
      : undefined;
    const { logs, next } = await listLogs({
      userId,
      collection,
      after,
      limit: query.limit ?? DEFAULT_LIST_CAP,
      from: start && new Date(start.start).toISOString(),
      to: end && new Date(end.end).toISOString(),
    });
    return { statusCode: 200, body: logs.map(presentLog), headers: next ? { [NEXT_CURSOR_HEADER]: encodeCursor(next) } : {} };
  };
}
