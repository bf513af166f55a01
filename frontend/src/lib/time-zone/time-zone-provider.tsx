// The chosen time zone for the whole app: preference, resolved zone and locale, shared by context so a change shows everywhere at once.
import { createContext, useCallback, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { AuthContext } from '@/lib/auth';
import { formatDateTime } from './date-time';
import { localeForZone, useTimezoneMappings } from './mappings';
import { readTimeZonePreference, resolveTimeZone, subscribeToTimeZonePreference, writeTimeZonePreference } from './preference';

export type TimeZoneState = {
  /** 'default' (the device's zone) or an IANA name, as stored in localStorage `timeZone`. */
  preference: string;
  /** The IANA zone dates are shown and entered in. */
  zone: string;
  /** The zone's locale from the mappings; en-US until they arrive or when they fail. */
  locale: string;
  setPreference(value: string): void;
};

const TimeZoneContext = createContext<TimeZoneState | null>(null);

const serverPreference = () => 'default';

/** The state itself; `withMappings: false` skips the mapping call (locale stays en-US). */
function useTimeZoneState(withMappings: boolean): TimeZoneState {
  const preference = useSyncExternalStore(subscribeToTimeZonePreference, readTimeZonePreference, serverPreference);
  const { mappings } = useTimezoneMappings(withMappings);
  const zone = resolveTimeZone(preference);
  const locale = localeForZone(mappings, zone);
  return useMemo(() => ({ preference, zone, locale, setPreference: writeTimeZonePreference }), [preference, zone, locale]);
}

/** Mounted once in the app's providers; it fetches the mappings for the locale once someone is signed in (dates are only shown then). */
export function TimeZoneProvider({ children }: { children: ReactNode }) {
  const auth = useContext(AuthContext);
  const state = useTimeZoneState(auth ? auth.isAuthenticated : true);
  return <TimeZoneContext.Provider value={state}>{children}</TimeZoneContext.Provider>;
}

/**
 * The chosen zone and its locale. Outside a TimeZoneProvider (isolated component tests) it still reads and
 * writes the stored preference, but makes no mapping call, so the locale is en-US.
 */
export function useTimeZone(): TimeZoneState {
  const provided = useContext(TimeZoneContext);
  const own = useTimeZoneState(false);
  return provided ?? own;
}

/** `(iso) => text` in the chosen zone and locale, short date and short time; unreadable input comes back as is. */
export function useDateTimeFormatter(): (iso: string) => string {
  const { zone, locale } = useTimeZone();
  return useCallback((iso: string) => formatDateTime(iso, zone, locale), [zone, locale]);
}
