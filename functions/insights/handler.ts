// The insights group's Lambda: the Analytics page's figures from the person's own entries.
import { createApiHandler, type RouteActions } from '../core/http-handler';
import { getInsights } from './get-insights';
import { getInsightsSummary } from './get-summary';

export const actions: RouteActions = {
  'GET /api/insights/': getInsights,
  'GET /api/insights/summary/': getInsightsSummary,
};

export const handler = createApiHandler('insights', actions);
