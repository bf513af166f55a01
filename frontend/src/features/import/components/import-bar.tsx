// One progress bar of the Data Import section: a labelled progressbar with its value in words; no value is a moving
// bar (work under way, amount unknown). It is drawn as the trial's usage meters are (components/usage-meter.css).
import { useId } from '@/lib/use-id';
import '@/components/usage-meter.css';
import './import-bar.css';

export function ImportBar({ label, percent, text }: { label: string; percent: number | null; text?: string }) {
  const id = useId();
  const shown = percent === null ? null : Math.min(100, Math.max(0, percent));
  return (
    <div className="usage-meter import-bar">
      <div className="usage-meter-head">
        <span id={`${id}-label`} className="usage-meter-label import-bar-label">
          {label}
        </span>
        {text && <span className="usage-meter-count">{text}</span>}
      </div>
      <div
        className={`usage-meter-track import-bar-track${shown === null ? ' is-indeterminate' : ''}`}
        role="progressbar"
        aria-labelledby={`${id}-label`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={shown ?? undefined}
        aria-valuetext={shown === null ? undefined : text ? `${text} (${Math.floor(shown)}%)` : `${Math.floor(shown)}%`}
      >
        <span className="usage-meter-fill import-bar-fill" style={shown === null ? undefined : { width: `${shown}%` }} />
      </div>
    </div>
  );
}
