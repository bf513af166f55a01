// Analyze mode: the engine's figures of the period (health score and its parts, averages with their days, findings'
// sentences, what needs more days), stated plainly, then the entries and days behind them.
import { formatDuration, formatValue, type UnitSystem } from '../../../../shared/measures';
import type { QuestionPeriod } from '../../../../shared/question-period';
import type { ChatCite } from '../../../../shared/schemas/ai';
import type { ChatRequest, HealthFigures } from '../ai-port';
import { answer, bold, plural, titleOf, within, type Answer, type DatedEntry } from './chat-entries';
import { round1 } from './chat-topics';

const NOT_ADVICE = 'This is a summary of what you logged, not medical advice.';
const FINDINGS_SHOWN = 5;
const DAYS_CITED = 30;

function averageText(series: string, value: number, units: UnitSystem): string {
  if (series === 'sleep_hours') return `${bold(formatDuration(value * 60))} a night`;
  if (series === 'activity_minutes') return `${bold(formatDuration(value))} on active days`;
  if (series === 'weight_kg') return bold(formatValue(value, 'kg', units));
  if (series === 'sleep_quality') return bold(`${round1(value)}/5`);
  if (series === 'symptom_severity') return bold(`${round1(value)}/4`);
  return bold(`${round1(value)}/10`);
}

function figureLines(figures: HealthFigures, units: UnitSystem): string[] {
  const lines = [
    figures.score === null
      ? `- Health score: not enough data yet${figures.missing.length ? ` (nothing logged for ${figures.missing.join(', ')})` : ''}.`
      : `- Health score: ${bold(`${Math.round(figures.score)}/100`)} (${figures.parts.map((p) => `${p.part} ${Math.round(p.value)}`).join(', ')}).`,
    ...figures.averages.map(
      (a) => `- ${a.label}: ${averageText(a.series, a.average, units)} on average over ${bold(plural(a.days, 'day'))}.`,
    ),
  ];
  const findings = figures.findings.slice(0, FINDINGS_SHOWN).map((f) => `- ${f.sentence} (${f.strength}, ${plural(f.days, 'day')})`);
  lines.push('', findings.length ? 'What goes with what:' : 'No clear pattern between what you log and how you feel yet.', ...findings);
  if (figures.needs_more_days.length) lines.push('', 'Needs more days:', ...figures.needs_more_days.slice(0, 4).map((n) => `- ${n}`));
  return lines;
}

/** The days behind the findings shown, of the factor's type: links to those days' entries. */
const findingDays = (figures: HealthFigures): ChatCite[] =>
  figures.findings
    .slice(0, FINDINGS_SHOWN)
    .flatMap((f) => (f.collection ? f.factor_days.slice(-DAYS_CITED).map((date) => ({ collection: f.collection!, date })) : []));

export function summarise(entries: DatedEntry[], request: ChatRequest, period?: QuestionPeriod): Answer {
  const figures = request.figures;
  if (!figures) return entriesSummary(within(entries, period), request.zone, period);
  const range = { label: '', first: figures.first_day, last: figures.last_day, sleepFirst: figures.first_day, sleepLast: figures.last_day };
  const used = within(entries, range);
  if (figures.logged_days === 0) {
    return answer(
      `There are no entries in the last ${figures.days} days to look at yet. Log how you sleep, move and feel, and ask again.`,
      [],
      request.zone,
    );
  }
  const head =
    `Your last ${figures.days} days, ${figures.first_day} to ${figures.last_day}: you logged on ` +
    `${bold(`${figures.logged_days} of ${figures.days} days`)} (${plural(figures.total_logs, 'entry', 'entries')}).`;
  const result = answer([head, ...figureLines(figures, request.units ?? 'metric'), '', NOT_ADVICE].join('\n'), used, request.zone);
  return { ...result, days: findingDays(figures) };
}

/** Without figures (an adapter called on its own): counts per type over the entries given. */
function entriesSummary(entries: DatedEntry[], zone: string, period?: QuestionPeriod): Answer {
  const where = period ? ` ${period.label}` : '';
  if (entries.length === 0)
    return answer(`There are no entries${where} to look at yet. Log what you eat, how you sleep, move and feel, and ask again.`, [], zone);
  const byKind = new Map<string, number>();
  for (const entry of entries) byKind.set(entry.collection, (byKind.get(entry.collection) ?? 0) + 1);
  const days = new Set(entries.map((e) => e.day)).size;
  const kinds = [...byKind].map(([kind, n]) => `- ${titleOf(kind)}: ${n}`);
  return answer(
    [`A look at ${plural(entries.length, 'entry', 'entries')}${where} across ${plural(days, 'day')}:`, ...kinds, '', NOT_ADVICE].join('\n'),
    entries,
    zone,
  );
}
