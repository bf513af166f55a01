// From what a person wrote to extracted items: split, find each item's time phrase, classify, keep the words.
import type { ExtractedItem } from '../../../../shared/schemas/ai';
import { classifyItem } from './classify-item';
import { findTimePhrase, nowIn, type TimePhrase } from './resolve-time';
import { cleanDetails, splitClauses, splitParts, splitSentences } from './split-items';

const MAX_ITEMS = 50;

interface Part { details: string; time?: string }

function withoutPhrase(text: string, phrase: TimePhrase): string {
  return `${text.slice(0, phrase.index)} ${text.slice(phrase.index + phrase.length)}`;
}

/** The parts of a clause with their own time, if they name one. */
function readParts(clause: string, zone: string, now: Date): Part[] {
  return splitParts(clause).map((part) => {
    const phrase = findTimePhrase(part, zone, now);
    return { details: cleanDetails(phrase && !phrase.isRange ? withoutPhrase(part, phrase) : part), time: phrase?.time };
  });
}

/** "two eggs and coffee at 8am": a part without a time takes the next one in its clause, else the one before. */
function shareWithinClause(parts: Part[]): void {
  parts.forEach((part, i) => {
    part.time ??= parts.slice(i + 1).find((p) => p.time)?.time ?? parts.slice(0, i).reverse().find((p) => p.time)?.time;
  });
}

export function extractItems(text: string, zone: string, now: Date): ExtractedItem[] {
  const items: ExtractedItem[] = [];
  const current = nowIn(now, zone);
  for (const sentence of splitSentences(text)) {
    let sentenceTime: string | undefined;
    let previousTime: string | undefined;
    splitClauses(sentence).forEach((clause, clauseIndex) => {
      const parts = readParts(clause.text, zone, now);
      shareWithinClause(parts);
      const clauseTime = parts.find((p) => p.time)?.time;
      // "Yesterday: ..." or "Yesterday I ran, had pasta": a phrase opening the sentence covers all of it.
      if (clauseIndex === 0 && clauseTime && findTimePhrase(clause.text, zone, now)?.index === 0) sentenceTime = clauseTime;
      const inherited = clause.continuation ? previousTime ?? sentenceTime : sentenceTime;
      for (const part of parts) {
        if (!part.details || items.length >= MAX_ITEMS) continue;
        const time = part.time ?? inherited ?? current;
        items.push({ category: classifyItem(part.details), details: part.details.slice(0, 5000), calculated_time: time, notes: '' });
      }
      previousTime = clauseTime ?? inherited ?? previousTime;
    });
  }
  return items.map(splitReason);
}

/** "stressed because of work": the feeling is the item, the reason a note. */
function splitReason(item: ExtractedItem): ExtractedItem {
  const match = /^(.+?)\s+((?:because|due to|since)\b.+)$/i.exec(item.details);
  if (!match || item.category !== 'mood_stress') return item;
  return { ...item, details: match[1], notes: match[2].slice(0, 2000) };
}
