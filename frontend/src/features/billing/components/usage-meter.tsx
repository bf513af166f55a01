// One usage bar of the trial's and a paid plan's panels (and, when a limit is close, of the capture card): "used of
// limit", what is left, and a progressbar whose colour band is also said in words. Paused (uploads off while the AI
// is off) it says so and why instead of a count that reads as if uploads were still there.
import { useId } from '@/lib/use-id';
import { usageLevel, type UsageLevel } from './trial-notices';
import '@/components/usage-meter.css';

const LEVEL_WORDS: Record<UsageLevel, string | null> = {
  normal: null,
  caution: 'Getting close',
  warning: 'Almost used up',
};

const clamp = (percentage: number) => Math.min(100, Math.max(0, percentage));
const count = (n: number) => n.toLocaleString('en-US');

export interface UsageMeterProps {
  label: string;
  unit: string;
  used: number;
  limit: number;
  percentage: number;
  /** When set, the allowance cannot be used now: this says why, in place of the count. */
  paused?: string | null;
}

export function UsageMeter(props: UsageMeterProps) {
  const { label, unit, used, limit, paused } = props;
  const id = useId();
  const percentage = clamp(props.percentage);
  const level = usageLevel(percentage);
  const words = percentage >= 100 ? 'All used' : LEVEL_WORDS[level];
  const shown = Math.round(percentage);
  const left = Math.max(0, limit - used);
  const summary = `${count(used)} of ${count(limit)} ${unit} used`;
  return (
    <div className={`usage-meter is-${paused ? 'paused' : level}`}>
      <div className="usage-meter-head">
        <span id={`${id}-label`} className="usage-meter-label">
          {label}
        </span>
        <span className="usage-meter-count">{paused ? 'Paused' : summary}</span>
      </div>
      <div
        className="usage-meter-track"
        role="progressbar"
        aria-labelledby={`${id}-label`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percentage}
        aria-valuetext={paused ? `Paused. ${paused}` : `${summary} (${shown}%), ${count(left)} left`}
      >
        <span className="usage-meter-fill" style={{ width: `${percentage}%` }} />
      </div>
      {paused ? (
        <p className="usage-meter-foot usage-meter-paused">{paused}</p>
      ) : (
        <p className="usage-meter-foot">
          <span>
            {shown}% · <span className="usage-meter-left">{count(left)} left</span>
          </span>
          {words && <span className="usage-meter-level">{words}</span>}
        </p>
      )}
    </div>
  );
}
