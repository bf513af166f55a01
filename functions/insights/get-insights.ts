// GET /api/insights/: the person's figures of the period in their zone's days (docs/INSIGHTS.md).
import { insightsQuery } from '../../shared/schemas/insights';
import type { ApiRequest, ApiResult } from '../core/http-handler';
import { parseBody } from '../core/validate';
import { insightsOf } from '../domain/insights/insights-of';
import { zoneOf } from '../domain/entry-time';

export async function getInsights(request: ApiRequest): Promise<ApiResult> {
  const query = parseBody(insightsQuery, request.query);
  const zone = zoneOf(query.timezone, 'timezone');
  return { statusCode: 200, body: await insightsOf(request.user!.userId, query.days, zone) };
}
