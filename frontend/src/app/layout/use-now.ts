// The current time for the bar's clock, refreshed every minute (docs/PRODUCT.md §9), on the minute so it never lags.
import { useEffect, useState } from 'react';
import { CLOCK_REFRESH_MS } from '@/config/constants';

export function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    let interval: ReturnType<typeof setInterval> | undefined;
    const tick = () => setNow(new Date());
    // first tick at the next minute boundary, then every minute
    const first = setTimeout(
      () => {
        tick();
        interval = setInterval(tick, CLOCK_REFRESH_MS);
      },
      CLOCK_REFRESH_MS - (Date.now() % CLOCK_REFRESH_MS),
    );
    return () => {
      clearTimeout(first);
      clearInterval(interval);
    };
  }, []);
  return now;
}
