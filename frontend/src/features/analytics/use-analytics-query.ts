// The period and the measure shown live in the address (?days=30&series=mood): shareable, and Back returns to a period.
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { periodOf, type Period } from './period';
import { DEFAULT_TREND, trendSeriesOf, type TrendKey } from './trend-series';

export function useAnalyticsQuery() {
  const [params, setParams] = useSearchParams();
  const days = periodOf(params.get('days'));
  const series = trendSeriesOf(params.get('series') ?? '')?.key ?? DEFAULT_TREND;

  const setParam = useCallback(
    (name: string, value: string, replace: boolean) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set(name, value);
          return next;
        },
        { replace },
      ),
    [setParams],
  );
  // A period is a place to come back to; the measure shown is a detail of it.
  const setDays = useCallback((next: Period) => setParam('days', String(next), false), [setParam]);
  const setSeries = useCallback((next: TrendKey) => setParam('series', next, true), [setParam]);
  return { days, series, setDays, setSeries };
}
