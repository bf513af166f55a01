// The imports group's Lambda (issue 14): import jobs, their signed uploads, and starting the import-job function
// (functions/imports/job-handler.ts) that reads a file and writes its entries. The router parses each JSON body with
// the route's schema; tsc checks every action against the group's contract (shared/contracts/imports.ts, type-only).
import { createApiHandler, type RouteActions } from '../core/http-handler';
import type { importsContract } from '../../shared/contracts/imports';
import { confirmImportRequest, createImportRequest, previewImportRequest } from '../../shared/schemas/imports';
import { exportsStorage } from '../providers/storage/buckets';
import { createImport } from './create-import';
import { deleteImport, getImport, listImports } from './read-imports';
import { confirmImport, previewImport } from './start-steps';

/** Uploads share the bucket of short-lived downloads: both are transfers, expired by its lifecycle rule. */
const transfers = exportsStorage();

export const actions: RouteActions<typeof importsContract> = {
  'POST /api/imports/': {
    json: createImportRequest,
    run: async ({ user, body }) => ({ statusCode: 201, body: await createImport(transfers, user.userId, body) }),
  },
  // Reads only: they start alongside the caller's check with the token's user id (no user item).
  'GET /api/imports/': { readsOnly: true, run: async ({ user }) => ({ statusCode: 200, body: await listImports(user.userId) }) },
  'GET /api/imports/{id}/': {
    readsOnly: true,
    run: async ({ user, params }) => ({ statusCode: 200, body: await getImport(user.userId, params.id) }),
  },
  // Every field optional: an empty body is no choice made.
  'POST /api/imports/{id}/preview/': {
    json: previewImportRequest,
    whenEmpty: {},
    run: async ({ user, params, body }) => ({
      statusCode: 202,
      body: await previewImport(transfers, user.userId, params.id, body),
    }),
  },
  'POST /api/imports/{id}/confirm/': {
    json: confirmImportRequest,
    whenEmpty: {},
    run: async ({ user, params, body }) => ({ statusCode: 202, body: await confirmImport(user.userId, params.id, body) }),
  },
  'DELETE /api/imports/{id}/': {
    run: async ({ user, params }) => {
      await deleteImport(transfers, user.userId, params.id);
      return { statusCode: 204 };
    },
  },
};

export const handler = createApiHandler('imports', actions);
