// Follow-up questions ("and yesterday?", "what about swimming?") read with the person's previous question.
import type { ChatMessage } from '../ai-port';
import { topicWords } from './chat-topics';

const PERIODS = /\b(?:today|yesterday|tonight|this (?:week|month|morning)|last (?:week|night)|(?:last|past) \d{1,3} days?)\b/g;
const FOLLOW_UP = /^(?:and|what about|how about)\b/;

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The question to answer: a follow-up takes the previous question with its own period or topic swapped in. */
export function withFollowUp(query: string, history: readonly ChatMessage[]): string {
  if (!FOLLOW_UP.test(query)) return query;
  const previous = [...history].reverse().find((m) => m.role === 'user' && String(m.content ?? '').trim());
  if (!previous) return query;
  let base = String(previous.content).toLowerCase();
  const periods = query.match(PERIODS) ?? [];
  if (periods.length) base = base.replace(PERIODS, ' ');
  const words = topicWords(query.replace(FOLLOW_UP, ' ').replace(PERIODS, ' '));
  if (words.length) {
    for (const word of topicWords(base)) base = base.replace(new RegExp(`\\b${escape(word)}\\b`), ' ');
    base = `${base} ${words.join(' ')}`;
  }
  return `${base} ${periods.join(' ')}`.replace(/\s+/g, ' ').trim();
}
