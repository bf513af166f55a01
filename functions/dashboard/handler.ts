// The dashboard group's Lambda (docs/API.md "Dashboard"): the first screen's summary. Its parts are the other groups'
// read use cases (architecture/layers.mjs "summaries"); tsc checks the action against the group's contract
// (shared/contracts/dashboard.ts, a type-only import).
import type { dashboardContract } from '../../shared/contracts/dashboard';
import { dashboardQuery } from '../../shared/schemas/dashboard';
import { createApiHandler, type RouteActions } from '../core/http-handler';
import { dashboardOf } from './summary';

export const actions: RouteActions<typeof dashboardContract> = {
  // Not readsOnly: the usage state is computed from the caller's user item (plan, trial start).
  'GET /api/dashboard/': {
    query: dashboardQuery,
    run: async ({ user, query }) => ({ statusCode: 200, body: await dashboardOf(user, query) }),
  },
};

export const handler = createApiHandler('dashboard', actions);
