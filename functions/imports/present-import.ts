// An import job as the API answers it (shared/schemas/imports.ts): nothing internal (run id, resume point, owner).
import { IMPORT_STALL_MS } from '../../shared/imports/import-limits';
import type { ImportJob } from '../../shared/schemas/imports';
import type { StoredImportJob } from '../data/import-jobs';

/** A job whose worker should be writing but has not moved for IMPORT_STALL_MS: it stopped, and may be resumed. */
export const isStalled = (job: StoredImportJob, now = Date.now()) =>
  (job.status === 'previewing' || job.status === 'importing') && now - Date.parse(job.updated_at) > IMPORT_STALL_MS;

export function presentImport(job: StoredImportJob, now = Date.now()): ImportJob {
  return {
    id: job.id,
    kind: job.kind,
    file_name: job.file_name,
    size: job.size,
    timezone: job.timezone,
    status: job.status,
    stalled: isStalled(job, now),
    preview: job.preview && withBackupDefaults(withCsvDefaults(job.preview)),
    progress: job.progress,
    error: job.error,
    created_at: job.created_at,
    updated_at: job.updated_at,
  };
}

/** A CSV preview stored before issue 25 had no column uses or examples: answered as none, never as missing fields. */
function withCsvDefaults(preview: NonNullable<StoredImportJob['preview']>): NonNullable<ImportJob['preview']> {
  if (!preview.csv) return preview;
  return { ...preview, csv: { ...preview.csv, column_uses: preview.csv.column_uses ?? [], examples: preview.csv.examples ?? [] } };
}

/** A backup's preview stored before reminders and favourites were restored (issue 26) counted none of them. */
function withBackupDefaults(preview: NonNullable<ImportJob['preview']>): NonNullable<ImportJob['preview']> {
  if (!preview.backup) return preview;
  return {
    ...preview,
    backup: { ...preview.backup, reminders: preview.backup.reminders ?? 0, favourites: preview.backup.favourites ?? 0 },
  };
}
