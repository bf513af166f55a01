// One series of the period: the chart (or a note when nothing of it was logged), its legend, the summary in words
// with the period before's average for comparison, and the same figures as a hidden table.
import { useContext, useMemo } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { formatDateRange, useTimeZone } from '@/lib/time-zone';
import { unitSystemOf, type UnitSystem } from '@shared/measures';
import type { Insights } from '../api/get-insights';
import { axisDay, longDay } from '../day-labels';
import { AuthContext } from '@/lib/auth/auth-context';
import { localValues, rawValues, type TrendSeries } from '../trend-series';
import { targetOf, withoutNumbersText } from '../intake-figures';
import { averageOf, previousSummary, trendSummary, type PreviousAverage } from '../trend-summary';
import { TrendChart } from './trend-chart';
import { TrendTable } from './trend-table';

/** The period before's average of this series in the person's units (undefined when the answer has none). */
function previousOf(insights: Insights, series: TrendSeries, system: UnitSystem): PreviousAverage | undefined {
  // The period before is read for the health series only (its meals are not read: docs/INSIGHTS.md).
  if (!insights.previous || series.group !== 'health') return undefined;
  const key = series.key as keyof Insights['series'];
  const average = insights.previous.averages[key];
  return {
    average: average === null ? null : (localValues(series, [average], system)[0] as number),
    logged: insights.previous.days_logged[key],
  };
}

/** Under a nutrient: its target, and the entries without numbers the totals leave out. */
function intakeNote(insights: Insights, target: string): string {
  return [target, withoutNumbersText(insights.intake.without_numbers_per_day.reduce((a, b) => a + b, 0))].filter(Boolean).join(' ');
}

export function TrendFigure({ insights, series, locale }: { insights: Insights; series: TrendSeries; locale: string }) {
  const system = unitSystemOf(locale);
  const { format } = useTimeZone();
  const { days, period } = insights;
  const raw = rawValues(insights, series);
  const target = targetOf(useContext(AuthContext)?.user ?? null, series);
  const values = useMemo(() => localValues(series, raw, system), [series, raw, system]);
  const labels = useMemo(() => days.map(axisDay(format, days.length)), [days, format]);
  const dayText = useMemo(() => days.map(longDay(format)), [days, format]);
  const average = averageOf(values);
  const previous = previousOf(insights, series, system);
  const readout = (i: number) => {
    const value = values[i];
    return `${dayText[i]}: ${value === null ? 'not logged' : series.format(value, system)}`;
  };

  return (
    <figure className="trend-figure">
      {average === null ? (
        <div className="trend-chart trend-note">
          <p>
            No {series.label.toLowerCase()} to draw in these {days.length} days.
          </p>
          <Link to={paths.dashboard}>Log it on the dashboard</Link>
        </div>
      ) : (
        <TrendChart
          series={series}
          system={system}
          labels={labels}
          values={values}
          average={average}
          previous={previous?.average ?? null}
          target={target?.value ?? null}
          readout={readout}
        />
      )}
      <p className="trend-legend" aria-hidden="true">
        {average !== null && (
          <>
            <span className="trend-key">
              <span className="trend-swatch" /> {series.label} per day
            </span>
            <span className="trend-key">
              <span className="trend-swatch trend-swatch-average" /> Average of these {days.length} days
            </span>
            {previous?.average != null && (
              <span className="trend-key">
                <span className="trend-swatch trend-swatch-previous" /> Average of the {days.length} days before
              </span>
            )}
            {target && (
              <span className="trend-key">
                <span className="trend-swatch trend-swatch-target" /> Your daily {target.kind === 'limit' ? 'limit' : 'target'}
              </span>
            )}
          </>
        )}
      </p>
      <figcaption className="trend-summary">{trendSummary(series, values, system)}</figcaption>
      <p className="trend-previous">
        {previous && previousSummary(series, previous, days.length, system)}
        {series.group === 'intake' &&
          intakeNote(
            insights,
            target ? `Your daily ${target.kind === 'limit' ? 'limit' : 'target'}: ${series.format(target.value, system)}.` : '',
          )}
      </p>
      <TrendTable
        series={series}
        system={system}
        days={days}
        dayText={dayText}
        values={values}
        period={formatDateRange(period.first_day, period.last_day, format)}
      />
    </figure>
  );
}
