// DELETE /api/<collection>/{id}/: the caller's own entry only; anything else is a 404.
import type { Collection } from '../../shared/entry-types';
import { NotFound } from '../platform/errors';
import { removeEntry } from '../data/entries';
import { ENTRY_ID } from '../domain/entry-id';

export async function deleteEntry(userId: string, collection: Collection, id: string): Promise<void> {
  if (!ENTRY_ID.test(id) || !(await removeEntry(userId, collection, id))) throw new NotFound();
}
