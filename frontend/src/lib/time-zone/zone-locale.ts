// The locale of the zone dates are shown in, kept on this device (localStorage `timeZoneLocale`, docs/TIME-ZONES.md
// "The zone's locale at start"), so a signed-in page knows it at first paint without the mappings: they are ~420
// zones, fetched only where a zone is chosen, or once when this device meets a zone it has no locale for.

const STORAGE_KEY = 'timeZoneLocale';

type Kept = { zone: string; locale: string };

const listeners = new Set<() => void>();

/** The stored text, as a stable snapshot for useSyncExternalStore (null when nothing is kept or storage is blocked). */
export function readKeptZoneLocale(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The kept locale when it was kept for this zone; undefined otherwise (another zone, nothing, or unreadable). */
export function keptLocaleOf(kept: string | null, zone: string): string | undefined {
  if (!kept) return undefined;
  try {
    const value = JSON.parse(kept) as Partial<Kept>;
    return value.zone === zone && typeof value.locale === 'string' ? value.locale : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps the zone's locale and tells every subscriber (the app's time-zone state). */
export function keepZoneLocale(zone: string, locale: string): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ zone, locale } satisfies Kept));
  } catch {
    // storage blocked: the locale is found again on the next start
  }
  listeners.forEach((listener) => listener());
}

export function subscribeToZoneLocale(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
