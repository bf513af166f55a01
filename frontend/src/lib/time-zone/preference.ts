// The stored time zone preference (docs/PRODUCT.md §3: localStorage `timeZone`, 'default' = the device's zone) as a tiny store.
import { isValidZone } from '@shared/time';

export const TIME_ZONE_STORAGE_KEY = 'timeZone';
export const DEFAULT_TIME_ZONE_PREFERENCE = 'default';
/** What a zone resolves to when the device reports none Intl knows. */
const LAST_RESORT_ZONE = 'UTC';

export function deviceTimeZone(): string {
  try {
    const zone = new Intl.DateTimeFormat().resolvedOptions().timeZone;
    return zone && isValidZone(zone) ? zone : LAST_RESORT_ZONE;
  } catch {
    return LAST_RESORT_ZONE;
  }
}

/** 'default' or an IANA name; anything else stored (a typo, a zone this browser lacks) reads as 'default'. */
export function readTimeZonePreference(): string {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(TIME_ZONE_STORAGE_KEY);
  } catch {
    // storage blocked (private mode, policy): the device's zone
  }
  return stored && stored !== DEFAULT_TIME_ZONE_PREFERENCE && isValidZone(stored) ? stored : DEFAULT_TIME_ZONE_PREFERENCE;
}

/** The IANA zone a preference means: the device's own for 'default' or anything invalid. */
export function resolveTimeZone(preference: string): string {
  return preference !== DEFAULT_TIME_ZONE_PREFERENCE && isValidZone(preference) ? preference : deviceTimeZone();
}

const listeners = new Set<() => void>();

export function subscribeToTimeZonePreference(listener: () => void): () => void {
  listeners.add(listener);
  // another tab changed it: this one follows
  const onStorage = (event: StorageEvent) => {
    if (event.key === TIME_ZONE_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Stores 'default' or a valid IANA name (anything else is stored as 'default') and tells every subscriber. */
export function writeTimeZonePreference(value: string): void {
  const next = value !== DEFAULT_TIME_ZONE_PREFERENCE && isValidZone(value) ? value : DEFAULT_TIME_ZONE_PREFERENCE;
  try {
    localStorage.setItem(TIME_ZONE_STORAGE_KEY, next);
  } catch {
    // storage blocked: nothing to keep it in
  }
  listeners.forEach((listener) => listener());
}
