// Another app's CSV: which column holds what (the date is needed, the rest optional), the type of rows without one and
// the date order, then "Preview again" reads the file with these choices (docs/IMPORT.md "A generic CSV").
import { useId, useState, type FormEvent } from 'react';
import { ENTRY_TYPES } from '@shared/entry-types';
import { DATE_ORDER_LABELS, DATE_ORDERS, dateText } from '@/lib/time-zone';
import type { CsvMapping } from '../api/imports';

const COLUMN_FIELDS = [
  { field: 'date', label: 'Date' },
  { field: 'time', label: 'Time' },
  { field: 'type', label: 'Type' },
  { field: 'details', label: 'Details' },
  { field: 'value', label: 'Value' },
  { field: 'unit', label: 'Unit' },
] as const;
type ColumnField = (typeof COLUMN_FIELDS)[number]['field'];

type Props = { columns: string[]; mapping: CsvMapping | null; busy: boolean; onPreviewAgain(mapping: CsvMapping): void };

/** The choices without the empty ones (the API takes an absent field as "none"). */
function cleaned(choices: Record<string, string>): CsvMapping {
  return Object.fromEntries(Object.entries(choices).filter(([, value]) => value !== '')) as CsvMapping;
}

export function ImportCsvMapping({ columns, mapping, busy, onPreviewAgain }: Props) {
  const id = useId();
  const [choices, setChoices] = useState<Record<string, string>>(() => ({ ...mapping }) as Record<string, string>);
  const choose = (field: string, value: string) => setChoices((current) => ({ ...current, [field]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    onPreviewAgain(cleaned(choices));
  }

  return (
    <form className="import-mapping" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`}>Columns</h4>
      <p className="field-hint">Which column holds what. Only the date is needed.</p>
      <div className="import-mapping-fields">
        {COLUMN_FIELDS.map(({ field, label }) => (
          <div className="field" key={field}>
            <label htmlFor={`${id}-${field}`}>
              {label}
              {field === 'date' ? '' : ' (optional)'}
            </label>
            <select
              id={`${id}-${field}`}
              value={choices[field] ?? ''}
              required={field === 'date'}
              onChange={(event) => choose(field satisfies ColumnField, event.target.value)}
            >
              <option value="">{field === 'date' ? 'Choose a column' : 'None'}</option>
              {columns.map((column) => (
                <option key={column} value={column}>
                  {column}
                </option>
              ))}
            </select>
          </div>
        ))}
        <div className="field import-mapping-wide">
          <label htmlFor={`${id}-default-type`}>Default type</label>
          <select
            id={`${id}-default-type`}
            value={choices.default_type ?? ''}
            onChange={(event) => choose('default_type', event.target.value)}
          >
            <option value="">Related Data</option>
            {ENTRY_TYPES.filter((type) => type.collection !== 'related-data').map((type) => (
              <option key={type.collection} value={type.collection}>
                {type.title}
              </option>
            ))}
          </select>
        </div>
        <div className="field import-mapping-wide">
          <label htmlFor={`${id}-date-order`}>Date order</label>
          <select id={`${id}-date-order`} value={choices.date_order ?? ''} onChange={(event) => choose('date_order', event.target.value)}>
            <option value="">From the file</option>
            {DATE_ORDERS.map((order) => (
              <option key={order} value={order}>
                {DATE_ORDER_LABELS[order]} ({dateText(2026, 11, 22, order)})
              </option>
            ))}
          </select>
        </div>
      </div>
      <button type="submit" className="btn btn-secondary" disabled={busy || !choices.date}>
        Preview again
      </button>
    </form>
  );
}
