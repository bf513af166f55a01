// The person's own recent entries a chat may use, as data for the model (S40: never instructions).
import { ENTRY_COLLECTIONS } from '../../shared/log-types';
import { listLogs, type StoredLog } from '../data/entries';
import type { ContextEntry } from '../providers/ai/ai-port';

const DAY = 24 * 60 * 60 * 1000;

/** A normal chat looks at two weeks; analyze_my_health at two months and more of each type. */
export const CONTEXT_WINDOWS = { normal: { days: 14, perType: 20 }, analyze: { days: 60, perType: 100 } } as const;

function textOf(log: StoredLog): string {
  return log.collection === 'related-data' ? `${log.item_name} (${log.item_type}): ${log.data_details}` : String(log.details);
}

export async function contextEntries(userId: string, analyze: boolean, now = new Date()): Promise<ContextEntry[]> {
  const window = analyze ? CONTEXT_WINDOWS.analyze : CONTEXT_WINDOWS.normal;
  const from = new Date(now.getTime() - window.days * DAY).toISOString();
  const lists = await Promise.all(ENTRY_COLLECTIONS.map((collection) => listLogs({ userId, collection, from, limit: window.perType })));
  return lists
    .flatMap(({ logs }) => logs)
    .sort((a, b) => b.utc_time.localeCompare(a.utc_time))
    .map((log) => ({
      collection: log.collection,
      id: log.id,
      calculated_timestamp: String(log.calculated_timestamp),
      text: textOf(log),
      notes: String(log.notes ?? ''),
    }));
}
