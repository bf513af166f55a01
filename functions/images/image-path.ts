// Which stored object a GET /api/images/{path+} names, if it is one of the caller's own (docs/SECURITY.md S20, S29).
import { objectKeys } from '../providers/storage/object-keys';

const ROUTE_PREFIX = '/api/images/';
/** One plain file name: letters, digits, `_` and `-`, an optional extension. No dots elsewhere, no `%`, no `/`. */
const FILE_NAME = /^[A-Za-z0-9_-]{1,128}(\.[A-Za-z0-9]{1,10})?$/;

/**
 * The object key for `/api/images/images/<userId>/<file>` when <userId> is the caller, else undefined.
 * The raw path is checked as sent, before any decoding: an encoded `/`, `.` or `%` is simply not a match,
 * so no traversal or other user's prefix can be spelled in a way a later decode would turn into one.
 */
export function ownImageKey(rawPath: string, userId: string): string | undefined {
  if (!rawPath.startsWith(ROUTE_PREFIX)) return undefined;
  const path = rawPath.slice(ROUTE_PREFIX.length).replace(/\/$/, '');
  const prefix = objectKeys.imagePrefix(userId);
  if (!path.startsWith(prefix)) return undefined;
  const file = path.slice(prefix.length);
  return FILE_NAME.test(file) ? path : undefined;
}
