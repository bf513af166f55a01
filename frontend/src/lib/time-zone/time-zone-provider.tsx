// The chosen time zone and date format for the whole app, shared by context so a change shows everywhere at once.
// Both follow the account: its profile's values apply at sign-in, and a change here is saved to it (docs/DATES.md).
import { createContext, useCallback, useContext, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { AuthContext } from '@/lib/auth';
import { resolveDateFormat, type DateFormat } from './date-format';
import { DEFAULT_LOCALE, formatDateTime } from './date-time';
import { readTimeZonePreference, resolveTimeZone, subscribeToTimeZonePreference, writeTimeZonePreference } from './preference';
import { useAccountPreferences, type AccountSave, type DateChoices } from './use-account-preferences';
import { keptLocaleOf, readKeptZoneLocale, subscribeToZoneLocale } from './zone-locale';
import { whenIdle } from '@/lib/when-idle';

export type { AccountSave, DateChoices } from './use-account-preferences';

export type TimeZoneState = {
  /** 'default' (the device's zone) or an IANA name, as stored in localStorage `timeZone`. */
  preference: string;
  /** The IANA zone dates are shown and entered in. */
  zone: string;
  /** The zone's locale from the mappings, as kept on this device; en-US until they arrive or when they fail. */
  locale: string;
  /** The date order and clock dates are written in: the person's choices, else the locale's. */
  format: DateFormat;
  /** What the person chose (null: the locale's). */
  choices: DateChoices;
  /** How saving the last change to the account went ('idle' when signed out or nothing changed). */
  accountSave: AccountSave;
  setPreference(value: string): void;
  setDateChoices(choices: Partial<DateChoices>): void;
};

const TimeZoneContext = createContext<TimeZoneState | null>(null);

const serverPreference = () => 'default';
const nothingKept = () => null;

/**
 * The zone's locale as kept on this device (zone-locale.ts). When none is kept for this zone (a first start here, a
 * new zone), the mappings are loaded once the page is idle, in a chunk of their own; their answer keeps the locale,
 * which this reads back. A failed call leaves en-US, as before, and is not repeated until the zone changes.
 */
function useZoneLocale(zone: string, withMappings: boolean): string {
  const kept = keptLocaleOf(useSyncExternalStore(subscribeToZoneLocale, readKeptZoneLocale, nothingKept), zone);
  const missing = withMappings && kept === undefined;
  useEffect(() => {
    if (!missing) return undefined;
    return whenIdle(() => {
      import('./load-mappings').then((m) => m.loadTimezoneMappings()).catch(() => undefined);
    });
  }, [missing, zone]);
  return kept ?? DEFAULT_LOCALE;
}

/**
 * The state itself; `withMappings: false` never loads the mappings (the locale is the one kept, else en-US). Only the
 * app's provider (`withAccount`) reads and saves the account's preferences, so a late consumer never applies a stale
 * profile.
 */
function useTimeZoneState(withMappings: boolean, withAccount: boolean): TimeZoneState {
  const auth = useContext(AuthContext);
  const preference = useSyncExternalStore(subscribeToTimeZonePreference, readTimeZonePreference, serverPreference);
  const account = useAccountPreferences(auth, withAccount);
  const zone = resolveTimeZone(preference);
  const locale = useZoneLocale(zone, withMappings);
  const { choices, accountSave, saveZone, setDateChoices } = account;
  const format = useMemo(() => resolveDateFormat(locale, choices), [locale, choices]);
  const setPreference = useCallback(
    (value: string) => {
      writeTimeZonePreference(value);
      saveZone(readTimeZonePreference());
    },
    [saveZone],
  );
  return useMemo(
    () => ({ preference, zone, locale, format, choices, accountSave, setPreference, setDateChoices }),
    [preference, zone, locale, format, choices, accountSave, setPreference, setDateChoices],
  );
}

/** Mounted once in the app's providers; it finds the locale once someone is signed in (dates are only shown then). */
export function TimeZoneProvider({ children }: { children: ReactNode }) {
  const auth = useContext(AuthContext);
  const state = useTimeZoneState(auth ? auth.isAuthenticated : true, true);
  return <TimeZoneContext.Provider value={state}>{children}</TimeZoneContext.Provider>;
}

/**
 * The chosen zone, its locale and the date format. Outside a TimeZoneProvider (isolated component tests) it still
 * reads and writes the stored preference, but makes no mapping call: the locale is the one kept, else en-US.
 */
export function useTimeZone(): TimeZoneState {
  const provided = useContext(TimeZoneContext);
  const own = useTimeZoneState(false, false);
  return provided ?? own;
}

/** `(iso) => text` in the chosen zone and the app's one date format; unreadable input comes back as is. */
export function useDateTimeFormatter(): (iso: string) => string {
  const { zone, format } = useTimeZone();
  return useCallback((iso: string) => formatDateTime(iso, zone, format), [zone, format]);
}
