// GET /api/insights/summary/: the one-page summary of the period for a doctor, in the person's zone's days.
import { insightsQuery } from '../../shared/schemas/insights';
import type { ApiRequest, ApiResult } from '../core/http-handler';
import { parseBody } from '../core/validate';
import { intakeTargetsOf } from '../domain/insights/intake-targets';
import { summaryOf } from '../domain/insights/summary-of';
import { zoneOf } from '../domain/entry-time';

export async function getInsightsSummary(request: ApiRequest): Promise<ApiResult> {
  const query = parseBody(insightsQuery, request.query);
  const zone = zoneOf(query.timezone, 'timezone');
  const user = request.user!;
  return { statusCode: 200, body: await summaryOf(user.userId, query.days, zone, intakeTargetsOf(user)) };
}
