// The AI group's Lambda: trial status and the staff usage report (extraction and chat join it next).
import { createApiHandler, type RouteActions } from '../core/http-handler';
import { trialStatus } from './trial-status';
import { usageReport } from './usage-report';

export const actions: RouteActions = {
  'GET /api/ai/trial-status/': trialStatus,
  'GET /api/ai/usage-report/': usageReport,
};

export const handler = createApiHandler('ai', actions);
