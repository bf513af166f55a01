// Analyze mode's figures: what GET /api/insights/ computes for the period the question names, cut to what an answer
// states (score and parts, each series' average with its days, findings' sentences, what needs more days).
import type { QuestionPeriod } from '../../shared/question-period';
import { daysBetween } from '../../shared/question-period';
import { SERIES_LABELS, type SeriesName } from '../../shared/insight-series';
import type { InsightsResponse } from '../../shared/schemas/insights';
import { insightsOfEntries, readPeriod } from '../domain/insights/insights-of';
import type { HealthFigures } from '../providers/ai/ai-port';

/** The insights periods analyze mode reads; 30 days unless the question names a period. */
const ANALYZE_PERIODS = [7, 30, 90] as const;
export const DEFAULT_ANALYZE_DAYS = 30;

/** The insights period nearest the question's: "this week" → 7, "last month" → 30, "in the last 80 days" → 90. */
export function analyzeDays(period: QuestionPeriod | undefined, today: string): number {
  if (!period) return DEFAULT_ANALYZE_DAYS;
  const wanted = daysBetween(period.first, today);
  return ANALYZE_PERIODS.reduce((best, days) => (Math.abs(days - wanted) < Math.abs(best - wanted) ? days : best));
}

export function figuresOf(insights: InsightsResponse): HealthFigures {
  const averages = Object.entries(insights.series).flatMap(([series, values]) => {
    const logged = values.filter((v): v is number => v !== null);
    if (logged.length === 0) return [];
    const average = logged.reduce((a, b) => a + b, 0) / logged.length;
    return [
      { series, label: SERIES_LABELS[series as SeriesName] ?? series, average, unit: insights.units[series] ?? '', days: logged.length },
    ];
  });
  return {
    days: insights.period.days,
    first_day: insights.period.first_day,
    last_day: insights.period.last_day,
    logged_days: insights.quick_stats.logged_days,
    total_logs: insights.quick_stats.total_logs,
    score: insights.score.score,
    parts: insights.score.parts,
    missing: insights.score.missing,
    averages,
    findings: insights.findings.map((f) => ({
      sentence: f.sentence,
      strength: f.strength,
      days: f.days,
      collection: f.factor_collection ?? undefined,
      factor_days: f.factor_days,
    })),
    needs_more_days: insights.needs_more_days,
  };
}

/** The period's figures from one read (not the period before's, which an answer does not state). */
export async function healthFigures(userId: string, days: number, zone: string, now: Date): Promise<HealthFigures> {
  const { period, entries } = await readPeriod(userId, days, zone, now.getTime());
  return figuresOf(insightsOfEntries(entries, period, zone));
}
