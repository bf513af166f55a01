// DELETE /api/<collection>/{id}/: the caller's own log only; anything else is a 404.
import type { Collection } from '../../shared/log-types';
import { NotFound } from '../platform/errors';
import { removeLog } from '../data/entries';
import { LOG_ID } from '../domain/log-id';

export async function deleteLog(userId: string, collection: Collection, id: string): Promise<void> {
  if (!LOG_ID.test(id) || !(await removeLog(userId, collection, id))) throw new NotFound();
}
