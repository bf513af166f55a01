// The local chat: a direct answer from the person's own entries first (numbers with units, from measures before
// words), then the entries behind it, and the cites of those entries; a question about what goes with what or what to
// change, from the insights' findings and recommendations the use case gives. Entry texts are quoted as data and
// never steer what the answer does (docs/SECURITY.md S40).
import { MORE_QUESTIONS, SUGGESTED_QUESTIONS } from '../../../../shared/chat-questions';
import { asksAboutFindings, asksForAdvice } from '../../../../shared/findings-question';
import { questionPeriod } from '../../../../shared/question-period';
import type { ChatCite } from '../../../../shared/schemas/ai';
import type { ChatRequest } from '../ai-port';
import { citesOf, datedEntries, within, type Answer, type DatedEntry } from './chat-entries';
import { averageAnswer, countAnswer, didAnswer, lastAnswer, whatAnswer } from './chat-counts';
import { askedIn, findingsAnswer, withPrevious } from './chat-findings';
import { experimentAnswer } from './chat-experiments';
import { withFollowUp } from './chat-follow-up';
import { scoreAnswer, sleepAnswer, weightAnswer, type Score } from './chat-measures';
import { nutritionAnswer, nutritionQuestion } from './chat-nutrition';
import { overviewAnswer } from './chat-overview';
import { summarise } from './chat-summary';
import { symptomAnswer, symptomOf } from './chat-symptoms';
import { kindOf, topicWords } from './chat-topics';

export const HELP =
  'I answer from your own entries: how you slept, moved, ate and felt, on a day, a week, a month or the last N days, ' +
  'what you ate in calories, protein, carbs, fat, sugars and more, and what goes with how you sleep and feel. ' +
  `You can ask, for example:\n${[...SUGGESTED_QUESTIONS, ...MORE_QUESTIONS].map((q) => `- ${q}`).join('\n')}\n\n` +
  'Turn on Analyze my health for your health score, averages and what goes with what.';

const WHAT_KINDS: readonly [RegExp, string | undefined][] = [
  [/\b(eat|ate|food|meals?|drinks?|drank|have for)\b/, 'food-drinks'],
  [/\b(take|took|supplements?|medications?|meds|pills?)\b/, 'supplements'],
  [/\b(do|did for exercise|exercise|workouts?|activit(y|ies))\b/, 'physical-activities'],
  [/\b(feel|felt|mood)\b/, 'mood-stress'],
  [/\b(symptoms?|sick|health)\b/, 'test-subjects'],
  [/\b(log|logged|record|recorded|enter|entered)\b/, undefined],
];

const SCORES: readonly [RegExp, Score][] = [
  [/\b(mood|feel|felt|feeling|happy|sad)\b/, 'mood'],
  [/\b(stress|stressed|stressful|anxious)\b/, 'stress'],
  [/\b(energy|energetic|tired)\b/, 'energy'],
];

/** The question as read: lower case, one space, "work out" as one word. */
const normal = (query: string) =>
  query
    .toLowerCase()
    .replace(/\bwork(ed|ing)? out\b/g, 'workout')
    .replace(/\s+/g, ' ')
    .trim();

function route(request: ChatRequest, query: string, entries: DatedEntry[]): Answer | undefined {
  const { zone, now } = request;
  const units = request.units ?? 'metric';
  const named = questionPeriod(query, zone, now);
  const orLast = (days: number) => named ?? questionPeriod(`last ${days} days`, zone, now)!;
  const today = () => named ?? questionPeriod('today', zone, now)!;
  const words = topicWords(query);
  if (/\bwhen\b.*\blast\b|\blast time\b|\bwhen did i\b/.test(query) && words.length) return lastAnswer(entries, words, zone);
  // Intake from the food entries' numbers: a total of the day asked (today by default), else the last 7 days.
  const intake = nutritionQuestion(query);
  if (intake) return nutritionAnswer(entries, intake, intake.kind === 'total' ? today() : orLast(7), zone);
  // "What was my headache like?": that symptom over the period, not the day's entries.
  const symptom = /\b(like|how (?:was|were|is|are|bad)|tell me about|my)\b/.test(query) ? symptomOf(query, entries) : undefined;
  if (symptom && !/^(did|have) i\b/.test(query)) return symptomAnswer(entries, symptom, orLast(30), zone);
  if (/\b(sleep|slept|sleeping)\b/.test(query)) return sleepAnswer(entries, orLast(7), zone);
  if (/\b(weight|weigh|weighed)\b/.test(query)) return weightAnswer(entries, named, units, zone);
  if (/\bhow (many|often)\b|\bnumber of\b|\bcount\b/.test(query) && words.length) return countAnswer(entries, words, named, units, zone);
  const score = SCORES.find(([pattern]) => pattern.test(query));
  if (score && !/^(did|have) i\b/.test(query)) return scoreAnswer(entries, score[1], orLast(7), zone);
  if (/\bhow (much|far|long)\b/.test(query) && words.length) return countAnswer(entries, words, orLast(7), units, zone);
  if (/^(did|have) i\b/.test(query) && words.length) return didAnswer(entries, words, today(), units, zone);
  if (/\b(average|avg|mean)\b/.test(query) && words.length) return averageAnswer(entries, words, named, zone);
  if (/\b(what|which|list|show)\b/.test(query)) {
    const kind = WHAT_KINDS.find(([pattern]) => pattern.test(query))?.[1] ?? kindOf(words);
    return whatAnswer(within(entries, today(), true), kind, today(), zone);
  }
  if (named || /\bhow am i doing\b|\bhow (was|is) my (day|week|month)\b/.test(query))
    return overviewAnswer(entries, orLast(7), units, zone);
  return undefined;
}

/** "Does wine affect my sleep?" (or a follow-up of one, "and coffee?"): from the figures' findings. */
function fromFindings(request: ChatRequest, asked: string, entries: DatedEntry[]): Answer | undefined {
  const { figures, history = [] } = request;
  if (!figures || !asksAboutFindings(asked, history)) return undefined;
  const previous = [...history].reverse().find((m) => m.role === 'user' && String(m.content ?? '').trim());
  const before = /^(?:and|what about|how about)\b/.test(asked) && previous ? normal(previous.content) : undefined;
  const own = askedIn(asked, figures);
  const question = before ? withPrevious(own, askedIn(before, figures)) : own;
  const advice = asksForAdvice(asked) || (before !== undefined && asksForAdvice(before));
  return findingsAnswer(question, advice, figures, entries, request.zone);
}

export function answerChat(request: ChatRequest): { text: string; cites: ChatCite[] } {
  const asked = normal(String(request.query ?? ''));
  const query = withFollowUp(asked, request.history ?? []);
  const entries = datedEntries(request.entries ?? [], request.zone);
  // An experiment the question asks about answers before the findings: its plan, not a pattern, answers it.
  const result =
    experimentAnswer(request) ??
    fromFindings(request, asked, entries) ??
    (request.analyze
      ? summarise(entries, request, questionPeriod(query, request.zone, request.now))
      : query
        ? route(request, query, entries)
        : undefined);
  return result ? { text: result.text, cites: citesOf(result) } : { text: HELP, cites: [] };
}
