// The trial warnings (SPEC.md §8 "Trial warnings"): one notice each, with the way to the plans; shown in the trial
// panel of /settings and, on their own, on the dashboard where the AI is used.
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useTrialStatus } from '../api/get-trial-status';
import { trialWarnings, type TrialWarning } from './trial-notices';
import './trial-credits-panel.css';

export function WarningNotice({ warning }: { warning: TrialWarning }) {
  return (
    <li className={`alert alert-${warning.severity} trial-warning`} data-warning={warning.id}>
      <strong className="trial-warning-title">{warning.title}</strong>
      <span>{warning.body}</span>
      {warning.offerUpgrade && (
        <Link to={paths.pricing} className="trial-warning-link">
          See plans
        </Link>
      )}
    </li>
  );
}

export function WarningList({ warnings }: { warnings: TrialWarning[] }) {
  if (warnings.length === 0) return null;
  return (
    <ul className="trial-warnings" aria-label="Trial warnings">
      {warnings.map((warning) => (
        <WarningNotice key={warning.id} warning={warning} />
      ))}
    </ul>
  );
}

/** The dashboard's copy: only for a trial user with a warning that applies; nothing otherwise (or while loading). */
export function DashboardTrialWarnings() {
  const { data } = useTrialStatus();
  if (!data?.is_trial_user) return null;
  return <WarningList warnings={trialWarnings(data)} />;
}
