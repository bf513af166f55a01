// GET /api/insights/: the person's entries of the period, read in their zone's days, as daily series and quick
// stats (docs/INSIGHTS.md). Only the caller's own entries are read: every query is keyed by their user id.
import { ENTRY_COLLECTIONS } from '../../shared/log-types';
import { insightsQuery, type InsightsResponse } from '../../shared/schemas/insights';
import { dayBounds, toZonedIso } from '../../shared/time';
import type { ApiRequest, ApiResult } from '../core/http-handler';
import { parseBody } from '../core/validate';
import { listLogs } from '../data/entries';
import { zoneOf } from '../domain/entry-time';
import { dailyValues, periodDays, SERIES_UNITS, type DayEntry } from './daily-values';
import { recommendationsOf } from './recommendations';
import { scoresOf } from './score-of';
import { whatAffectsYou } from './what-affects-you';

/** Enough for 365 days of heavy logging in one type; a longer history is read no further than the period. */
const MAX_PER_TYPE = 20_000;
const DAY_MS = 24 * 3_600_000;

export async function getInsights(request: ApiRequest): Promise<ApiResult> {
  const query = parseBody(insightsQuery, request.query);
  const zone = zoneOf(query.timezone, 'timezone');
  const today = toZonedIso(Date.now(), zone).slice(0, 10);
  const days = periodDays(today, query.days);
  // From the evening before the first day: a sleep logged at bedtime then counts for the first morning.
  const from = new Date(dayBounds(days[0], zone)!.start - DAY_MS).toISOString();
  const to = new Date(dayBounds(today, zone)!.end).toISOString();
  const userId = request.user!.userId;
  const lists = await Promise.all(
    ENTRY_COLLECTIONS.map((collection) => listLogs({ userId, collection, from, to, limit: MAX_PER_TYPE, newestFirst: false })),
  );
  const entries = lists.flatMap(({ logs }) => logs) as unknown as DayEntry[];
  const values = dailyValues(entries, days, zone);
  const { score, average } = scoresOf(values);
  const affects = whatAffectsYou(values);
  const body: InsightsResponse = {
    period: { days: query.days, first_day: days[0], last_day: today, timezone: zone },
    quick_stats: {
      total_logs: values.entries.reduce((a, b) => a + b, 0),
      this_week: values.entries.slice(-7).reduce((a, b) => a + b, 0),
      logged_days: values.entries.filter((count) => count > 0).length,
      avg_score: average,
    },
    score,
    findings: affects.findings,
    tested: affects.tested,
    needs_more_days: affects.needs_more_days,
    recommendations: recommendationsOf(score, affects.findings, values),
    days: values.days,
    series: values.series,
    units: SERIES_UNITS,
    entries_per_day: values.entries,
  };
  return { statusCode: 200, body };
}
