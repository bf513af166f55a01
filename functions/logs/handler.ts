// The logs group's Lambda: the eight collections' list, create, update and delete, and the time zone mappings. The
// router parses each request with the route's schema; tsc checks every action against the group's contract
// (shared/contracts/logs.ts, a type-only import).
import type { logsContract } from '../../shared/contracts/logs';
import { ENTRY_COLLECTIONS } from '../../shared/log-types';
import { createApiHandler, type RouteActions } from '../core/http-handler';
import { entryActions, userInputActions, type CollectionActions } from './collection-actions';
import { timezoneMappings } from './timezone-mappings';

export const actions: RouteActions<typeof logsContract> = {
  ...userInputActions,
  ...(Object.assign({}, ...ENTRY_COLLECTIONS.map(entryActions)) as CollectionActions<(typeof ENTRY_COLLECTIONS)[number]>),
  'GET /api/logs/timezone-mappings/': { run: async ({ headers }) => timezoneMappings(headers['if-none-match']) },
};

export const handler = createApiHandler('logs', actions);
