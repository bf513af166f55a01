// The period and the measure shown live in the address (?days=30&series=mood): shareable, and Back returns to a period.
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DEFAULT_TREND, trendSeriesOf, type TrendKey } from './trend-series';

/** The periods GET /api/insights/ answers (shared/schemas/insights.ts, which pages do not import: it loads zod). */
export const PERIODS = [7, 30, 90, 365] as const;
export type Period = (typeof PERIODS)[number];
export const DEFAULT_PERIOD: Period = 30;

const periodOf = (text: string | null): Period => PERIODS.find((days) => String(days) === text) ?? DEFAULT_PERIOD;

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
