// The insights group's Lambda: the Analytics page's figures from the person's own entries, the doctor summary and the
// weekly reports. The router parses each request with the route's schema; tsc checks every action against the group's
// contract (shared/contracts/insights.ts, a type-only import).
import { createApiHandler, type RouteActions } from '../core/http-handler';
import type { insightsContract } from '../../shared/contracts/insights';
import { insightsQuery } from '../../shared/schemas/insights';
import { reportRequest } from '../../shared/schemas/insights-reports';
import { listReports } from '../data/reports';
import { zoneOf } from '../domain/entry-time';
import { insightsOf } from '../domain/insights/insights-of';
import { intakeTargetsOf } from '../domain/insights/intake-targets';
import { summaryOf } from '../domain/insights/summary-of';
import { medicationAdherence } from '../domain/reminders/medication-adherence';
import { chooseAiProvider } from '../providers/ai/choose-provider';
import { withExperiments } from './summary-experiments';
import { weeklyReport, writeWeeklyReport } from './weekly-reports';

export const actions: RouteActions<typeof insightsContract> = {
  // The person's figures of the period in their zone's days (docs/INSIGHTS.md).
  'GET /api/insights/': {
    query: insightsQuery,
    run: async ({ user, query }) => ({
      statusCode: 200,
      body: await insightsOf(user.userId, query.days, zoneOf(query.timezone, 'timezone')),
    }),
  },
  // The one-page summary of the period for a doctor.
  'GET /api/insights/summary/': {
    query: insightsQuery,
    run: async ({ user, query }) => ({
      statusCode: 200,
      body: await withExperiments(
        user.userId,
        await summaryOf(user.userId, query.days, zoneOf(query.timezone, 'timezone'), intakeTargetsOf(user)),
      ),
    }),
  },
  // Each medication schedule's adherence over 7 and 30 days (docs/REMINDERS.md "Adherence and refill").
  'GET /api/insights/adherence/': {
    readsOnly: true,
    run: async ({ user }) => ({ statusCode: 200, body: { schedules: await medicationAdherence(user.userId, Date.now()) } }),
  },
  'POST /api/insights/reports/': {
    json: reportRequest,
    whenEmpty: {},
    run: async ({ user, body, requestId }) => ({ statusCode: 201, body: await writeWeeklyReport(chooseAiProvider, user, body, requestId) }),
  },
  'GET /api/insights/reports/': { run: async ({ user }) => ({ statusCode: 200, body: await listReports(user.userId) }) },
  'GET /api/insights/reports/{id}/': {
    run: async ({ user, params }) => ({ statusCode: 200, body: await weeklyReport(user.userId, params.id) }),
  },
};

export const handler = createApiHandler('insights', actions);
