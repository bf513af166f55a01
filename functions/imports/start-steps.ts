// POST /api/imports/{id}/preview/ and /confirm/: a job moves to its next step and the import-job function is started
// on it. Each move is a conditional write on the status (and time) read, so two clicks start one run.
import type * as z from 'zod';
import { IMPORT_MAX_BYTES } from '../../shared/imports/import-limits';
import type { ConfirmImportRequest, ImportJob, ImportStatus, previewImportRequest } from '../../shared/schemas/imports';
import { Invalid, Conflict, InvalidFields } from '../platform/errors';
import { changeImportJob, type JobChange, type StoredImportJob } from '../data/import-jobs';
import { startImportJob, type ImportStep } from '../providers/jobs/start-import-job';
import { objectKeys } from '../providers/storage/object-keys';
import type { ObjectStorage } from '../providers/storage/storage-port';
import { isStalled, presentImport } from './present-import';
import { ownImport } from './read-imports';

const nothingWritten = (job: StoredImportJob) => job.progress.done === 0 && job.resume_at === 0;

async function moveAndStart(job: StoredImportJob, step: ImportStep, set: JobChange['set']): Promise<ImportJob> {
  const moved = await changeImportJob(job.userId, job.id, {
    from: [job.status],
    updatedAt: job.updated_at,
    set: { ...set, run_id: null, error: null },
  });
  if (!moved) throw new Conflict('This import changed meanwhile: reload it.');
  try {
    await startImportJob({ userId: job.userId, importId: job.id, step });
  } catch (error) {
    await changeImportJob(job.userId, job.id, { set: { status: 'failed', error: 'The import could not be started. Try again.' } });
    throw error;
  }
  return presentImport(moved);
}

/** Reads the person's uploaded file for a preview (`input`: previewImportRequest as the router parsed it). */
export async function previewImport(
  transfers: ObjectStorage,
  userId: string,
  id: string,
  input: z.output<typeof previewImportRequest>,
): Promise<ImportJob> {
  const job = await ownImport(userId, id);
  if (input.mapping && job.kind !== 'csv') throw InvalidFields.field('mapping', 'Only a CSV file has columns to map.');
  const may: ImportStatus[] = ['uploading', 'ready'];
  if (!(may.includes(job.status) || (job.status === 'failed' && nothingWritten(job)) || (job.status === 'previewing' && isStalled(job)))) {
    throw new Conflict(
      job.status === 'previewing' ? 'This file is being read already.' : 'This import has started: it cannot be previewed again.',
    );
  }
  const size = await transfers.sizeOf(objectKeys.importUpload(job.userId, job.id));
  if (size === undefined) throw new Invalid('The file has not been uploaded yet (or its upload expired): upload it again.');
  // The signed PUT takes only the size announced; a store that did not check it is checked here.
  if (size > IMPORT_MAX_BYTES || size !== job.size) throw new Invalid('The file uploaded is not the one announced: upload it again.');
  return moveAndStart(job, 'preview', { status: 'previewing', preview: null, mapping: input.mapping ?? job.mapping });
}

/** Imports the previewed file, or resumes an import that stopped (`input`: confirmImportRequest as parsed). */
export async function confirmImport(userId: string, id: string, input: ConfirmImportRequest): Promise<ImportJob> {
  const job = await ownImport(userId, id);
  if (input.profile && job.kind !== 'backup') throw InvalidFields.field('profile', 'Only a backup has a profile to restore.');
  const resumable = (job.status === 'importing' && isStalled(job)) || (job.status === 'failed' && !nothingWritten(job));
  if (job.status !== 'ready' && !resumable) {
    throw new Conflict(job.status === 'importing' ? 'This import is running already.' : 'Preview the file before importing it.');
  }
  const preview = job.preview;
  if (!preview) throw new Conflict('Preview the file before importing it.');
  if (preview.problem_count > 0)
    throw new Invalid('The preview found problems in the file: correct them (or the mapping) and preview again.');
  const total = preview.entries + Object.values(preview.backup ?? {}).reduce((sum, count) => sum + count, 0);
  // A resume without the choice keeps the one made at the first confirm.
  const profileChoice = input.profile ?? job.profile_choice ?? null;
  return moveAndStart(job, 'import', { status: 'importing', progress: { ...job.progress, total }, profile_choice: profileChoice });
}
