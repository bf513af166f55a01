// The logs group's Lambda: the eight collections' list, create, update and delete, and the time zone mappings.
import { COLLECTIONS } from '../../shared/log-types';
import { createApiHandler, type RouteActions } from '../core/http-handler';
import { collectionActions } from './collection-actions';
import { timezoneMappings } from './timezone-mappings';

export const actions: RouteActions = {
  ...Object.fromEntries(COLLECTIONS.flatMap((collection) => Object.entries(collectionActions(collection)))),
  'GET /api/logs/timezone-mappings/': timezoneMappings,
};

export const handler = createApiHandler('logs', actions);
