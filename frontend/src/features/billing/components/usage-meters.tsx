// The two meters of the usage panels (the trial's and a paid plan's) and of the capture card: AI credits and photo
// uploads, their numbers read from the trial status the API answers for every plan, in one place for all three.
import { useDateTimeFormatter } from '@/lib/time-zone';
import type { TrialStatus } from '../api/get-trial-status';
import { imagesPausedReason } from './trial-notices';
import { UsageMeter } from './usage-meter';

/** What the AI credits meter counts. */
export const creditsUsage = (status: TrialStatus) => ({
  used: status.credits_used,
  limit: status.credits_limit,
  percentage: status.usage_progress_percentage,
});

/** What the photo uploads meter counts. */
export const imagesUsage = (status: TrialStatus) => ({
  used: status.images_used,
  limit: status.images_limit,
  percentage: status.images_progress_percentage,
});

export interface UsageMetersProps {
  status: TrialStatus;
  creditsLabel: string;
  imagesLabel: string;
  imagesUnit: string;
}

/** A panel's meters: credits, then uploads (paused, saying why, while uploads are off). */
export function UsageMeters({ status, creditsLabel, imagesLabel, imagesUnit }: UsageMetersProps) {
  const formatDate = useDateTimeFormatter();
  return (
    <div className="trial-meters">
      <UsageMeter label={creditsLabel} unit="credits" {...creditsUsage(status)} />
      <UsageMeter label={imagesLabel} unit={imagesUnit} {...imagesUsage(status)} paused={imagesPausedReason(status, formatDate)} />
    </div>
  );
}
