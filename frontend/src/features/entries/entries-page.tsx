// The Logs page at /logs (docs/PRODUCT.md §2, §5): every type's entries to create, edit and delete, filtered by dates, a page at a time.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isEntryCollection, entryTypeOf, ENTRY_TYPES, type EntryCollection } from '@shared/entry-types';
import { EntryManager } from '@/components/entries';
import { useEntryPages } from '@/lib/entries-api/list-entries';
import { useTimeZone } from '@/lib/time-zone';
import { DateFilter, type DateRange } from './components/date-filter';
import { emptyRangeText, rangeText } from './range-text';
import { PANEL_ID, tabId, TypeTabs } from './components/type-tabs';
import './entries.css';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The type and dates live in the address (?type=sleep&start=2026-01-01&end=2026-01-31): shareable, and Back works. */
function useEntriesQuery() {
  const [params, setParams] = useSearchParams();
  const type = params.get('type') ?? '';
  const collection: EntryCollection = isEntryCollection(type) ? type : ENTRY_TYPES[0].collection;
  const start = params.get('start') ?? '';
  const end = params.get('end') ?? '';
  const range = useMemo(() => ({ start: DATE.test(start) ? start : '', end: DATE.test(end) ? end : '' }), [start, end]);

  const update = useCallback(
    (next: { collection?: EntryCollection; range?: DateRange }) => {
      setParams((current) => {
        const out = new URLSearchParams(current);
        if (next.collection) out.set('type', next.collection);
        if (next.range) {
          for (const key of ['start', 'end'] as const) {
            if (next.range[key]) out.set(key, next.range[key]);
            else out.delete(key);
          }
        }
        return out;
      });
    },
    [setParams],
  );
  return { collection, range, update };
}

export function EntriesPage() {
  const { collection, range, update } = useEntriesQuery();
  const { zone, format } = useTimeZone();
  const entryType = entryTypeOf(collection);
  const list = useEntryPages(collection, { ...range, timezone: zone });

  return (
    <div className="page entries-page">
      <header className="page-header">
        <h1>Health Logs</h1>
        <p className="page-subtitle">View and manage your health data logs</p>
      </header>

      <div className="card entries-controls">
        <TypeTabs selected={collection} onSelect={(next) => update({ collection: next })} />
        <DateFilter value={range} onApply={(next) => update({ range: next })} />
        <p className="entries-range muted" role="status">
          {rangeText(range, zone, format)}
        </p>
      </div>

      <section id={PANEL_ID} className="card entries-tabpanel" role="tabpanel" aria-labelledby={tabId(collection)}>
        <h2 className="entries-tabpanel-title">{entryType.title}</h2>
        <EntryManager key={collection} entryType={entryType} list={list} idPrefix="entries" emptyText={emptyRangeText(range, format)} />
      </section>
    </div>
  );
}
