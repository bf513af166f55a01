// One series of the period: the chart (or a note when nothing of it was logged), its legend, the summary in words,
// and the same figures as a hidden table.
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { unitSystemOf } from '@shared/measures';
import type { Insights } from '../api/get-insights';
import { axisDay, longDay, periodText } from '../day-labels';
import { localValues, type TrendSeries } from '../trend-series';
import { averageOf, trendSummary } from '../trend-summary';
import { TrendChart } from './trend-chart';
import { TrendTable } from './trend-table';

export function TrendFigure({ insights, series, locale }: { insights: Insights; series: TrendSeries; locale: string }) {
  const system = unitSystemOf(locale);
  const { days, period } = insights;
  const raw = insights.series[series.key];
  const values = useMemo(() => localValues(series, raw, system), [series, raw, system]);
  const labels = useMemo(() => days.map(axisDay(locale, days.length)), [days, locale]);
  const dayText = useMemo(() => days.map(longDay(locale)), [days, locale]);
  const average = averageOf(values);
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
        <TrendChart series={series} system={system} labels={labels} values={values} average={average} readout={readout} />
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
          </>
        )}
      </p>
      <figcaption className="trend-summary">{trendSummary(series, values, system)}</figcaption>
      <TrendTable
        series={series}
        system={system}
        days={days}
        dayText={dayText}
        values={values}
        period={periodText(period.first_day, period.last_day, locale)}
      />
    </figure>
  );
}
