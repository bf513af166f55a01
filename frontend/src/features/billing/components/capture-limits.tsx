// The person's limits where the AI is used (issue 23): app/routes/dashboard.tsx passes these to the capture card, so a
// limit that is close or reached is said just above Process, not below the chat (far down a phone). `notice`: the
// meters at docs/PRODUCT.md §9's caution band or beyond and the §8 warnings; `aiPaused`: why Process is off while AI is not
// allowed (the API's own words: a trial's never says to wait for a next period).
import type { ReactNode } from 'react';
import { USAGE_THRESHOLDS } from '@shared/plans';
import { useDateTimeFormatter } from '@/lib/time-zone';
import { useTrialStatus, type TrialStatus } from '../api/get-trial-status';
import { aiPausedReason, usageWarnings, type FormatDate } from './trial-notices';
import { WarningList } from './trial-warnings';
import { UsageMeter } from './usage-meter';
import { creditsUsage, imagesUsage } from './usage-meters';
import './trial-credits-panel.css';

function CaptureLimitsNotice({ status, formatDate }: { status: TrialStatus; formatDate: FormatDate }) {
  const warnings = usageWarnings(status, formatDate);
  const close = (percentage: number) => status.can_use_ai && percentage >= USAGE_THRESHOLDS.caution;
  const imagesOpen = status.can_upload_images && status.images_used < status.images_limit;
  const monthly = status.is_trial_user ? '' : ' this month';
  const meters = [
    close(status.usage_progress_percentage) && (
      <UsageMeter key="credits" label={`AI credits${monthly}`} unit="credits" {...creditsUsage(status)} />
    ),
    imagesOpen && close(status.images_progress_percentage) && (
      <UsageMeter key="images" label={`Photo uploads${monthly}`} unit="photos" {...imagesUsage(status)} />
    ),
  ].filter(Boolean);
  if (meters.length === 0 && warnings.length === 0) return null;
  return (
    <div className="capture-limits" data-testid="capture-limits">
      {meters.length > 0 && <div className="trial-meters capture-limits-meters">{meters}</div>}
      <WarningList warnings={warnings} label="Usage warnings" />
    </div>
  );
}

/** What the capture card shows of the limits, and `refresh` to ask again after an AI call spent some. */
export function useCaptureLimits(): { notice: ReactNode; aiPaused: string | null; refresh: () => void } {
  const { data, mutate } = useTrialStatus();
  const formatDate = useDateTimeFormatter();
  const refresh = () => void mutate();
  if (!data) return { notice: null, aiPaused: null, refresh };
  return { notice: <CaptureLimitsNotice status={data} formatDate={formatDate} />, aiPaused: aiPausedReason(data, formatDate), refresh };
}
