// A few recommendations, each from a guideline the period falls short of or from a finding, each citing the data
// behind it (docs/INSIGHTS.md "Recommendations"). Suggestions to try, never a diagnosis.
import { hoursText } from '../../../shared/insight-series';
import type { DailyValues } from './daily-values';
import type { HealthScore } from './stats';
import type { FindingView } from './what-affects-you';

export interface Recommendation {
  text: string;
  /** Where it comes from: a score part (sleep, activity, regularity) or a finding's factor. */
  source: string;
}

const MAX = 4;
/** A part below this mark is a shortfall worth a word. */
const SHORTFALL = 80;
/** Outcomes where more is better; for stress and symptoms, less is. */
const MORE_IS_BETTER = new Set(['sleep', 'sleep quality', 'mood', 'energy']);

const mean = (values: (number | null)[]) => {
  const known = values.filter((v): v is number => v !== null);
  return known.length ? { value: known.reduce((a, b) => a + b, 0) / known.length, days: known.length } : undefined;
};

function fromScore(score: HealthScore, values: DailyValues): Recommendation[] {
  const out: Recommendation[] = [];
  const part = (name: string) => score.parts.find((p) => p.part === name);
  const sleep = mean(values.series.sleep_hours);
  if (sleep && (part('sleep')?.value ?? 100) < SHORTFALL) {
    const advice =
      sleep.value < 7 ? 'an earlier bedtime on a few nights is worth trying' : 'very long nights can be worth mentioning to a doctor';
    out.push({
      source: 'sleep',
      text: `Your nights averaged ${hoursText(sleep.value)} over ${sleep.days} nights; adults do best with 7 to 9 hours, so ${advice}.`,
    });
  }
  const activity = part('activity');
  if (activity && activity.value < SHORTFALL) {
    out.push({
      source: 'activity',
      text: `${activity.explanation.replace(/; 150 is full marks\.$/, '')}: the usual advice is 150 minutes of moderate activity a week, for example a brisk 20-minute walk a day.`,
    });
  }
  const regularity = part('regularity');
  if (regularity && regularity.value < 50) {
    out.push({
      source: 'regularity',
      text: `${regularity.explanation} Logging on most days lets the findings above say more, and sooner.`,
    });
  }
  return out;
}

function fromFinding(finding: FindingView): Recommendation | undefined {
  if (finding.days_with === null || finding.difference === null) return undefined;
  const better = MORE_IS_BETTER.has(finding.outcome) ? finding.difference > 0 : finding.difference < 0;
  const when = finding.lag === 0 ? `on days with ${finding.factor}` : `on days after ${finding.factor}`;
  const data = `${finding.days_with} days with it, ${finding.days_without} without`;
  return better
    ? { source: finding.factor, text: `Your ${finding.outcome} was better ${when} (${data}): worth keeping up.` }
    : {
        source: finding.factor,
        text: `Your ${finding.outcome} was worse ${when} (${data}): try a week or two with less of it and see whether that holds.`,
      };
}

export function recommendationsOf(score: HealthScore, findings: readonly FindingView[], values: DailyValues): Recommendation[] {
  const fromFindings = findings.map(fromFinding).filter((r): r is Recommendation => r !== undefined);
  return [...fromFindings, ...fromScore(score, values)].slice(0, MAX);
}
