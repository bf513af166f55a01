// Data Import (issue 14, docs/IMPORT.md "The Data Import page"): choose and upload a file, see what it would add,
// confirm, and follow the import; a job at work is found again on coming back.
import { useEffect, useRef } from 'react';
import { useTimeZone } from '@/lib/time-zone';
import { ImportBar } from './import-bar';
import { ImportFileForm } from './import-file-form';
import { ImportPreview } from './import-preview';
import { ImportDone, ImportFailed, ImportReading, ImportRunning } from './import-status';
import { IMPORT_TEXTS, progressAnnouncement } from './import-texts';
import { IMPORT_POLL_MS, useImportJob, type ImportStage } from './use-import-job';
import '@/components/settings-section.css';
import './data-import.css';

const STAGE_TITLES: Record<Exclude<ImportStage, 'choose'>, string> = {
  uploading: 'Uploading',
  reading: 'Reading your file',
  ready: 'Preview',
  importing: 'Importing',
  done: 'Import done',
  failed: 'Import failed',
};

export function DataImportSection({ pollMs = IMPORT_POLL_MS }: { pollMs?: number }) {
  const { zone } = useTimeZone();
  const state = useImportJob(zone, pollMs);
  const { job, stage, busy } = state;
  const stageRef = useRef<HTMLDivElement>(null);
  const acted = useRef(false);
  const act =
    <A extends unknown[]>(run: (...args: A) => unknown) =>
    (...args: A) => {
      acted.current = true;
      run(...args);
    };

  // After a step of the person's, focus goes to the new stage's heading (the section's, back at the start); a job
  // found on load leaves focus alone.
  useEffect(() => {
    if (!acted.current) return;
    const heading = stageRef.current?.querySelector<HTMLElement>('[data-stage-heading]') ?? document.getElementById('settings-import');
    heading?.focus();
  }, [stage]);

  const props = { busy, onResume: act(state.resume), onStartOver: act(state.startOver) };
  return (
    <section className="card data-import" aria-labelledby="settings-import" aria-busy={!state.loaded}>
      <h2 id="settings-import" className="card-title" tabIndex={-1}>
        Data Import
      </h2>
      <p className="muted settings-intro">{IMPORT_TEXTS.intro}</p>
      <div ref={stageRef} className="import-stage">
        {stage === 'choose' ? (
          <ImportFileForm busy={busy} onStart={act(state.start)} onChange={state.clearError} />
        ) : (
          <h3 className="import-stage-title" tabIndex={-1} data-stage-heading>
            {STAGE_TITLES[stage]}
          </h3>
        )}
        {stage === 'uploading' && <ImportBar label={IMPORT_TEXTS.uploading(state.uploadPercent ?? 0)} percent={state.uploadPercent} />}
        {job && stage === 'reading' && <ImportReading job={job} {...props} />}
        {job?.preview && stage === 'ready' && (
          <ImportPreview
            job={job}
            preview={job.preview}
            busy={busy}
            onConfirm={act(state.confirm)}
            onDiscard={act(state.discard)}
            onPreviewAgain={act(state.previewAgain)}
          />
        )}
        {job && stage === 'importing' && <ImportRunning job={job} {...props} />}
        {job && stage === 'done' && <ImportDone job={job} {...props} />}
        {job && stage === 'failed' && <ImportFailed job={job} {...props} />}
      </div>
      <div className="settings-outcome">
        {state.error && (
          <p role="alert" className="alert alert-error">
            {state.error}
          </p>
        )}
      </div>
      <p className="sr-only" aria-live="polite" aria-atomic="true" data-testid="import-announcement">
        {progressAnnouncement(job, state.uploadPercent)}
      </p>
    </section>
  );
}
