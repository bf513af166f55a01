// The weekly report's figures (docs/INSIGHTS.md "Weekly report"): the last 7 days against the 28 before them, read
// from the engine's own answers. Pure: numbers, dates and the engine's sentences in, the same out — no entry text.
import { intakeSummaryOf, type IntakeTargets } from '../../../shared/insight-intake';
import type { InsightsResponse } from '../../../shared/schemas/insights';
import { REPORT_SERIES, type WeeklyFigures } from '../../../shared/schemas/insights-reports';

export const WEEK_DAYS = 7;
export const BEFORE_DAYS = 28;
/** The report's span: the week and the 4 before it. */
export const REPORT_DAYS = WEEK_DAYS + BEFORE_DAYS;
/** How many findings and wants-more-days notes a report carries at most. */
const MAX_FINDINGS = 5;
const MAX_NEEDS = 3;

const round2 = (value: number) => Math.round(value * 100) / 100;

/** The mean of the days with data; days without stay out (no data is never zero). */
function stretchOf(values: (number | null)[]): { mean: number | null; days: number } {
  const present = values.filter((value): value is number => value !== null);
  return { mean: present.length ? round2(present.reduce((a, b) => a + b, 0) / present.length) : null, days: present.length };
}

const sumOrNull = (values: (number | null)[]): number | null => {
  const present = values.filter((value): value is number => value !== null);
  return present.length ? present.reduce((a, b) => a + b, 0) : null;
};

/** The longest run of days with at least one entry. */
export function longestStreak(entriesPerDay: number[]): number {
  let longest = 0;
  let run = 0;
  for (const count of entriesPerDay) {
    run = count > 0 ? run + 1 : 0;
    longest = Math.max(longest, run);
  }
  return longest;
}

/** Logged days in a row ending today; while today has no entry yet, the run up to yesterday still counts. */
export function currentStreak(entriesPerDay: number[]): number {
  let end = entriesPerDay.length;
  if (end > 0 && entriesPerDay[end - 1] === 0) end--;
  let run = 0;
  while (end - run - 1 >= 0 && entriesPerDay[end - run - 1] > 0) run++;
  return run;
}

/** The week's and the 4 weeks' average daily intake, each nutrient over the days that had its number. */
function intakeOf(span: InsightsResponse, from: number, split: number, targets: IntakeTargets | null): WeeklyFigures['intake'] {
  const week = intakeSummaryOf(span.intake, targets, split);
  const before = intakeSummaryOf(span.intake, targets, from, split);
  const counts = ({ food_days, food_entries, entries_without_numbers }: typeof week) => ({
    food_days,
    food_entries,
    entries_without_numbers,
  });
  return {
    week: counts(week),
    before: counts(before),
    nutrients: week.nutrients.map((nutrient, i) => ({
      nutrient: nutrient.nutrient,
      unit: nutrient.unit,
      week: { mean: nutrient.mean, days: nutrient.days },
      before: { mean: before.nutrients[i].mean, days: before.nutrients[i].days },
      target: nutrient.target,
    })),
  };
}

/**
 * `span`: the engine's answer for at least 35 days ending today (its last 35 days are compared, its findings are the
 * report's); `week`: its answer for the last 7 days (the week's health score); `targets`: the person's daily targets
 * (null: none known).
 */
export function weeklyFigures(span: InsightsResponse, week: InsightsResponse, targets: IntakeTargets | null = null): WeeklyFigures {
  if (span.days.length < REPORT_DAYS) throw new Error(`weeklyFigures needs ${REPORT_DAYS} days, got ${span.days.length}`);
  const from = span.days.length - REPORT_DAYS;
  const split = span.days.length - WEEK_DAYS;
  const before = <T>(list: T[]) => list.slice(from, split);
  const last = <T>(list: T[]) => list.slice(split);
  const entries = span.entries_per_day;
  const beforeActivity = sumOrNull(before(span.series.activity_minutes));
  return {
    timezone: span.period.timezone,
    week: { first_day: span.days[split], last_day: span.days[span.days.length - 1] },
    before: { first_day: span.days[from], last_day: span.days[split - 1] },
    series: REPORT_SERIES.map((name) => ({
      name,
      unit: span.units[name] ?? '',
      week: stretchOf(last(span.series[name])),
      before: stretchOf(before(span.series[name])),
    })),
    activity_per_week: {
      week: sumOrNull(last(span.series.activity_minutes)),
      before: beforeActivity === null ? null : round2(beforeActivity / (BEFORE_DAYS / WEEK_DAYS)),
    },
    logging: {
      week_entries: last(entries).reduce((a, b) => a + b, 0),
      week_days: last(entries).filter((count) => count > 0).length,
      before_entries: before(entries).reduce((a, b) => a + b, 0),
      before_days: before(entries).filter((count) => count > 0).length,
      current_streak: currentStreak(entries.slice(from)),
      longest_streak: longestStreak(entries.slice(from)),
    },
    intake: intakeOf(span, from, split, targets),
    score: {
      score: week.score.score,
      parts: week.score.parts.map(({ part, value }) => ({ part, value })),
      missing: week.score.missing,
    },
    findings: {
      days: span.days.length,
      sentences: span.findings.slice(0, MAX_FINDINGS).map((finding) => finding.sentence),
      needs_more_days: span.needs_more_days.slice(0, MAX_NEEDS),
    },
  };
}
