// One run of the import-job function: claims the job for this run, previews or imports its file, and leaves the
// job 'ready', 'done' or 'failed' with words for the person. A failed job's file is deleted at once: reading it again
// would fail the same way, and it holds the person's history. A fault of the table or the store is thrown instead, so
// Lambda retries the run, which resumes from the saved point; a run taken over by a newer one stops quietly.
import type { StoredImportJob } from '../../data/import-jobs';
import { changeImportJob, findImportJob, type ImportProgress } from '../../data/import-jobs';
import type { ImportJobEvent } from '../../providers/jobs/start-import-job';
import { AppleHealthImportError } from '../apple-health/errors';
import { BackupImportError } from '../backup/read-backup';
import { CsvImportError } from '../csv/import-csv';
import { MissingUpload, uploadKey } from './file-units';
import { importFile, type ImportDeps } from './import-file';
import { EntryProblem } from './stored-entry';
import { previewFile } from './preview-file';

/** This run no longer owns the job: a resumed run took over, or the person discarded it. */
class RunTakenOver extends Error {}

/** Failures in the file itself: the person gets the message; nothing is gained by a retry. */
const isFileProblem = (error: unknown) =>
  [AppleHealthImportError, CsvImportError, BackupImportError, EntryProblem, MissingUpload].some((kind) => error instanceof kind);

/** A heartbeat at most this often while a preview reads (a job that has not moved for a while is stalled). */
const BEAT_MS = 10_000;

export type JobDeps = Omit<ImportDeps, 'save' | 'timeIsUp' | 'stillOurs'> & {
  /** Starts the next run of a job this run left unfinished. */
  startAgain: (event: ImportJobEvent) => Promise<void>;
};

/** A run stops taking batches this long before its Lambda's limit, and starts the next run. */
const TIME_MARGIN_MS = 60_000;

export async function runImportJob(event: ImportJobEvent, runId: string, remainingMs: () => number, deps: JobDeps): Promise<void> {
  const status = event.step === 'preview' ? 'previewing' : 'importing';
  const read = await findImportJob(event.userId, event.importId);
  if (read?.status !== status) return; // discarded, or already past this step (a repeated event)
  const job = await changeImportJob(read.userId, read.id, { from: [status], set: { run_id: runId } });
  if (!job) return;
  const change = async (set: Partial<StoredImportJob>, from = [status] as const) => {
    const changed = await changeImportJob(job.userId, job.id, { from, run: runId, set });
    if (!changed) throw new RunTakenOver();
  };
  try {
    if (event.step === 'preview') {
      let last = Date.now();
      const beat = async () => {
        if (Date.now() - last < BEAT_MS) return;
        last = Date.now();
        await change({});
      };
      const preview = await previewFile(job, deps.transfers, beat);
      await change({ status: 'ready', preview, progress: { done: 0, added: 0, existing: 0, total: null }, resume_at: 0 });
      return;
    }
    const save = (progress: ImportProgress, resumeAt: number) => change({ progress, resume_at: resumeAt });
    const timeIsUp = () => remainingMs() < TIME_MARGIN_MS;
    const { progress, finished } = await importFile(job, { ...deps, save, timeIsUp, stillOurs: () => change({}) });
    // A file too large for one run (a million-row CSV) goes on in the next, from the point just saved.
    if (!finished) return await deps.startAgain(event);
    await change({ status: 'done', progress: { ...progress, total: progress.done } });
    await deps.transfers.deletePrefix(uploadKey(job)); // the file has served; it held the person's history
  } catch (error) {
    if (error instanceof RunTakenOver) return;
    if (!isFileProblem(error)) throw error;
    const failed = await change({ status: 'failed', error: (error as Error).message }).then(
      () => true,
      (lost: unknown) => {
        if (!(lost instanceof RunTakenOver)) throw lost;
        return false;
      },
    );
    if (failed) await deps.transfers.deletePrefix(uploadKey(job));
  }
}
