// The local chat: answers from the person's own entries only (what, when last, how much sleep, counts, averages),
// naming the entries it used. Entry texts are quoted as data and never steer what the answer does (QUALITY.md S40).
import type { ChatRequest } from '../ai-port';
import { basedOn, datedEntries, periodOf, titleOf, whenOf, within, type DatedEntry, type Period } from './chat-entries';
import { withFollowUp } from './chat-follow-up';
import { summarise } from './chat-summary';
import { firstNumber, kindOf, matching, round1, sleepHours, topicWords } from './chat-topics';

export const HELP =
  'I answer from your own entries. You can ask, for example: "What did I eat today?", ' +
  '"When did I last run?", "How much did I sleep this week?", "How many times did I exercise this week?", ' +
  '"What is my average weight this month?". Turn on analyze my health for a summary of patterns.';

const WHAT_KINDS: readonly [RegExp, string | undefined][] = [
  [/\b(eat|ate|food|meals?|drinks?|drank|have for)\b/, 'food-drinks'],
  [/\b(take|took|supplements?|medications?|meds|pills?)\b/, 'supplements'],
  [/\b(do|did for exercise|exercise|workouts?|activit(y|ies))\b/, 'physical-activities'],
  [/\b(feel|felt|mood)\b/, 'mood-stress'],
  [/\b(symptoms?|sick|health)\b/, 'test-subjects'],
  [/\b(log|logged|record|recorded|enter|entered)\b/, undefined],
];

const during = (period?: Period) => (period ? ` ${period.label}` : ' in your recent entries');

function sleepAnswer(entries: DatedEntry[], zone: string, period?: Period): string {
  const sleeps = entries.filter((e) => e.collection === 'sleep' || /\b(slept|sleep|nap)/i.test(String(e.text ?? '')));
  const timed = sleeps.map((e) => ({ e, hours: sleepHours(String(e.text ?? '')) })).filter((s) => s.hours !== undefined);
  if (timed.length === 0)
    return `I found no sleep entries with a duration${during(period)}.${sleeps.length ? `\n\n${basedOn(sleeps, zone)}` : ''}`;
  const total = timed.reduce((sum, s) => sum + s.hours!, 0);
  return (
    `You slept ${round1(total)} hours in total over ${timed.length} ${timed.length === 1 ? 'night' : 'nights'}${during(period)}, ` +
    `${round1(total / timed.length)} hours on average.\n\n${basedOn(
      timed.map((s) => s.e),
      zone,
    )}`
  );
}

function lastAnswer(entries: DatedEntry[], words: string[], zone: string): string {
  const found = matching(entries, words);
  if (found.length === 0) return `I found no entry about "${words.join(' ')}" in your recent entries.`;
  return `The last time was ${whenOf(found[0], zone)}: "${String(found[0].text ?? '').slice(0, 200)}".\n\n${basedOn([found[0]], zone)}`;
}

function countAnswer(entries: DatedEntry[], words: string[], zone: string, period?: Period): string {
  const found = matching(entries, words);
  const what = words.join(' ') || 'entries';
  if (found.length === 0) return `I found no entries about "${what}"${during(period)}.`;
  return `${found.length} ${found.length === 1 ? 'time' : 'times'}${during(period)} ("${what}").\n\n${basedOn(found, zone)}`;
}

function averageAnswer(entries: DatedEntry[], words: string[], zone: string, period?: Period): string {
  if (kindOf(words) === 'sleep') return sleepAnswer(entries, zone, period);
  const valued = matching(entries, words)
    .map((e) => ({ e, value: firstNumber(String(e.text ?? '')) }))
    .filter((v) => v.value !== undefined);
  if (valued.length === 0) return `I found no entries about "${words.join(' ')}" with a number${during(period)}.`;
  const values = valued.map((v) => v.value!);
  const average = values.reduce((a, b) => a + b, 0) / values.length;
  return (
    `The average of ${values.length} ${values.length === 1 ? 'value' : 'values'} for "${words.join(' ')}"${during(period)} is ${round1(average)} ` +
    `(lowest ${Math.min(...values)}, highest ${Math.max(...values)}).\n\n${basedOn(
      valued.map((v) => v.e),
      zone,
    )}`
  );
}

function whatAnswer(entries: DatedEntry[], query: string, zone: string, period?: Period): string {
  const kind = WHAT_KINDS.find(([pattern]) => pattern.test(query));
  const found = kind?.[1] ? entries.filter((e) => e.collection === kind[1]) : entries;
  const label = kind?.[1] ? titleOf(kind[1]) : 'all kinds';
  if (found.length === 0) return `I found no entries (${label})${during(period)}.`;
  return `Here is what you logged${during(period)} (${label}).\n\n${basedOn(found, zone)}`;
}

export function answerChat(request: ChatRequest): string {
  const query = withFollowUp(
    String(request.query ?? '')
      .toLowerCase()
      .trim(),
    request.history ?? [],
  );
  const period = periodOf(query, request.zone, request.now);
  const entries = within(datedEntries(request.entries ?? [], request.zone), period);
  if (request.analyze) return summarise(entries, request.zone, period);
  if (!query) return HELP;
  const words = topicWords(query);
  if (/\b(sleep|slept)\b/.test(query) && /\b(how (much|long|many hours)|average|total|hours)\b/.test(query))
    return sleepAnswer(entries, request.zone, period);
  if (/\bwhen\b.*\blast\b|\blast time\b|\bwhen did i\b/.test(query)) return lastAnswer(entries, words, request.zone);
  if (/\bhow (many|often)\b|\bnumber of\b|\bcount\b/.test(query)) return countAnswer(entries, words, request.zone, period);
  if (/\b(average|avg|mean)\b/.test(query)) return averageAnswer(entries, words, request.zone, period);
  if (/\b(what|which|list|show)\b/.test(query)) return whatAnswer(entries, query, request.zone, period);
  return HELP;
}
