// List cursors: the next page's key as opaque base64url, checked on the way back in so it can only
// continue the caller's own list (S26: a crafted cursor is a 400, never another user's rows or a 500).
import { InvalidFields } from '../platform/errors';
import type { PageKey } from '../data/entries';

const KEY_NAMES = ['GSI1PK', 'GSI1SK', 'PK', 'SK'];

export function encodeCursor(key: PageKey): string {
  return Buffer.from(JSON.stringify(key), 'utf8').toString('base64url');
}

export function decodeCursor(cursor: string, expected: { indexPartition: string; partition: string }): PageKey {
  const invalid = InvalidFields.field('cursor', 'Invalid cursor.');
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid;
  }
  if (!key || typeof key !== 'object' || Array.isArray(key)) throw invalid;
  const entries = Object.entries(key as Record<string, unknown>);
  const wellFormed =
    entries.length === KEY_NAMES.length && entries.every(([name, value]) => KEY_NAMES.includes(name) && typeof value === 'string');
  const page = key as PageKey;
  if (!wellFormed || page.GSI1PK !== expected.indexPartition || page.PK !== expected.partition) throw invalid;
  return page;
}
