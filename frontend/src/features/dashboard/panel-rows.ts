// How many rows each dashboard panel showed last time, kept in this browser (localStorage 'dashboardPanelRows'), so
// while the panels load each reserves the room its entries will take: a returning person sees nothing move. A panel
// never seen here reserves 0 rows (the compact empty panel); a first visit on a new device may grow once.
import type { EntryCollection } from '@shared/entry-types';

export const PANEL_ROWS_KEY = 'dashboardPanelRows';

export type PanelRows = Partial<Record<EntryCollection, number>>;

/** The remembered counts; anything unreadable counts as nothing remembered. */
export function rememberedPanelRows(max: number): PanelRows {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(PANEL_ROWS_KEY) ?? '{}');
    if (!stored || typeof stored !== 'object') return {};
    const rows: PanelRows = {};
    for (const [collection, count] of Object.entries(stored)) {
      if (Number.isInteger(count) && count >= 0) rows[collection as EntryCollection] = Math.min(count, max);
    }
    return rows;
  } catch {
    return {};
  }
}

/** Keeps the counts of the panels that loaded; a panel whose load failed keeps what it had. */
export function rememberPanelRows(loaded: PanelRows): void {
  try {
    localStorage.setItem(PANEL_ROWS_KEY, JSON.stringify({ ...rememberedPanelRows(Infinity), ...loaded }));
  } catch {
    // Storage full or refused (private mode): the panels only lose their reserved room.
  }
}
