// Data Import, the preview: what the file would add (entries per type, date range, records read; a backup's other
// items and what its profile would change, with the choice to keep one's own), its notes (what the reading did that
// stops nothing: times read in the import's zone, samples skipped), its problems, what a CSV's columns become with its
// first rows as they will be saved, the column choices of another app's CSV, then Import or Discard.
import { useState } from 'react';
import { useId } from '@/lib/use-id';
import { ENTRY_TYPES } from '@shared/entry-types';
import { formatDate, useTimeZone } from '@/lib/time-zone';
import type { CsvMapping, ImportJob, ImportPreview as Preview, ProfileChoice } from '../api/imports';
import { ImportCsvExplain } from './import-csv-explain';
import { ImportCsvMapping } from './import-csv-mapping';
import { ImportProfile } from './import-profile';
import { count, IMPORT_TEXTS, plural } from './import-texts';
import './import-preview.css';

/** Problems listed; the rest are counted. */
export const PROBLEMS_SHOWN = 20;

type Props = {
  job: ImportJob;
  preview: Preview;
  busy: boolean;
  /** With a backup whose profile differs from the account's, the person's choice (else none is sent). */
  onConfirm(profile?: ProfileChoice): void;
  onDiscard(): void;
  onPreviewAgain(mapping: CsvMapping): void;
};

export function ImportPreview({ job, preview, busy, onConfirm, onDiscard, onPreviewAgain }: Props) {
  const id = useId();
  const { format } = useTimeZone();
  const [profileChoice, setProfileChoice] = useState<ProfileChoice>('keep');
  const profile = preview.profile;
  const differs = (profile?.differs.length ?? 0) > 0;
  const day = (iso: string) => formatDate(iso.slice(0, 10), format);
  const range =
    preview.range &&
    (day(preview.range.first) === day(preview.range.last)
      ? day(preview.range.first)
      : `${day(preview.range.first)} – ${day(preview.range.last)}`);
  const types = ENTRY_TYPES.filter((type) => (preview.by_type[type.collection] ?? 0) > 0);
  const problems = preview.problems.slice(0, PROBLEMS_SHOWN);
  // A CSV's lines each hold many alike problems: the server says how many no line holds.
  const more = preview.problems_unlisted ?? Math.max(0, preview.problem_count - problems.length);
  const toAdd = preview.entries - preview.existing;
  const blocked =
    preview.problem_count > 0
      ? IMPORT_TEXTS.problemsBlock
      : preview.entries === 0
        ? IMPORT_TEXTS.nothingToImport
        : toAdd === 0 && !preview.backup
          ? IMPORT_TEXTS.allThere
          : null;
  const backup = preview.backup;

  return (
    <div className="import-preview">
      <p className="import-file-name">
        {job.file_name}
        {preview.csv && <span className="badge badge-muted">{csvKindText(preview.csv)}</span>}
      </p>
      {preview.csv?.kind === 'other-app' && preview.csv.app && <p className="text-sm muted">{IMPORT_TEXTS.recognised(preview.csv.app)}</p>}
      <dl className="import-facts">
        <div>
          <dt>Entries to add</dt>
          <dd>{count(toAdd)}</dd>
        </div>
        {preview.existing > 0 && (
          <div>
            <dt>Already there</dt>
            <dd>{count(preview.existing)}</dd>
          </div>
        )}
        <div>
          <dt>Records read</dt>
          <dd>{count(preview.records)}</dd>
        </div>
        <div className="import-facts-range">
          <dt>Dates</dt>
          <dd>{range ?? '—'}</dd>
        </div>
      </dl>
      {types.length > 0 && (
        <ul className="import-types" aria-label="Entries per type">
          {types.map((type) => (
            <li key={type.collection}>
              <span>{type.title}</span>
              <span className="import-types-count">{count(preview.by_type[type.collection] ?? 0)}</span>
            </li>
          ))}
        </ul>
      )}
      {backup && (
        <p className="text-sm">
          Also restored: {plural(backup.user_inputs, 'input', 'inputs')}, {plural(backup.chat_sessions, 'chat', 'chats')},{' '}
          {plural(backup.weekly_reports, 'weekly report', 'weekly reports')}, {plural(backup.reminders, 'reminder', 'reminders')},{' '}
          {plural(backup.favourites, 'favourite', 'favourites')}, {plural(backup.images, 'image', 'images')}.
        </p>
      )}
      {profile && (profile.differs.length > 0 || profile.fills.length > 0) && (
        <ImportProfile fills={profile.fills} differs={profile.differs} choice={profileChoice} busy={busy} onChoice={setProfileChoice} />
      )}
      {preview.csv?.kind === 'app-export' && preview.csv.user_inputs > 0 && (
        <p className="text-sm muted">
          The file also lists {plural(preview.csv.user_inputs, 'input', 'inputs')} you typed: a CSV brings back entries only; a full backup
          restores inputs too.
        </p>
      )}
      {preview.notes && preview.notes.length > 0 && (
        <ul className="import-notes text-sm" aria-label="Notes on the file">
          {preview.notes.map((note, index) => (
            <li key={index}>{note}</li>
          ))}
        </ul>
      )}
      {problems.length > 0 && (
        <div className="import-problems" role="alert">
          <h4>{plural(preview.problem_count, 'problem', 'problems')} in the file</h4>
          <ul>
            {problems.map((problem, index) => (
              <li key={index}>{problem}</li>
            ))}
          </ul>
          {more > 0 && <p>and {count(more)} more</p>}
        </div>
      )}
      {preview.csv && <ImportCsvExplain csv={preview.csv} zone={job.timezone} />}
      {preview.csv?.kind === 'generic' && (
        <ImportCsvMapping columns={preview.csv.columns} mapping={preview.csv.mapping} busy={busy} onPreviewAgain={onPreviewAgain} />
      )}
      {preview.csv?.kind === 'other-app' && job.kind === 'csv' && (
        // The way out when an app's reader gets a file wrong: a mapping chosen reads it as a generic CSV.
        <details className="import-map-instead">
          <summary>{IMPORT_TEXTS.mapInstead}</summary>
          <ImportCsvMapping columns={preview.csv.columns} mapping={null} busy={busy} onPreviewAgain={onPreviewAgain} />
        </details>
      )}
      <div className="row import-actions">
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => onConfirm(differs ? profileChoice : undefined)}
          disabled={busy || blocked !== null}
          aria-describedby={blocked ? `${id}-blocked` : undefined}
        >
          Import {plural(toAdd, 'entry', 'entries')}
        </button>
        <button type="button" className="btn btn-secondary" onClick={onDiscard} disabled={busy}>
          Discard
        </button>
      </div>
      {blocked && (
        <p id={`${id}-blocked`} className="field-hint">
          {blocked}
        </p>
      )}
    </div>
  );
}

/** What the CSV was read as: this app's export, another app's recognised by its header, or a file mapped by hand. */
function csvKindText(csv: NonNullable<Preview['csv']>): string {
  if (csv.kind === 'app-export') return 'This app’s export';
  return csv.kind === 'other-app' && csv.app ? `Recognised: ${csv.app}` : 'Another app’s CSV';
}
