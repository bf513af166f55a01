// The doctor summary's tables: the averages of each series logged, the symptoms with their days and severity, the
// medications and supplements with their doses. Each table scrolls inside its own box on a narrow screen, and says so.
import { useRef, type ReactNode } from 'react';
import { useId } from '@/lib/use-id';
import type { UnitSystem } from '@shared/measures';
import type { Summary } from '../api/get-summary';
import { formatDateRange, useTimeZone } from '@/lib/time-zone';
import { useScrollEdges } from '@/lib/use-scroll-edges';
import { trendSeriesOf } from '../trend-series';

const oneDecimal = (n: number) => String(Math.round(n * 10) / 10);
const daysText = (n: number) => (n === 1 ? '1 day' : `${n} days`);

/**
 * A table in a labelled, focusable box that scrolls sideways when it is wider than the screen; then a line above it
 * says so and a shadow marks each side with more columns (useScrollEdges), so a cut table never looks complete.
 */
export function Table({ label, head, children }: { label: string; head: string[]; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const more = useScrollEdges(box);
  const hintId = useId();
  const scrolls = more.start || more.end;
  return (
    <div className="summary-table-block">
      {scrolls && (
        <p id={hintId} className="summary-scroll-hint">
          {more.end ? 'More columns to the right: scroll sideways →' : '← More columns to the left: scroll back'}
        </p>
      )}
      <div className="summary-table-frame scroll-edges" data-more-start={more.start || undefined} data-more-end={more.end || undefined}>
        <div
          ref={box}
          className="summary-table-scroll"
          role="region"
          aria-label={label}
          aria-describedby={scrolls ? hintId : undefined}
          tabIndex={0}
        >
          <table className="summary-table">
            <thead>
              <tr>
                {head.map((title) => (
                  <th key={title} scope="col">
                    {title}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>{children}</tbody>
          </table>
        </div>
      </div>
    </div>
  );
}

/** A stored value (hours, minutes, kg …) as the person reads it, in their units. */
function valueText(key: string, value: number, system: UnitSystem): string {
  const series = trendSeriesOf(key);
  if (!series) return oneDecimal(value);
  return series.format(series.toLocal ? series.toLocal(value, system) : value, system);
}

export function AveragesTable({ summary, system }: { summary: Summary; system: UnitSystem }) {
  const logged = summary.averages.filter((row) => row.mean !== null);
  const missing = summary.averages.filter((row) => row.mean === null).map((row) => trendSeriesOf(row.series)?.label ?? row.series);
  return (
    <>
      {logged.length > 0 ? (
        <Table label="Averages" head={['Measure', 'Average', 'Lowest – highest', 'Days logged']}>
          {logged.map((row) => (
            <tr key={row.series}>
              <th scope="row">{trendSeriesOf(row.series)?.label ?? row.series}</th>
              <td>{valueText(row.series, row.mean!, system)}</td>
              <td>
                {valueText(row.series, row.min!, system)} – {valueText(row.series, row.max!, system)}
              </td>
              <td>
                {row.days} of {summary.period.days}
              </td>
            </tr>
          ))}
        </Table>
      ) : (
        <p>Nothing measured was logged in this period.</p>
      )}
      {missing.length > 0 && logged.length > 0 && <p className="summary-note">Not logged in this period: {missing.join(', ')}.</p>}
    </>
  );
}

export function SymptomsTable({ summary }: { summary: Summary; locale?: string }) {
  const { format } = useTimeZone();
  if (summary.symptoms.length === 0) return <p>No symptoms or conditions were logged in this period.</p>;
  return (
    <Table label="Symptoms and conditions" head={['Symptom or condition', 'Days', 'Severity, mean (0–4)', 'Highest', 'First – last day']}>
      {summary.symptoms.map((row) => (
        <tr key={row.name}>
          <th scope="row">{row.name}</th>
          <td>{row.days}</td>
          <td>{row.mean_severity === null ? 'Not rated' : `${oneDecimal(row.mean_severity)} (${daysText(row.severity_days)} rated)`}</td>
          <td>{row.max_severity ?? '–'}</td>
          <td className="summary-cell-range">{formatDateRange(row.first_day, row.last_day, format)}</td>
        </tr>
      ))}
    </Table>
  );
}

export function MedicationsTable({ summary }: { summary: Summary; locale?: string }) {
  const { format } = useTimeZone();
  if (summary.medications.length === 0) return <p>No medications or supplements were logged in this period.</p>;
  return (
    <Table label="Medications and supplements" head={['Medication or supplement', 'Dose', 'Days taken', 'Times', 'First – last day']}>
      {summary.medications.map((row) => (
        <tr key={row.name}>
          <th scope="row">{row.name}</th>
          <td>{row.doses.length ? row.doses.join(', ') : 'Not given'}</td>
          <td>{row.days}</td>
          <td>{row.times}</td>
          <td className="summary-cell-range">{formatDateRange(row.first_day, row.last_day, format)}</td>
        </tr>
      ))}
    </Table>
  );
}
