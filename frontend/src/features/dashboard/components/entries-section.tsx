// The dashboard's entries: loading and 'Last updated', the connection banner with Retry, the seven panels and their edit
// modals (docs/PRODUCT.md §2, §4), and today's food totals in the Food & Drinks panel (docs/NUTRITION.md).
import { memo, useEffect, useMemo, useState } from 'react';
import { ENTRY_TYPES, type EntryType } from '@shared/entry-types';
import { EntryEditModal } from '@/components/entries';
import { useDateTimeFormatter } from '@/lib/time-zone';
import { useOneByOne } from '@/lib/use-one-by-one';
import { RECENT_ENTRIES, useDashboardEntries } from '../api/get-dashboard-entries';
import { useRefreshTodayFood } from '../api/get-today-food';
import { bannerText, connectionState, isConnectionFailure, loadFailureText } from '../connection-state';
import { rememberedPanelRows, rememberPanelRows, type PanelRows } from '../panel-rows';
import { ConnectionBanner } from './connection-banner';
import { FoodTotals } from './food-totals';
import { EntriesPanel } from './entries-panel';

export const LOADING_TEXT = 'Loading your health data...';

// Memoised, with props that keep their identity: the section draws again at each panel's turn (useOneByOne), and a
// panel already drawn need not draw its rows again (each turn drew every panel before it once more:
// docs/PERFORMANCE.md "The first render in tasks").
const Panel = memo(EntriesPanel);
const NO_ENTRIES: never[] = [];

const CONNECTION_LABEL = { idle: '', connecting: 'Connecting…', connected: 'Connected', failed: 'Connection failed' } as const;
/** With no network, the panels as last seen on this device (docs/OFFLINE.md): said next to when that was. */
export const LAST_SEEN_TEXT = '(offline: as last seen on this device)';

export function EntriesSection() {
  const { data, isLoading, isValidating, mutate } = useDashboardEntries();
  const format = useDateTimeFormatter();
  const [open, setOpen] = useState<{ type: EntryType; adding: boolean } | null>(null);
  // Read once: while loading, each panel keeps the room of the rows it showed last time.
  const [reserved] = useState(() => rememberedPanelRows(RECENT_ENTRIES));
  useEffect(() => {
    if (!data) return;
    const counts: PanelRows = {};
    for (const type of ENTRY_TYPES) {
      const entries = data.byType[type.collection].entries;
      if (entries) counts[type.collection] = entries.length;
    }
    rememberPanelRows(counts);
  }, [data]);

  // The panels draw their rows one per task once the data is in (lib/use-one-by-one.ts).
  const drawn = useOneByOne(ENTRY_TYPES.length, data !== undefined);
  const loads = data ? ENTRY_TYPES.map((type) => data.byType[type.collection]) : [];
  const errors = loads.filter((load) => load.error !== undefined).map((load) => load.error);
  // A reload after a save happens behind the panels: the pill says 'Connecting…' only on the first load and
  // while a failed connection is retried, not after every change.
  const lastFailed = errors.some(isConnectionFailure);
  const lastSeen = data?.lastSeen === true;
  const state = lastSeen
    ? 'failed'
    : connectionState({ loading: isLoading || (isValidating && lastFailed), loaded: data !== undefined, errors });
  const failureTitle = loadFailureText(errors.length, ENTRY_TYPES.length);
  const refreshToday = useRefreshTodayFood();
  const opens = useMemo(
    () =>
      Object.fromEntries(
        ENTRY_TYPES.map((type) => [
          type.collection,
          { edit: () => setOpen({ type, adding: false }), add: () => setOpen({ type, adding: true }) },
        ]),
      ),
    [],
  );
  const foodTotals = useMemo(() => <FoodTotals />, []);
  const reloadAll = () => {
    void mutate();
    refreshToday();
  };

  return (
    <section className="dashboard-entries" aria-labelledby="dashboard-entries-title" data-connection={state}>
      <div className="dashboard-entries-header">
        <h2 id="dashboard-entries-title" className="dashboard-entries-title">
          Your health logs
        </h2>
        <p className="dashboard-entries-status" role="status">
          {isLoading ? (
            <span>{LOADING_TEXT}</span>
          ) : (
            data?.loadedAt && (
              <span>
                Last updated <time dateTime={data.loadedAt}>{format(data.loadedAt)}</time>
                {lastSeen && ` ${LAST_SEEN_TEXT}`}
              </span>
            )
          )}
          {CONNECTION_LABEL[state] && <span className={`connection-pill connection-pill-${state}`}>{CONNECTION_LABEL[state]}</span>}
        </p>
      </div>

      {failureTitle && <ConnectionBanner title={failureTitle} cause={bannerText(errors)} onRetry={reloadAll} retrying={isValidating} />}

      <div className="dashboard-panels" aria-busy={isLoading || undefined}>
        {ENTRY_TYPES.map((type, i) => {
          const load = data?.byType[type.collection];
          return (
            <Panel
              key={type.collection}
              entryType={type}
              entries={load?.entries ?? NO_ENTRIES}
              loading={isLoading || (data !== undefined && i >= drawn)}
              failed={load?.error !== undefined}
              reservedRows={reserved[type.collection] ?? 0}
              onEdit={opens[type.collection].edit}
              onAdd={opens[type.collection].add}
              summary={type.collection === 'food-drinks' ? foodTotals : undefined}
            />
          );
        })}
      </div>

      {open && <EntryEditModal entryType={open.type} adding={open.adding} onClose={() => setOpen(null)} onChanged={reloadAll} />}
    </section>
  );
}
