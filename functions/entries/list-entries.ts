// GET /api/<collection>/: newest first, optionally within calendar days of a zone, paged by a cursor (its header is the
// action's). The router has parsed the query with listQuery.
import type * as z from 'zod';
import type { Collection } from '../../shared/entry-types';
import type { listQuery } from '../../shared/schemas/entries';
import { dayBounds } from '../../shared/time';
import { InvalidFields } from '../platform/errors';
import { listEntries, pageKeyPartition, userPartition, type StoredEntry } from '../data/entries';
import { zoneOf } from '../domain/entry-time';
import { decodeCursor, encodeCursor } from './page-cursor';

/** Without `limit` the answer is one array, capped so it always fits a Lambda response; the header says if more exist. */
export const DEFAULT_LIST_CAP = 1000;

export type ListQuery = z.output<typeof listQuery>;

function bounds(date: string | undefined, zone: string, field: 'start' | 'end') {
  if (date === undefined) return undefined;
  const day = dayBounds(date, zone);
  if (!day) throw InvalidFields.field(field, 'Enter a real calendar date as YYYY-MM-DD.');
  return day;
}

/** One page of the caller's entries of a collection, and the next page's cursor when there is one. */
export async function listCollection(
  userId: string,
  collection: Collection,
  query: ListQuery,
): Promise<{ entries: StoredEntry[]; cursor?: string }> {
  const zone = zoneOf(query.timezone, 'timezone');
  const start = bounds(query.start, zone, 'start');
  const end = bounds(query.end, zone, 'end');
  if (start && end && start.start > end.end) throw InvalidFields.field('end', 'The end date must not be before the start date.');
  const after = query.cursor
    ? decodeCursor(query.cursor, { indexPartition: pageKeyPartition(userId, collection), partition: userPartition(userId) })
    : undefined;
  const { entries, next } = await listEntries({
    userId,
    collection,
    after,
    limit: query.limit ?? DEFAULT_LIST_CAP,
    from: start && new Date(start.start).toISOString(),
    to: end && new Date(end.end).toISOString(),
  });
  return { entries, cursor: next ? encodeCursor(next) : undefined };
}
