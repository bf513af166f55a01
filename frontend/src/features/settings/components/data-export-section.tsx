// Data Export: download every entry as one CSV file, named as the server names it.
import { useState } from 'react';
import { downloadExport } from '../api/download-export';

export const EXPORT_TEXTS = {
  success: (filename: string) => `Successfully downloaded ${filename}`,
  failure: 'Failed to download data. Please try again.',
};

type Outcome = { kind: 'success' | 'error'; text: string } | null;

export function DataExportSection() {
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  async function download() {
    setBusy(true);
    setOutcome(null);
    try {
      const filename = await downloadExport();
      setOutcome({ kind: 'success', text: EXPORT_TEXTS.success(filename) });
    } catch {
      setOutcome({ kind: 'error', text: EXPORT_TEXTS.failure });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="card" aria-labelledby="settings-export">
      <h2 id="settings-export" className="card-title">
        Data Export
      </h2>
      <p className="muted settings-intro">
        Download every entry you have logged, with your inputs, as one CSV file that opens in any spreadsheet.
      </p>
      <button type="button" className="btn btn-primary" onClick={download} disabled={busy} aria-busy={busy}>
        {busy ? 'Preparing your file…' : 'Download CSV'}
      </button>
      <div aria-live="polite" className="settings-outcome">
        {outcome && (
          <p
            role={outcome.kind === 'error' ? 'alert' : 'status'}
            className={`alert alert-${outcome.kind === 'error' ? 'error' : 'success'}`}
          >
            {outcome.text}
          </p>
        )}
      </div>
    </section>
  );
}
