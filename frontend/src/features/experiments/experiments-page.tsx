// /experiments (docs/EXPERIMENTS.md "Pages"): the person's experiments, newest first, each with its state and dates,
// linked to its page; and "Start an experiment". Reached from Analytics.
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { experimentPath } from './experiment-path';
import { formatDateRange, useTimeZone } from '@/lib/time-zone';
import { useExperiments } from './api/experiments-api';
import { STATUS_LABELS } from './experiment-page';
import './experiments.css';

export function ExperimentsPage() {
  const { data, error, isLoading } = useExperiments();
  const { format } = useTimeZone();
  const experiments = data?.experiments;
  return (
    <div className="page page-narrow experiments">
      <header className="page-header row row-between">
        <div>
          <p className="experiments-back">
            <Link to={paths.analytics}>Analytics</Link>
          </p>
          <h1>Your experiments</h1>
          <p className="page-subtitle">Does it help you? Some days with it, some without, in an order drawn at random.</p>
        </div>
        <Link to={paths.experimentNew} className="btn btn-primary">
          Start an experiment
        </Link>
      </header>
      <section className="card" aria-labelledby="experiments-title" aria-busy={isLoading}>
        <h2 id="experiments-title" className="card-title">
          Running and finished
        </h2>
        {!experiments ? (
          <p className="muted">{error ? 'Your experiments could not be loaded.' : 'Loading…'}</p>
        ) : experiments.length === 0 ? (
          <p className="muted">
            None yet. Start one here, or with “Test this” under a finding of What affects you on <Link to={paths.analytics}>Analytics</Link>
            .
          </p>
        ) : (
          <ul className="experiments-list">
            {experiments.map((experiment) => (
              <li key={experiment.id}>
                <Link to={experimentPath(experiment.id)}>{experiment.title}</Link>
                <span className={experiment.status === 'running' ? 'badge' : 'badge badge-muted'}>{STATUS_LABELS[experiment.status]}</span>
                <span className="muted text-sm">
                  {formatDateRange(experiment.start_date, experiment.end_date, format)} · {experiment.plan_days} days
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
