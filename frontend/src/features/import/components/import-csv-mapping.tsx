// Another app's CSV: which column holds what (the date is needed, the rest optional), the value's unit when no column
// holds it, the type of every row (or of rows without one) and the date order, then "Preview again" reads the file
// with exactly these choices: a column left at None is not read (docs/IMPORT.md "A generic CSV").
import { useState, type FormEvent } from 'react';
import { useId } from '@/lib/use-id';
import { ENTRY_TYPES } from '@shared/entry-types';
import { DATE_ORDER_LABELS, DATE_ORDERS, dateText } from '@/lib/time-zone';
import type { CsvMapping } from '../api/imports';

const COLUMN_FIELDS = [
  { field: 'date', label: 'Date' },
  { field: 'time', label: 'Time' },
  { field: 'type', label: 'Type' },
  { field: 'item_name', label: 'Item name' },
  { field: 'details', label: 'Details' },
  { field: 'value', label: 'Value' },
  { field: 'unit', label: 'Unit' },
] as const;
type ColumnField = (typeof COLUMN_FIELDS)[number]['field'];

/** Units offered for a value column (any other may be typed): the ones a value becomes a measure with. */
const VALUE_UNITS = ['steps', 'kg', 'lb', 'km', 'mi', 'min', 'h', 'ml', 'l', 'servings', 'mg', 'mood', 'severity'];

type Props = { columns: string[]; mapping: CsvMapping | null; busy: boolean; onPreviewAgain(mapping: CsvMapping): void };

/** The choices without the empty ones (the API takes an absent field as "none"); a unit only with a value column. */
function cleaned(choices: Record<string, string>): CsvMapping {
  const kept = Object.entries(choices)
    .map(([field, value]) => [field, value.trim()] as const)
    .filter(([field, value]) => value !== '' && (field !== 'value_unit' || choices.value));
  return Object.fromEntries(kept) as CsvMapping;
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
        {choices.value && (
          <div className="field import-mapping-wide">
            <label htmlFor={`${id}-value-unit`}>Value unit (optional)</label>
            <input
              id={`${id}-value-unit`}
              list={`${id}-units`}
              value={choices.value_unit ?? ''}
              maxLength={40}
              aria-describedby={`${id}-value-unit-hint`}
              onChange={(event) => choose('value_unit', event.target.value)}
            />
            <datalist id={`${id}-units`}>
              {VALUE_UNITS.map((unit) => (
                <option key={unit} value={unit} />
              ))}
            </datalist>
            <p id={`${id}-value-unit-hint`} className="field-hint">
              {choices.unit ? 'For rows whose unit cell is empty.' : 'The unit of every value: steps, kg, km, min, …'}
            </p>
          </div>
        )}
        <div className="field import-mapping-wide">
          {/* With no type column the choice types every row; with one, only rows whose type cell is empty. */}
          <label htmlFor={`${id}-default-type`}>{choices.type ? 'Rows without a type are' : 'Every row is'}</label>
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
            <option value="">From the file or your settings</option>
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
