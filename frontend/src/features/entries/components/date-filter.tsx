// The date filter (docs/PRODUCT.md §5): start and end dates, both inclusive, as calendar days in the chosen zone.
import { useEffect, useState, type FormEvent } from 'react';

export interface DateRange {
  start: string;
  end: string;
}

export const END_BEFORE_START = 'The end date must be on or after the start date.';

export function DateFilter({ value, onApply }: { value: DateRange; onApply(range: DateRange): void }) {
  const [draft, setDraft] = useState(value);
  const [error, setError] = useState<string | null>(null);

  // The applied range can change from outside (back and forward through the history).
  useEffect(() => setDraft(value), [value]);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (draft.start && draft.end && draft.end < draft.start) {
      setError(END_BEFORE_START);
      return;
    }
    setError(null);
    onApply(draft);
  };

  const clear = () => {
    setError(null);
    setDraft({ start: '', end: '' });
    onApply({ start: '', end: '' });
  };

  const filtered = Boolean(value.start || value.end);

  return (
    <form className="date-filter" onSubmit={apply} noValidate aria-label="Filter by date">
      <div className="field">
        <label htmlFor="entries-filter-start">Start date</label>
        <input
          id="entries-filter-start"
          type="date"
          value={draft.start}
          max={draft.end || undefined}
          onChange={(event) => setDraft({ ...draft, start: event.target.value })}
          aria-invalid={error ? true : undefined}
        />
      </div>
      <div className="field">
        <label htmlFor="entries-filter-end">End date</label>
        <input
          id="entries-filter-end"
          type="date"
          value={draft.end}
          min={draft.start || undefined}
          onChange={(event) => setDraft({ ...draft, end: event.target.value })}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'entries-filter-error' : undefined}
        />
      </div>
      <div className="date-filter-actions">
        <button type="submit" className="btn btn-primary">
          Apply
        </button>
        {filtered && (
          <button type="button" className="btn btn-secondary" onClick={clear}>
            Clear
          </button>
        )}
      </div>
      {error && (
        <p id="entries-filter-error" className="field-error date-filter-error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
