// The days behind a finding (the days compared with the factor: the sentence's count), each a link to that day's
// entries of the factor's type on the Logs page; a long list shows the latest days and links the whole period.
import { Link } from 'react-router-dom';
import { entryTypeOf } from '@shared/entry-types';
import { logsFor } from '@shared/app-paths';
import type { Insights } from '../api/get-insights';
import { useTimeZone } from '@/lib/time-zone';
import { longDay } from '../day-labels';

type Finding = Insights['findings'][number];

/** More days than this: the latest ones, and one link to the period. */
const SHOWN = 14;

/**
 * What the list counts, in words: the days with the factor that were compared, as many as the sentence's "N days with
 * …" (the server lists exactly those): "The 11 days with running, each with sleep logged the next day".
 */
export function daysSummary(finding: Finding): string {
  const count = finding.factor_days.length;
  const days = `${count} ${count === 1 ? 'day' : 'days'}`;
  const factor = finding.days_with === null ? `with ${finding.factor} logged` : `with ${finding.factor}`;
  const outcome = `${count === 1 ? '' : 'each '}with ${finding.outcome} logged ${finding.lag === 0 ? 'that day' : 'the next day'}`;
  return `The ${days} ${factor}, ${outcome}`;
}

export function FindingDays({ finding }: { finding: Finding }) {
  const { format } = useTimeZone();
  const { factor_days: days, factor_collection: collection } = finding;
  if (!collection || days.length === 0) return null;
  const label = longDay(format);
  const shown = days.slice(-SHOWN).reverse();
  const type = entryTypeOf(collection).title;
  return (
    <details className="analytics-finding-days">
      <summary>{daysSummary(finding)}</summary>
      <ul>
        {shown.map((day) => (
          <li key={day}>
            <Link to={logsFor(collection, day)}>{label(day)}</Link>
          </li>
        ))}
      </ul>
      {days.length > SHOWN && (
        <p className="text-sm">
          <Link to={logsFor(collection, days[0], days.at(-1))}>
            All {days.length} days in {type}
          </Link>
        </p>
      )}
    </details>
  );
}
