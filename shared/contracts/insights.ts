// The insights group's contracts: the Analytics page's figures, the doctor summary and the weekly reports.
import * as z from 'zod';
import { insightsQuery, insightsResponse } from '../schemas/insights';
import { reportRequest, reportSchema, reportSummarySchema } from '../schemas/insights-reports';
import { insightsSummaryResponse } from '../schemas/insights-summary';
import { adherenceResponse } from '../schemas/schedule-adherence';
import type { GroupContract } from './contract';

export const insightsContract = {
  'GET /api/insights/': { query: insightsQuery, responses: { 200: insightsResponse } },
  'GET /api/insights/summary/': { query: insightsQuery, responses: { 200: insightsSummaryResponse } },
  'GET /api/insights/adherence/': { responses: { 200: adherenceResponse } },
  // A model call, charged like the AI group's (403, 504).
  'POST /api/insights/reports/': { request: { json: reportRequest }, responses: { 201: reportSchema }, refusals: [403, 504] },
  'GET /api/insights/reports/': { responses: { 200: z.array(reportSummarySchema) } },
  'GET /api/insights/reports/{id}/': { responses: { 200: reportSchema }, refusals: [404] },
} satisfies GroupContract;
