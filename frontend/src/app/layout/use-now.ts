// The current date-time for the bar's clock, refreshed every minute, in the user's chosen zone.
import { useEffect, useState } from 'react';
import { CLOCK_REFRESH_MS } from '@/config/constants';

/** localStorage `timeZone`: an IANA name, or 'default' (or nothing) for the device's own zone. */
function chosenZone(): string | undefined {
  const zone = localStorage.getItem('timeZone');
  return zone && zone !== 'default' ? zone : undefined;
}

export function formatNow(now: Date, timeZone = chosenZone()): string {
  const style = { dateStyle: 'short', timeStyle: 'short' } as const;
  try {
    return now.toLocaleString('en-US', { ...style, timeZone });
  } catch {
    return now.toLocaleString('en-US', style); // an unknown stored zone falls back to the device's
  }
}

export function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), CLOCK_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}
