// The local adapter's weekly report: a deterministic text from the figures alone (docs/INSIGHTS.md "Weekly report"):
// what changed against the 4 weeks before, what you ate against your targets, what affects you, and logging, with units,
// saying so where data is missing.
import type { WeeklyFigures } from '../../../../shared/schemas/insights-reports';
import { SERIES_LABELS } from '../../../../shared/insight-series';
import { NUTRIENTS } from '../../../../shared/nutrition';
import { changeText, daysText, intakeText, spanText, valueText } from './report-numbers';

export const REPORT_CLOSING = 'Written from your own figures only; this is not medical advice.';

type Series = WeeklyFigures['series'][number];

/** The score's parts as the Health Score card names them. */
const partName = (part: string) => (part === 'regularity' ? 'logging' : part);

function seriesLine(series: Series): string | undefined {
  const { name, unit, week, before } = series;
  const label = SERIES_LABELS[name];
  if (week.mean === null && before.mean === null) return undefined;
  const now = week.mean === null ? 'no data this week' : `${valueText(name, unit, week.mean)} on ${week.days} of 7 days`;
  const then =
    before.mean === null ? 'no data in the 4 weeks before' : `${valueText(name, unit, before.mean)} on ${before.days} of 28 days before`;
  if (week.mean === null || before.mean === null) return `- ${label}: ${now}; ${then}.`;
  return `- ${label}: ${now}, against ${then} (${changeText(name, unit, week.mean, before.mean)}).`;
}

function activityLine(figures: WeeklyFigures): string | undefined {
  const { week, before } = figures.activity_per_week;
  const activity = figures.series.find((series) => series.name === 'activity_minutes')!;
  if (week === null && before === null) return undefined;
  const now = week === null ? 'no activity logged this week' : `${Math.round(week)} min this week on ${daysText(activity.week.days)}`;
  const then = before === null ? 'none logged in the 4 weeks before' : `${Math.round(before)} min a week on average before`;
  if (week === null || before === null) return `- Activity: ${now}; ${then}.`;
  return `- Activity: ${now}, against ${then} (${changeText('activity_minutes', 'min', week, before)}).`;
}

function scoreLine(score: WeeklyFigures['score']): string {
  if (score.score === null) return 'No health score this week: nothing it is made of was logged.';
  const parts = score.parts.map((part) => `${partName(part.part)} ${part.value}`).join(', ');
  const missing = score.missing.length ? ` Left out for want of data: ${score.missing.map(partName).join(', ')}.` : '';
  return `Health score this week: ${score.score} of 100 (${parts}).${missing}`;
}

function whatChanged(figures: WeeklyFigures): string[] {
  const lines = figures.series.map((series) => (series.name === 'activity_minutes' ? activityLine(figures) : seriesLine(series)));
  const shown = lines.filter((line): line is string => line !== undefined);
  const silent = figures.series.filter((_, i) => lines[i] === undefined).map((series) => SERIES_LABELS[series.name].toLowerCase());
  const intro = `This week (${spanText(figures.week.first_day, figures.week.last_day)}) against the 4 weeks before (${spanText(figures.before.first_day, figures.before.last_day)}), each an average of the days with data.`;
  const none = silent.length ? [`No data in either: ${silent.join(', ')}.`] : [];
  return ['## What changed', intro, ...shown, ...none, scoreLine(figures.score)];
}

type Intake = NonNullable<WeeklyFigures['intake']>;

/** "target 2,100 kcal (88%)", "limit 50 g (above it)": the week's mean against the person's daily target. */
function againstTarget(mean: number, target: Intake['nutrients'][number]['target'], unit: string): string {
  if (!target) return '';
  const share = Math.round((mean / target.value) * 100);
  if (target.kind === 'limit') return `; limit ${intakeText(target.value, unit)} (${mean > target.value ? 'above it' : 'within it'})`;
  return `; target ${intakeText(target.value, unit)} (${share}%)`;
}

/** Average daily intake against targets, only when food or drinks were logged in the 35 days. */
function whatYouAte(intake: Intake | undefined): string[] {
  if (!intake || intake.week.food_entries + intake.before.food_entries === 0) return [];
  const { week, before } = intake;
  const lacking = (counts: Intake['week']) =>
    counts.entries_without_numbers ? `, ${counts.entries_without_numbers} without numbers and left out` : '';
  const intro =
    `A day's average over the days with food logged, never counting a day without as zero: this week ${week.food_days} of 7 days ` +
    `(${week.food_entries} entries${lacking(week)}), the 4 weeks before ${before.food_days} of 28 days (${before.food_entries} entries${lacking(before)}).`;
  const lines: string[] = [];
  const silent: string[] = [];
  for (const { nutrient, unit, week: now, before: then, target } of intake.nutrients) {
    const label = NUTRIENTS[nutrient].label;
    if (now.mean === null && then.mean === null) {
      silent.push(label.toLowerCase());
      continue;
    }
    const thisWeek =
      now.mean === null
        ? 'no data this week'
        : `${intakeText(now.mean, unit)} a day on ${daysText(now.days)}${againstTarget(now.mean, target, unit)}`;
    const earlier = then.mean === null ? 'no data before' : `${intakeText(then.mean, unit)} a day before on ${daysText(then.days)}`;
    lines.push(`- ${label}: ${thisWeek}; ${earlier}.`);
  }
  const none = silent.length ? [`No numbers in either: ${silent.join(', ')}.`] : [];
  return ['## What you ate', intro, ...lines, ...none];
}

function whatAffectsYou(findings: WeeklyFigures['findings']): string[] {
  const from = `From your last ${findings.days} days:`;
  if (findings.sentences.length) return ['## What affects you', from, ...findings.sentences.map((sentence) => `- ${sentence}`)];
  const needs = findings.needs_more_days.map((note) => `- ${note}`);
  return ['## What affects you', `Nothing stands out in your last ${findings.days} days yet.`, ...needs];
}

function logging(figures: WeeklyFigures): string[] {
  const { logging: log } = figures;
  const perWeek = Math.round(log.before_entries / 4);
  const average = perWeek >= 1 ? ` (about ${perWeek} a week)` : '';
  const entries = (count: number) => `${count} entr${count === 1 ? 'y' : 'ies'}`;
  return [
    '## Logging',
    `- This week: ${entries(log.week_entries)} on ${log.week_days} of 7 days.`,
    `- The 4 weeks before: ${entries(log.before_entries)} on ${log.before_days} of 28 days${average}.`,
    log.current_streak > 0
      ? `- Current streak: ${daysText(log.current_streak)} in a row. Longest in these 35 days: ${daysText(log.longest_streak)}.`
      : `- No current streak. Longest in these 35 days: ${daysText(log.longest_streak)}.`,
  ];
}

export function writeReport(figures: WeeklyFigures): { title: string; text: string } {
  const title = `Weekly report: ${spanText(figures.week.first_day, figures.week.last_day)}`;
  const nothing = figures.logging.week_entries + figures.logging.before_entries === 0;
  const sections = nothing
    ? [['Nothing was logged in these 35 days, so there is nothing to compare yet. Log a few days and ask again.']]
    : [whatChanged(figures), whatYouAte(figures.intake), whatAffectsYou(figures.findings), logging(figures)].filter(
        (lines) => lines.length > 0,
      );
  return { title, text: [...sections.map((lines) => lines.join('\n')), REPORT_CLOSING].join('\n\n') };
}
