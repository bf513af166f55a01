// The chat's figures (analyze mode, and a question about what goes with what or what to change): what
// GET /api/insights/ computes for the period the question names, cut to what an answer states (score and parts, each
// series' average with its days, the findings in parts, the recommendations, what needs more days, and what was
// logged as a possible factor on how many days, so an answer can say when there are not enough days yet).
import type { QuestionPeriod } from '../../shared/question-period';
import { daysBetween } from '../../shared/question-period';
import { SERIES_LABELS, type SeriesName } from '../../shared/insight-series';
import type { InsightsResponse } from '../../shared/schemas/insights';
import { dayOfIn, type DayEntry } from '../domain/insights/daily-values';
import { insightsOfEntries, readPeriod } from '../domain/insights/insights-of';
import { MIN_DAYS_WITH_FACTOR, MIN_DAYS_WITHOUT_FACTOR, MIN_PAIRED_DAYS } from '../domain/insights/stats';
import { NUTRIENT_FACTORS } from '../domain/insights/what-affects-you';
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

/** At most this many possible factors are given, the most logged first. */
export const FACTORS_GIVEN = 60;

const loggedDays = (values: readonly (number | null)[] | undefined) => (values ?? []).filter((v) => v !== null).length;

type Logged = { name: string; days: number };

const mostLogged = (logged: Logged[]) =>
  logged
    .filter((factor) => factor.days > 0)
    .sort((a, b) => b.days - a.days)
    .slice(0, FACTORS_GIVEN);

/**
 * What was logged in the period and on how many of its days: the subjects and amounts the engine tries as factors, and
 * the symptoms (the subjects of symptom entries), which it takes as outcomes only.
 */
export function loggedOf(
  entries: readonly DayEntry[],
  insights: InsightsResponse,
  zone: string,
): { factors: Logged[]; symptoms: Logged[] } {
  const inPeriod = new Set(insights.days);
  const dayOf = dayOfIn(zone);
  const subjectDays = new Map<string, Set<string>>();
  const symptomDays = new Map<string, Set<string>>();
  const add = (days: Map<string, Set<string>>, name: string, day: string) =>
    (days.get(name) ?? days.set(name, new Set()).get(name)!).add(day);
  for (const entry of entries) {
    if (!entry.subjects?.length) continue;
    const day = dayOf(entry);
    if (!inPeriod.has(day)) continue;
    for (const subject of entry.subjects) add(entry.collection === 'test-subjects' ? symptomDays : subjectDays, subject, day);
  }
  const amounts = [
    { name: 'activity minutes', days: loggedDays(insights.series.activity_minutes) },
    { name: 'sleep the night before', days: loggedDays(insights.series.sleep_hours) },
    { name: NUTRIENT_FACTORS.alcohol, days: loggedDays(insights.intake.series.alcohol_g) },
    { name: NUTRIENT_FACTORS.sugars, days: loggedDays(insights.intake.series.sugars_g) },
  ];
  const counted = (days: Map<string, Set<string>>) => [...days].map(([name, set]) => ({ name, days: set.size }));
  return {
    factors: mostLogged([...counted(subjectDays).filter((s) => !symptomDays.has(s.name)), ...amounts]),
    symptoms: mostLogged(counted(symptomDays)),
  };
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
      factor: f.factor,
      outcome: f.outcome,
      lag: f.lag,
      difference: f.difference,
      days_with: f.days_with,
      days_without: f.days_without,
      direction: f.rho < 0 ? ('lower' as const) : ('higher' as const),
    })),
    needs_more_days: insights.needs_more_days,
    recommendations: insights.recommendations.map(({ text, source }) => ({ text, source })),
    min_days: { with_factor: MIN_DAYS_WITH_FACTOR, without_factor: MIN_DAYS_WITHOUT_FACTOR, paired: MIN_PAIRED_DAYS },
  };
}

/** The period's figures from one read (not the period before's, which an answer does not state). */
export async function healthFigures(userId: string, days: number, zone: string, now: Date): Promise<HealthFigures> {
  const { period, entries } = await readPeriod(userId, days, zone, now.getTime());
  const insights = insightsOfEntries(entries, period, zone);
  return { ...figuresOf(insights), ...loggedOf(entries, insights, zone) };
}
