// One log type's card on the dashboard: its title, the latest entries, Edit opening the type's modal (SPEC.md §2), and
// Add when it has none yet, opening the modal at its new-entry form.
import type { LogType } from '@shared/log-types';
import type { LogEntry } from '@shared/schemas/logs';
import { RecentEntriesTable } from '@/components/log-entries';
import { RECENT_ENTRIES } from '../api/get-dashboard-logs';

export interface LogPanelProps {
  logType: LogType;
  entries: LogEntry[];
  loading: boolean;
  failed: boolean;
  onEdit(): void;
  onAdd(): void;
}

export function LogPanel({ logType, entries, loading, failed, onEdit, onAdd }: LogPanelProps) {
  const titleId = `panel-${logType.collection}-title`;
  return (
    <section className="card log-panel" aria-labelledby={titleId} data-collection={logType.collection}>
      <header className="log-panel-header">
        <h3 id={titleId} className="log-panel-title">
          {logType.title}
        </h3>
        <button type="button" className="btn btn-secondary btn-sm" onClick={onEdit} aria-label={`Edit ${logType.title} logs`}>
          Edit
        </button>
      </header>
      {failed ? (
        <div className="recent-entries recent-entries-empty">
          <p className="muted">These entries could not be loaded.</p>
        </div>
      ) : (
        <RecentEntriesTable
          collection={logType.collection}
          entries={entries}
          caption={`Latest ${logType.title} entries`}
          loading={loading}
          rows={RECENT_ENTRIES}
          onAdd={onAdd}
          addLabel={`Add a ${logType.title} entry`}
        />
      )}
    </section>
  );
}
