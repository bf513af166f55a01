// The usage panel at the top of /settings: for the trial, docs/PRODUCT.md §2's trial credits panel (status, credit and image
// bars, the trial warnings); for a paid plan (issue 23), the month's meters with what is left and the renewal date.
import { useDateTimeFormatter } from '@/lib/time-zone';
import { useTrialStatus, type TrialStatus } from '../api/get-trial-status';
import { PlanUsageDetails } from './plan-usage-panel';
import { TRIAL_TEXTS, trialStatusText, usageWarnings } from './trial-notices';
import { WarningList } from './trial-warnings';
import { UsageMeters } from './usage-meters';
import './trial-credits-panel.css';

const TITLE_ID = 'settings-trial';

/** The same frame as a loaded panel without warnings, so nothing below moves when the answer arrives. */
function TrialSkeleton() {
  return (
    <section className="card trial-panel" aria-busy="true" aria-label="Trial credits">
      <span className="sr-only">Loading trial status…</span>
      <div className="trial-panel-head" aria-hidden="true">
        <span className="skeleton trial-skeleton-title" />
        <span className="skeleton trial-skeleton-pill" />
      </div>
      <p className="trial-end" aria-hidden="true">
        <span className="skeleton trial-skeleton-line" />
      </p>
      <div className="trial-meters" aria-hidden="true">
        <span className="skeleton trial-skeleton-meter" />
        <span className="skeleton trial-skeleton-meter" />
      </div>
    </section>
  );
}

function TrialDetails({ status }: { status: TrialStatus }) {
  const formatDate = useDateTimeFormatter();
  const { text, tone } = trialStatusText(status);
  const warnings = usageWarnings(status, formatDate);
  return (
    <section className="card trial-panel" aria-labelledby={TITLE_ID}>
      <div className="trial-panel-head">
        <h2 id={TITLE_ID} className="card-title">
          AI Trial Credits
        </h2>
        <p className={`trial-status trial-status-${tone}`}>{text}</p>
      </div>
      {status.trial_end_date && !status.is_trial_expired && (
        <p className="muted trial-end">Your free trial ends {formatDate(status.trial_end_date)}.</p>
      )}
      <UsageMeters status={status} creditsLabel="AI credits" imagesLabel="Image uploads" imagesUnit="images" />
      <WarningList warnings={warnings} />
    </section>
  );
}

/** The trial's panel for a trial user (docs/PRODUCT.md §2), the plan's usage for a subscriber. */
export function TrialCreditsPanel() {
  const { data, error, isLoading, isValidating, mutate } = useTrialStatus();
  if (data) return data.is_trial_user ? <TrialDetails status={data} /> : <PlanUsageDetails status={data} />;
  if (isLoading) return <TrialSkeleton />;
  if (!error) return null;
  return (
    <section className="card trial-panel" aria-labelledby={TITLE_ID}>
      <h2 id={TITLE_ID} className="card-title">
        AI Trial Credits
      </h2>
      <div className="row row-between trial-failure">
        <p className="alert alert-error" role="alert">
          {TRIAL_TEXTS.loadFailure}
        </p>
        <button type="button" className="btn btn-secondary btn-sm" onClick={() => void mutate()} disabled={isValidating}>
          Try again
        </button>
      </div>
    </section>
  );
}
