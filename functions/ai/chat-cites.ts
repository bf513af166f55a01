// The cites an answer returns: only entries the chat was given (by collection and id, dated by the entry's own day)
// and days of an entry type within the period read; each once, at most CITES_MAX.
import { isEntryCollection } from '../../shared/entry-types';
import type { ChatCite } from '../../shared/schemas/ai';
import { toZonedIso, parseTimestamp } from '../../shared/time';
import type { ContextEntry } from '../providers/ai/ai-port';

export const CITES_MAX = 50;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function keptCites(
  cites: readonly ChatCite[] | undefined,
  entries: readonly ContextEntry[],
  zone: string,
  firstDay: string,
): ChatCite[] {
  const given = new Map(entries.map((e) => [`${e.collection}#${e.id}`, e]));
  const kept = new Map<string, ChatCite>();
  for (const cite of cites ?? []) {
    if (kept.size >= CITES_MAX) break;
    if (cite.id !== undefined) {
      const entry = given.get(`${cite.collection}#${cite.id}`);
      const at = entry && parseTimestamp(entry.calculated_timestamp, zone);
      if (at !== undefined)
        kept.set(`${cite.collection}#${cite.id}`, { collection: cite.collection, id: cite.id, date: toZonedIso(at, zone).slice(0, 10) });
    } else if (isEntryCollection(cite.collection) && DAY.test(cite.date) && cite.date >= firstDay) {
      kept.set(`${cite.collection}@${cite.date}`, { collection: cite.collection, date: cite.date });
    }
  }
  return [...kept.values()];
}
