// Data Import while and after the job works: reading the file, importing with its counts, done, failed, or stalled
// with a way to resume.
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { ImportJob } from '../api/imports';
import { ImportBar } from './import-bar';
import { IMPORT_TEXTS } from './import-texts';

type Props = { job: ImportJob; busy: boolean; onResume(): void; onStartOver(): void };

function Stalled({ text, busy, onResume }: { text: string; busy: boolean; onResume(): void }) {
  return (
    <div className="alert alert-warning import-stalled">
      <p>
        <strong>{text}</strong> {IMPORT_TEXTS.stalledHint}
      </p>
      <button type="button" className="btn btn-primary btn-sm" onClick={onResume} disabled={busy}>
        Resume
      </button>
    </div>
  );
}

export function ImportReading({ job, busy, onResume }: Props) {
  return (
    <>
      <ImportBar label={IMPORT_TEXTS.reading} percent={null} text={job.file_name} />
      <p className="field-hint">{IMPORT_TEXTS.readingHint}</p>
      {job.stalled && <Stalled text={IMPORT_TEXTS.readingStalled} busy={busy} onResume={onResume} />}
    </>
  );
}

export function ImportRunning({ job, busy, onResume }: Props) {
  const { done, total } = job.progress;
  const percent = total ? (done / total) * 100 : 0;
  return (
    <>
      <ImportBar label={`Importing ${job.file_name}`} percent={percent} text={IMPORT_TEXTS.progress(job)} />
      {job.stalled ? (
        <Stalled text={IMPORT_TEXTS.stalled} busy={busy} onResume={onResume} />
      ) : (
        <p className="field-hint">{IMPORT_TEXTS.leave}</p>
      )}
    </>
  );
}

export function ImportDone({ job, onStartOver }: Props) {
  return (
    <>
      <p className="alert alert-success">{IMPORT_TEXTS.done(job)}</p>
      <div className="row">
        <Link className="btn btn-primary" to={paths.logs}>
          See your logs
        </Link>
        <Link className="btn btn-secondary" to={paths.dashboard}>
          Dashboard
        </Link>
        <button type="button" className="btn btn-link" onClick={onStartOver}>
          Import another file
        </button>
      </div>
    </>
  );
}

export function ImportFailed({ job, onStartOver }: Props) {
  return (
    <>
      <p role="alert" className="alert alert-error">
        {job.error ?? 'The import failed.'}
      </p>
      {job.progress.added > 0 && <p>{IMPORT_TEXTS.partly(job)}</p>}
      <button type="button" className="btn btn-secondary" onClick={onStartOver}>
        Choose another file
      </button>
    </>
  );
}
