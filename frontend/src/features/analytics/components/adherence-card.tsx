// The Analytics page's medication card: each schedule of the last 30 days with its doses taken over 7 and 30 days
// (GET /api/insights/adherence/), or where to add one.
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useAdherence } from '../api/get-adherence';
import { dosesText, scheduleTitle } from '../adherence-texts';

export function AdherenceCard() {
  const { data, error, isLoading } = useAdherence();
  const schedules = data?.schedules ?? [];
  return (
    <section className="card analytics-adherence" aria-labelledby="adherence-title" aria-busy={isLoading}>
      <h2 id="adherence-title" className="card-title">
        Medications taken
      </h2>
      {schedules.length > 0 ? (
        <ul className="analytics-finding-list">
          {schedules.map((schedule) => (
            <li key={schedule.id}>
              <p>
                <strong>{scheduleTitle(schedule)}</strong>
              </p>
              <p>Last 7 days: {dosesText(schedule.last_7_days)}</p>
              <p>Last 30 days: {dosesText(schedule.last_30_days)}</p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">
          {error
            ? 'Your medication schedules could not be loaded.'
            : data
              ? 'No medication schedules in the last 30 days.'
              : 'Doses taken of your medication schedules will appear here.'}
        </p>
      )}
      <p className="field-hint">
        Doses answered Taken or logged near their time count as taken. Schedules are kept in{' '}
        <Link to={paths.settings}>Settings → Reminders</Link>.
      </p>
    </section>
  );
}
