// A change to a saved entry that the person's words asked for, shown as before → after (or a deletion), with a
// button to leave the entry as it is. It is applied only on Confirm & Save.
import { entryTypeOf, isEntryCollection } from '@shared/entry-types';
import { summariseMeasures, type Measures, type UnitSystem } from '@shared/measures';
import { useDateTimeFormatter } from '@/lib/time-zone';
import { REVIEW_TEXT } from '../data-input-texts';
import type { ReviewChange } from '../use-review';

interface Row {
  label: string;
  before: string;
  after: string;
}

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

/** The fields the change sets, each as it reads before and after. */
function changedRows(change: ReviewChange, system: UnitSystem, formatDateTime: (iso: string) => string): Row[] {
  const before = change.before;
  const set = change.set ?? {};
  const rows: Row[] = [];
  if ('calculated_timestamp' in set) {
    rows.push({
      label: 'Time',
      before: formatDateTime(textOf(before.calculated_timestamp)),
      after: formatDateTime(textOf(set.calculated_timestamp)),
    });
  }
  for (const [field, label] of [
    ['details', 'Details'],
    ['data_details', 'Details'],
    ['notes', 'Notes'],
  ] as const) {
    if (field in set) rows.push({ label, before: textOf(before[field]), after: textOf(set[field]) });
  }
  if ('measures' in set) {
    rows.push({
      label: 'Measures',
      before: summariseMeasures(before.measures as Measures, system),
      after: summariseMeasures(set.measures as Measures, system),
    });
  }
  return rows;
}

export function ProposedChangeCard({ change, system, onToggle }: { change: ReviewChange; system: UnitSystem; onToggle(): void }) {
  const formatDateTime = useDateTimeFormatter();
  const type = isEntryCollection(change.collection) ? entryTypeOf(change.collection).title : change.collection;
  const what = textOf(change.before.details) || textOf(change.before.item_name);
  const when = formatDateTime(textOf(change.before.calculated_timestamp));
  const title = `${change.action === 'delete' ? 'Delete' : 'Change'}: ${type}, “${what}” (${when})`;
  return (
    <li className={`review-change${change.dropped ? ' review-change-dropped' : ''}`}>
      <p className="review-change-title">{title}</p>
      {change.action === 'update' && (
        <dl className="review-change-rows">
          {changedRows(change, system, formatDateTime).map((row) => (
            <div key={row.label}>
              <dt>{row.label}</dt>
              <dd>
                <del>{row.before || '—'}</del> <span aria-hidden="true">→</span> <span className="sr-only">changes to</span>{' '}
                <ins>{row.after || '—'}</ins>
              </dd>
            </div>
          ))}
        </dl>
      )}
      {change.dropped && <p className="muted text-sm">{REVIEW_TEXT.dropped}</p>}
      <button type="button" className="btn btn-secondary btn-sm" onClick={onToggle}>
        {change.dropped ? REVIEW_TEXT.keepChange : REVIEW_TEXT.dropChange}
      </button>
    </li>
  );
}
