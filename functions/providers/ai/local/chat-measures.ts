// Direct answers from measures: sleep (a night or a period's average), mood, stress and energy scores, and the
// weight trend. Measures come first; a sleep without one is read from its words ("slept 7 hours").
import type { QuestionPeriod } from '../../../../shared/question-period';
import { daysBetween } from '../../../../shared/question-period';
import { formatDuration, formatValue, localValue, type UnitSystem } from '../../../../shared/measures';
import { answer, bold, plural, within, type Answer, type DatedEntry } from './chat-entries';
import { firstNumber, round1, sleepHours } from './chat-topics';

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
const sentenceStart = (label: string) => label[0].toUpperCase() + label.slice(1);

function sleepMinutes(entry: DatedEntry): number | undefined {
  if (entry.measures?.duration_min !== undefined) return entry.measures.duration_min;
  const hours = sleepHours(String(entry.text ?? ''));
  return hours === undefined ? undefined : Math.round(hours * 60);
}

/** "How did I sleep last night / this week?": the night, or the average night with its shortest and longest. */
export function sleepAnswer(entries: DatedEntry[], period: QuestionPeriod, zone: string): Answer {
  const sleeps = within(entries, period).filter((e) => e.collection === 'sleep');
  const nights = new Map<string, { minutes: number; qualities: number[] }>();
  for (const entry of sleeps) {
    const minutes = sleepMinutes(entry);
    if (minutes === undefined) continue;
    const night = nights.get(entry.countsFor) ?? { minutes: 0, qualities: [] };
    night.minutes = Math.min(24 * 60, night.minutes + minutes);
    if (entry.measures?.quality !== undefined) night.qualities.push(entry.measures.quality);
    nights.set(entry.countsFor, night);
  }
  if (nights.size === 0) return answer(`I found no sleep with a duration ${period.label}.`, sleeps, zone);
  const minutes = [...nights.values()].map((n) => n.minutes);
  const qualities = [...nights.values()].flatMap((n) => n.qualities);
  const quality = qualities.length ? ` Sleep quality: ${bold(`${round1(mean(qualities))}/5`)}.` : '';
  if (nights.size === 1) {
    return answer(`${sentenceStart(period.label)} you slept ${bold(formatDuration(minutes[0]))}.${quality}`, sleeps, zone);
  }
  const short = minutes.filter((m) => m < 7 * 60).length;
  return answer(
    `You slept ${bold(formatDuration(mean(minutes)))} a night on average ${period.label}, over ${bold(plural(nights.size, 'night'))} ` +
      `(shortest ${bold(formatDuration(Math.min(...minutes)))}, longest ${bold(formatDuration(Math.max(...minutes)))}).${quality}` +
      (short ? ` ${plural(short, 'night was', 'nights were')} under the 7 hours most adults need.` : ''),
    sleeps,
    zone,
  );
}

export type Score = 'mood' | 'stress' | 'energy';

/** "How was my mood?": the average score of the period and its range; the other scores logged alongside. */
export function scoreAnswer(entries: DatedEntry[], asked: Score, period: QuestionPeriod, zone: string): Answer {
  const logged = within(entries, period).filter((e) => e.collection === 'mood-stress');
  const lines: string[] = [];
  const used = new Set<DatedEntry>();
  for (const score of [asked, ...(['mood', 'stress', 'energy'] as const).filter((s) => s !== asked)]) {
    const scored = logged.filter((e) => e.measures?.[score] !== undefined);
    if (scored.length === 0) continue;
    scored.forEach((e) => used.add(e));
    const values = scored.map((e) => e.measures![score]!);
    const name = score === asked ? `Your ${score}` : `${score[0].toUpperCase()}${score.slice(1)}`;
    const range = values.length > 1 ? ` (lowest ${bold(`${Math.min(...values)}/10`)}, highest ${bold(`${Math.max(...values)}/10`)})` : '';
    lines.push(
      `${name} averaged ${bold(`${round1(mean(values))}/10`)} ${period.label} over ${plural(values.length, 'entry', 'entries')}${range}.`,
    );
  }
  if (lines.length === 0 || !lines[0].startsWith('Your')) {
    const none = logged.length
      ? `You logged ${plural(logged.length, 'mood entry', 'mood entries')} ${period.label}, none with a ${asked} score (1–10).`
      : `I found no ${asked} entries ${period.label}.`;
    return answer([none, ...lines].join(' '), logged, zone);
  }
  return answer(lines.join(' '), [...used], zone);
}

function weightKg(entry: DatedEntry): number | undefined {
  const m = entry.measures;
  if (m?.value !== undefined && (m.unit === 'kg' || m.unit === undefined)) return m.value;
  return m?.value === undefined ? firstNumber(String(entry.text ?? '')) : undefined;
}

const isWeight = (e: DatedEntry) =>
  e.collection === 'related-data' && (e.category === 'weight' || (e.subjects ?? []).includes('weight') || /\bweigh/i.test(String(e.text)));

/** "What is my weight trend?": first and last, the change and its pace a week, the average; not every entry. */
export function weightAnswer(entries: DatedEntry[], period: QuestionPeriod | undefined, units: UnitSystem, zone: string): Answer {
  const weights = within(entries, period)
    .filter(isWeight)
    .map((e) => ({ e, kg: weightKg(e) }))
    .filter((w): w is { e: DatedEntry; kg: number } => w.kg !== undefined);
  const where = period ? ` ${period.label}` : '';
  if (weights.length === 0) return answer(`I found no weight entries with a number${where}.`, [], zone);
  const show = (kg: number) => bold(formatValue(kg, 'kg', units));
  const [last, first] = [weights[0], weights[weights.length - 1]];
  if (weights.length === 1) return answer(`Your weight was ${show(last.kg)} on ${last.e.day}.`, [last.e], zone);
  const change = last.kg - first.kg;
  const days = daysBetween(first.e.day, last.e.day);
  const signed = (kg: number) => {
    const local = localValue(Math.abs(kg), 'kg', units);
    return `${kg < 0 ? '−' : '+'}${round1(local.value)} ${local.unit}`;
  };
  const pace = days >= 7 ? ` (${bold(signed((change / (days - 1)) * 7))} a week)` : '';
  return answer(
    `Your weight went from ${show(first.kg)} on ${first.e.day} to ${show(last.kg)} on ${last.e.day}: ` +
      `${bold(signed(change))} in ${plural(days - 1, 'day')}${pace}. ` +
      `It averaged ${show(mean(weights.map((w) => w.kg)))} over ${plural(weights.length, 'weigh-in')}.`,
    weights.map((w) => w.e),
    zone,
  );
}
