// The four routes of one collection, keyed as in shared/route-paths.ts.
import type { Collection } from '../../shared/log-types';
import type { RouteActions } from '../core/http-handler';
import { createLog } from './create-log';
import { deleteLog } from './delete-log';
import { listCollection } from './list-logs';
import { updateLog } from './update-log';

export function collectionActions(collection: Collection): RouteActions {
  return {
    [`GET /api/${collection}/`]: { run: listCollection(collection), readsOnly: true },
    [`POST /api/${collection}/`]: createLog(collection),
    [`PUT /api/${collection}/{id}/`]: updateLog(collection),
    [`DELETE /api/${collection}/{id}/`]: deleteLog(collection),
  };
}
