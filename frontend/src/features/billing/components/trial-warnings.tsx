// The usage warnings (docs/PRODUCT.md "Trial warnings", worded for a paid plan too): one notice each, with the way to the
// plans; shown in the usage panel of /settings and, on their own, on the capture card (capture-limits.tsx).
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { TrialWarning } from './trial-notices';
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

export function WarningList({ warnings, label = 'Trial warnings' }: { warnings: TrialWarning[]; label?: string }) {
  if (warnings.length === 0) return null;
  return (
    <ul className="trial-warnings" aria-label={label}>
      {warnings.map((warning) => (
        <WarningNotice key={warning.id} warning={warning} />
      ))}
    </ul>
  );
}
