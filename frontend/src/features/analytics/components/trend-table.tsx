// The chart's figures as a table for screen readers (visually hidden): one row per day, "Not logged" for a missing one.
// The hiding box wraps the table: a table itself ignores the 1 px width and would widen the page on a phone.
import type { UnitSystem } from '@shared/measures';
import type { TrendSeries } from '../trend-series';

type Props = { series: TrendSeries; system: UnitSystem; days: string[]; dayText: string[]; values: (number | null)[]; period: string };

export function TrendTable({ series, system, days, dayText, values, period }: Props) {
  return (
    <div className="sr-only">
      <table>
        <caption>
          {series.label} per day, {period}
        </caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">{series.label}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day, i) => {
            const value = values[i];
            return (
              <tr key={day}>
                <th scope="row">{dayText[i]}</th>
                <td>{value === null ? 'Not logged' : series.format(value, system)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
