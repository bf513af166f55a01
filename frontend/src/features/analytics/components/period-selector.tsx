// The period buttons (7 / 30 / 90 / 365 days): a labelled group of toggle buttons, the chosen one pressed.
import { PERIODS, type Period } from '../period';

export function PeriodSelector({ value, onSelect }: { value: Period; onSelect(days: Period): void }) {
  return (
    <div className="period-selector" role="group" aria-labelledby="period-label">
      <span id="period-label" className="period-label">
        Period
      </span>
      <div className="period-options">
        {PERIODS.map((days) => (
          <button key={days} type="button" className="period-option" aria-pressed={days === value} onClick={() => onSelect(days)}>
            {days} days
          </button>
        ))}
      </div>
    </div>
  );
}
