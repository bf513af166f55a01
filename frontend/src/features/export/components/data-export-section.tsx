// Data Export: download every entry as one CSV file, a full backup as one JSON file, or the last year as a FHIR R4 file for a
// clinician's systems, named as the server names them.
import { useState } from 'react';
import { downloadExport, type DownloadKind } from '../api/download-export';
import '@/components/settings-section.css';

export const EXPORT_TEXTS = {
  success: (filename: string) => `Successfully downloaded ${filename}`,
  failure: 'Failed to download data. Please try again.',
};

type Outcome = { kind: 'success' | 'error'; text: string } | null;

export function DataExportSection() {
  const [busy, setBusy] = useState<DownloadKind | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);

  async function download(kind: DownloadKind) {
    setBusy(kind);
    setOutcome(null);
    try {
      const filename = await downloadExport(kind);
      setOutcome({ kind: 'success', text: EXPORT_TEXTS.success(filename) });
    } catch {
      setOutcome({ kind: 'error', text: EXPORT_TEXTS.failure });
    } finally {
      setBusy(null);
    }
  }

  return (
    <section className="card" aria-labelledby="settings-export">
      <h2 id="settings-export" className="card-title">
        Data Export
      </h2>
      <p className="muted settings-intro">
        Download every entry you have logged, with your inputs, as one CSV file that opens in any spreadsheet, or a full backup: entries,
        inputs, chats, reports, settings and photos in one JSON file. FHIR R4 is the format clinics' systems read: your last year of
        measurements, sleep, activity, mood, symptoms, medications and daily nutrition, with standard codes where they exist.
      </p>
      <div className="row">
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => download('csv')}
          disabled={busy !== null}
          aria-busy={busy === 'csv'}
        >
          {busy === 'csv' ? 'Preparing your file…' : 'Download CSV'}
        </button>
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() => download('backup')}
          disabled={busy !== null}
          aria-busy={busy === 'backup'}
        >
          {busy === 'backup' ? 'Preparing your backup…' : 'Full backup (JSON)'}
        </button>
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() => download('fhir')}
          disabled={busy !== null}
          aria-busy={busy === 'fhir'}
        >
          {busy === 'fhir' ? 'Preparing your FHIR file…' : 'FHIR R4 (JSON)'}
        </button>
      </div>
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
