// The entries group's Lambda: the eight collections' list, create, update and delete, and the time zone mappings. The
// router parses each request with the route's schema; tsc checks every action against the group's contract
// (shared/contracts/entries.ts, a type-only import).
import type { entriesContract } from '../../shared/contracts/entries';
import { ENTRY_COLLECTIONS } from '../../shared/entry-types';
import { createApiHandler, type RouteActions } from '../core/http-handler';
import { entryActions, userInputActions, type CollectionActions } from './collection-actions';
import { timezoneMappings } from './timezone-mappings';

export const actions: RouteActions<typeof entriesContract> = {
  ...userInputActions,
  ...(Object.assign({}, ...ENTRY_COLLECTIONS.map(entryActions)) as CollectionActions<(typeof ENTRY_COLLECTIONS)[number]>),
  'GET /api/logs/timezone-mappings/': { run: async ({ headers }) => timezoneMappings(headers['if-none-match']) },
};

export const handler = createApiHandler('entries', actions);
