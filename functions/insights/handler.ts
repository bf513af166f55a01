// The insights group's Lambda: the Analytics page's figures from the person's own entries.
import { createApiHandler, type RouteActions } from '../core/http-handler';
import { getInsights } from './get-insights';

export const actions: RouteActions = {
  'GET /api/insights/': getInsights,
};

export const handler = createApiHandler('insights', actions);
