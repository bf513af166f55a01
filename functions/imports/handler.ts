// The imports group's Lambda (issue 14): import jobs, their signed uploads, and starting the import-job function
// (functions/imports/job-handler.ts) that reads a file and writes its entries.
import { createApiHandler, type RouteActions } from '../core/http-handler';
import { exportsStorage } from '../providers/storage/buckets';
import { createImport } from './create-import';
import { deleteImport, getImport, listImports } from './read-imports';
import { confirmImport, previewImport } from './start-steps';

/** Uploads share the bucket of short-lived downloads: both are transfers, expired by its lifecycle rule. */
const transfers = exportsStorage();

export const actions: RouteActions = {
  'POST /api/imports/': createImport(transfers),
  'GET /api/imports/': { run: listImports, readsOnly: true },
  'GET /api/imports/{id}/': { run: getImport, readsOnly: true },
  'POST /api/imports/{id}/preview/': previewImport(transfers),
  'POST /api/imports/{id}/confirm/': confirmImport,
  'DELETE /api/imports/{id}/': deleteImport(transfers),
};

export const handler = createApiHandler('imports', actions);
