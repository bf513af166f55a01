// The model's last "Sources:" line read as cites: only ids of entries the request listed count; the line itself is
// taken out of the answer the person reads.
import type { ChatCite } from '../../../../shared/schemas/ai';
import { parseTimestamp, toZonedIso } from '../../../../shared/time';
import type { ContextEntry } from '../ai-port';
import { SOURCES_PREFIX } from './chat-prompt';

const SOURCES_LINE = new RegExp(`^\\W*${SOURCES_PREFIX.replace(':', '')}\\W*:(.*)$`, 'i');

export function answerAndCites(answer: string, entries: readonly ContextEntry[], zone: string): { text: string; cites: ChatCite[] } {
  const lines = answer.trimEnd().split('\n');
  const match = SOURCES_LINE.exec(lines.at(-1) ?? '');
  if (!match) return { text: answer.trim(), cites: [] };
  const byId = new Map(entries.map((e) => [e.id, e]));
  const cites: ChatCite[] = [];
  for (const id of new Set(match[1].split(/[\s,;[\]()`*"']+/).filter(Boolean))) {
    const entry = byId.get(id);
    const at = entry && parseTimestamp(entry.calculated_timestamp, zone);
    if (entry && at !== undefined) cites.push({ collection: entry.collection, id, date: toZonedIso(at, zone).slice(0, 10) });
  }
  const text = lines.slice(0, -1).join('\n').trim();
  return { text: text || answer.trim(), cites };
}
