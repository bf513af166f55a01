// The insights group's contracts: the Analytics page's figures, the doctor summary and the weekly reports.
import * as z from 'zod';
import { insightsQuery, insightsResponse } from '../schemas/insights';
import { reportRequest, reportSchema, reportSummarySchema } from '../schemas/insights-reports';
import { insightsSummaryResponse } from '../schemas/insights-summary';
import type { GroupContract } from './contract';

export const insightsContract = {
  'GET /api/insights/': { query: insightsQuery, responses: { 200: insightsResponse } },
  'GET /api/insights/summary/': { query: insightsQuery, responses: { 200: insightsSummaryResponse } },
  'POST /api/insights/reports/': { request: { json: reportRequest }, responses: { 201: reportSchema } },
  'GET /api/insights/reports/': { responses: { 200: z.array(reportSummarySchema) } },
  'GET /api/insights/reports/{id}/': { responses: { 200: reportSchema } },
} satisfies GroupContract;
