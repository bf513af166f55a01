// The insights group's Lambda: the Analytics page's figures from the person's own entries, and its weekly reports.
import { createApiHandler, type RouteActions } from '../core/http-handler';
import { getInsights } from './get-insights';
import { getInsightsSummary } from './get-summary';
import { chooseAiProvider } from '../providers/ai/choose-provider';
import { generateReport, getWeeklyReport, listWeeklyReports } from './weekly-reports';

export const actions: RouteActions = {
  'GET /api/insights/': getInsights,
  'GET /api/insights/summary/': getInsightsSummary,
  'POST /api/insights/reports/': generateReport(chooseAiProvider),
  'GET /api/insights/reports/': listWeeklyReports,
  'GET /api/insights/reports/{id}/': getWeeklyReport,
};

export const handler = createApiHandler('insights', actions);
