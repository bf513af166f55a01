// One usage bar of the trial panel: "used of limit", a progressbar whose colour band is also said in words.
import { useId } from 'react';
import { usageLevel, type UsageLevel } from './trial-notices';
import './usage-meter.css';

const LEVEL_WORDS: Record<UsageLevel, string | null> = {
  normal: null,
  caution: 'Getting close',
  warning: 'Almost used up',
};

const clamp = (percentage: number) => Math.min(100, Math.max(0, percentage));

export function UsageMeter(props: { label: string; unit: string; used: number; limit: number; percentage: number }) {
  const { label, unit, used, limit } = props;
  const id = useId();
  const percentage = clamp(props.percentage);
  const level = usageLevel(percentage);
  const words = percentage >= 100 ? 'All used' : LEVEL_WORDS[level];
  const shown = Math.round(percentage);
  const summary = `${used.toLocaleString('en-US')} of ${limit.toLocaleString('en-US')} ${unit} used`;
  return (
    <div className={`usage-meter is-${level}`}>
      <div className="usage-meter-head">
        <span id={`${id}-label`} className="usage-meter-label">
          {label}
        </span>
        <span className="usage-meter-count">{summary}</span>
      </div>
      <div
        className="usage-meter-track"
        role="progressbar"
        aria-labelledby={`${id}-label`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percentage}
        aria-valuetext={`${summary} (${shown}%)`}
      >
        <span className="usage-meter-fill" style={{ width: `${percentage}%` }} />
      </div>
      <p className="usage-meter-foot">
        <span>{shown}%</span>
        {words && <span className="usage-meter-level">{words}</span>}
      </p>
    </div>
  );
}
