// The docs group's Lambda: the OpenAPI document generated from the route table, and a page that reads it. The document is
// built by `npm run generate:client` (functions/docs/openapi.ts) and bundled as JSON: no schema is converted at cold start.
// tsc checks both actions against the group's contract (shared/contracts/docs.ts, a type-only import).
import type { docsContract } from '../../shared/contracts/docs';
import { createApiHandler, type RouteActions } from '../core/http-handler';
import { docsPage } from './docs-page';
import openApiDocument from './openapi.generated.json';

const cached = { 'Cache-Control': 'public, max-age=300' };

export const actions: RouteActions<typeof docsContract> = {
  'GET /api/openapi.json': { run: async () => ({ statusCode: 200, body: openApiDocument, headers: cached }) },
  'GET /api/docs/': {
    run: async () => ({ statusCode: 200, body: docsPage(), headers: { 'Content-Type': 'text/html; charset=utf-8', ...cached } }),
  },
};

export const handler = createApiHandler('docs', actions);
