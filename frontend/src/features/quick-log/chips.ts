// The capture card's chips (docs/QUICK-LOG.md "On the capture card"): favourites first, then the recents that are not
// favourites, each once; and the times a tap logs at: now, or today at the item's usual time when that has passed.
import { toZonedIso, wallTimeToInstant } from '@shared/time';
import type { Favourite, Recent, RelogItem } from './api/quick-log-api';

export interface Chip {
  key: string;
  item: RelogItem;
  favourite: boolean;
  /** HH:MM, when the person has logged it recently. */
  usualTime?: string;
}

export function chipsOf(favourites: Favourite[], recents: Recent[]): Chip[] {
  const usual = new Map(recents.map((recent) => [recent.key, recent.usual_time]));
  const starred = favourites.map((f) => ({ key: f.key, item: f.item, favourite: true, usualTime: usual.get(f.key) }));
  const kept = new Set(favourites.map((f) => f.key));
  const others = recents
    .filter((r) => !kept.has(r.key))
    .map((r) => ({ key: r.key, item: r.item, favourite: false, usualTime: r.usual_time }));
  return [...starred, ...others];
}

/** Now in the zone, to the second, with its offset: what a tap logs at. */
export const nowIn = (zone: string, now = Date.now()) => toZonedIso(Math.floor(now / 1000) * 1000, zone);

/** The wall-clock hour and minute of an ISO time written with its offset. */
export const clockOf = (iso: string) => ({ hour: Number(iso.slice(11, 13)), minute: Number(iso.slice(14, 16)) });

/** Offered only when it is at least this far before now: closer, "now" says the same. */
const USUAL_GAP_MS = 15 * 60_000;

/**
 * Today at the usual time (HH:MM) in the zone, with its offset, when that is at least USUAL_GAP_MS before now;
 * undefined when it is later today (never a time in the future) or about now.
 */
export function usualTimeToday(usual: string | undefined, zone: string, now = Date.now()): string | undefined {
  if (!usual) return undefined;
  const today = toZonedIso(now, zone).slice(0, 10);
  const at = wallTimeToInstant(Date.parse(`${today}T${usual}:00Z`), zone);
  return at <= now - USUAL_GAP_MS ? toZonedIso(at, zone) : undefined;
}
