// The doctor summary of one person's period (GET /api/insights/summary/): the same read and figures as
// GET /api/insights/ (one read of the period), with the symptom and medication tables from those entries and the
// average daily intake against the person's targets, and each medication schedule's adherence (docs/REMINDERS.md). The
// experiments lived in the period are the insights route's to add (functions/insights/summary-experiments.ts): a share
// link never carries them, so the shares group does not bundle the experiments engine.
import { intakeSummaryOf, type IntakeTargets } from '../../../shared/insight-intake';
import type { InsightsSummary } from '../../../shared/schemas/insights-summary';
import { medicationAdherence } from '../reminders/medication-adherence';
import { DAY_FIELDS, insightsOfEntries, readPeriod } from './insights-of';
import { averagesOf, summaryTables, type SummaryEntry } from './summary-tables';

export async function summaryOf(
  userId: string,
  days: number,
  zone: string,
  targets: IntakeTargets | null,
  now = Date.now(),
): Promise<Omit<InsightsSummary, 'experiments'>> {
  // The tables name an entry by its subject, or else by its own words.
  const [{ period, entries }, schedules] = await Promise.all([
    readPeriod(userId, days, zone, now, [...DAY_FIELDS, 'details']),
    medicationAdherence(userId, now),
  ]);
  const insights = insightsOfEntries(entries, period, zone);
  const { symptoms, medications } = summaryTables(entries as SummaryEntry[], period, zone);
  return {
    period: insights.period,
    total_logs: insights.quick_stats.total_logs,
    logged_days: insights.quick_stats.logged_days,
    averages: averagesOf(insights.series, insights.units),
    symptoms,
    medications,
    schedules,
    intake: intakeSummaryOf(insights.intake, targets),
    findings: insights.findings.map(({ sentence, strength, days }) => ({ sentence, strength, days })),
  };
}
