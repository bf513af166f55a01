// One progress bar of the Data Import section: a labelled progressbar with its value in words; no value is a moving
// bar (work under way, amount unknown).
import { useId } from 'react';
import './import-bar.css';

export function ImportBar({ label, percent, text }: { label: string; percent: number | null; text?: string }) {
  const id = useId();
  const shown = percent === null ? null : Math.min(100, Math.max(0, percent));
  return (
    <div className="import-bar">
      <div className="import-bar-head">
        <span id={`${id}-label`} className="import-bar-label">
          {label}
        </span>
        {text && <span className="import-bar-text">{text}</span>}
      </div>
      <div
        className={`import-bar-track${shown === null ? ' is-indeterminate' : ''}`}
        role="progressbar"
        aria-labelledby={`${id}-label`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={shown ?? undefined}
        aria-valuetext={shown === null ? undefined : text ? `${text} (${Math.floor(shown)}%)` : `${Math.floor(shown)}%`}
      >
        <span className="import-bar-fill" style={shown === null ? undefined : { width: `${shown}%` }} />
      </div>
    </div>
  );
}
