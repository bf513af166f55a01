// Analyze mode: a short reflective summary of the entries given (sleep, activity, food, moods, symptoms).
import { toZonedIso } from '../../../../shared/time';
import { MOOD_WORDS } from '../lexicon/item-words';
import { basedOn, titleOf, type DatedEntry, type Period } from './chat-entries';
import { round1, sleepHours } from './chat-topics';

const MOODS = new RegExp(`\\b(${[...MOOD_WORDS].sort((a, b) => b.length - a.length).join('|')})\\b`, 'gi');

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function moodMentions(entries: DatedEntry[]): string | undefined {
  const counts = new Map<string, number>();
  for (const entry of entries) {
    for (const word of String(entry.text ?? '')
      .toLowerCase()
      .match(MOODS) ?? [])
      counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  const top = [...counts].sort((a, b) => b[1] - a[1]).slice(0, 5);
  return top.length ? `Mood words you used most: ${top.map(([w, n]) => `${w} (${n})`).join(', ')}.` : undefined;
}

function sleepLine(entries: DatedEntry[]): string | undefined {
  const hours = entries
    .filter((e) => e.collection === 'sleep')
    .map((e) => sleepHours(String(e.text ?? '')))
    .filter((h): h is number => h !== undefined);
  if (hours.length === 0) return undefined;
  const average = hours.reduce((a, b) => a + b, 0) / hours.length;
  const advice = average < 7 ? ' That is below the 7 hours most adults need.' : '';
  return `Sleep: ${round1(average)} hours on average over ${plural(hours.length, 'night', 'nights')}.${advice}`;
}

export function summarise(entries: DatedEntry[], zone: string, period?: Period): string {
  const where = period ? ` ${period.label}` : '';
  if (entries.length === 0)
    return `There are no entries${where} to look at yet. Log what you eat, how you sleep, move and feel, and ask again.`;
  const byKind = new Map<string, number>();
  for (const entry of entries) byKind.set(entry.collection, (byKind.get(entry.collection) ?? 0) + 1);
  const days = new Set(entries.map((e) => toZonedIso(e.at, zone).slice(0, 10))).size;
  const activities = byKind.get('physical-activities') ?? 0;
  const symptoms = byKind.get('test-subjects') ?? 0;
  const lines = [
    `A look at ${plural(entries.length, 'entry', 'entries')}${where} across about ${plural(days, 'day', 'days')}: ` +
      [...byKind].map(([kind, n]) => `${titleOf(kind)} ${n}`).join(', ') +
      '.',
    sleepLine(entries),
    `Activity: ${plural(activities, 'session', 'sessions')} logged${activities === 0 ? '; even a short walk counts' : ''}.`,
    moodMentions(entries),
    symptoms
      ? `Health notes: ${plural(symptoms, 'entry', 'entries')} about symptoms or tests; worth watching for a pattern with sleep or food.`
      : undefined,
    'This is a summary of what you logged, not medical advice.',
  ].filter(Boolean);
  return `${lines.join('\n')}\n\n${basedOn(entries, zone)}`;
}
