// A paying person's usage in /settings (issue 23): the month's AI credits and photo uploads used of the plan's
// allowance (shared/plans.ts, through the trial status the API answers for every plan), what is left, the colour bands
// of docs/PRODUCT.md §9 on the same meters the trial uses, and the day the allowance renews (or the plan's end, once cancelled).
import { PLANS } from '@shared/plans';
import { useDateTimeFormatter } from '@/lib/time-zone';
import type { TrialStatus } from '../api/get-trial-status';
import { useSubscriptionDetails } from '../api/subscription';
import { usageWarnings } from './trial-notices';
import { WarningList } from './trial-warnings';
import { UsageMeters } from './usage-meters';
import './trial-credits-panel.css';

const TITLE_ID = 'settings-usage';

export function PlanUsageDetails({ status }: { status: TrialStatus }) {
  const formatDate = useDateTimeFormatter();
  const { data: details } = useSubscriptionDetails();
  const renewsOn = formatDate(status.period_end);
  const ending = details?.ends_at;
  return (
    <section className="card trial-panel plan-usage" aria-labelledby={TITLE_ID}>
      <div className="trial-panel-head">
        <h2 id={TITLE_ID} className="card-title">
          {PLANS[status.plan].name} usage
        </h2>
        <p className={`trial-status trial-status-${status.can_use_ai ? 'ok' : 'blocked'}`}>
          {status.can_use_ai ? 'AI active' : 'AI paused'}
        </p>
      </div>
      <p className="muted trial-end plan-usage-renewal">
        {ending ? (
          <>
            This month’s allowance lasts until <strong>{formatDate(ending)}</strong>, when your plan ends.
          </>
        ) : (
          <>
            Credits and photo uploads renew on <strong>{renewsOn}</strong>, starting again from zero.
          </>
        )}
      </p>
      <UsageMeters status={status} creditsLabel="AI credits this month" imagesLabel="Photo uploads this month" imagesUnit="photos" />
      <WarningList warnings={usageWarnings(status, formatDate)} label="Usage warnings" />
    </section>
  );
}
