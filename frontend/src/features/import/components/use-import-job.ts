// The Data Import section's state: the job shown (found again on load), the upload's progress, polling while the job
// works, and the person's steps (upload, preview again, confirm, resume, discard). docs/IMPORT.md "The Data Import page".
import { useCallback, useEffect, useState } from 'react';
import { IMPORT_MAX_BYTES } from '@shared/imports/import-limits';
import * as calls from '../api/imports';
import type { CsvMapping, ImportJob, ImportKind, ProfileChoice } from '../api/imports';
import { IMPORT_TEXTS } from './import-texts';

/** How often a working job is asked for its state; a stalled one more slowly. */
export const IMPORT_POLL_MS = 1000;
/** A finished job stays shown on coming back for this long. */
export const RECENT_FINISH_MS = 15 * 60 * 1000;

export type ImportStage = 'choose' | 'uploading' | 'reading' | 'ready' | 'importing' | 'done' | 'failed';

const WORKING = new Set<ImportJob['status']>(['previewing', 'importing']);

/** The job to show on coming back: the newest one at work or waiting for the person, or one that just finished. */
export function jobToResume(jobs: ImportJob[], now = Date.now()): ImportJob | null {
  const newest = jobs.find((job) => job.status !== 'uploading') ?? null;
  if (!newest) return null;
  if (newest.status === 'done' || newest.status === 'failed') return now - Date.parse(newest.updated_at) < RECENT_FINISH_MS ? newest : null;
  return newest;
}

function stageOf(job: ImportJob | null, uploadPercent: number | null): ImportStage {
  if (uploadPercent !== null) return 'uploading';
  if (!job || job.status === 'uploading') return 'choose';
  return job.status === 'previewing' ? 'reading' : job.status;
}

export function useImportJob(zone: string, pollMs = IMPORT_POLL_MS) {
  const [job, setJob] = useState<ImportJob | null>(null);
  const [uploadPercent, setUploadPercent] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    let alive = true;
    calls
      .listImports()
      .then((jobs) => alive && setJob((shown) => shown ?? jobToResume(jobs)))
      .catch(() => undefined) // no list: the person can still start an import
      .finally(() => alive && setLoaded(true));
    return () => {
      alive = false;
    };
  }, []);

  useEffect(() => {
    if (!job || !WORKING.has(job.status)) return;
    let alive = true;
    const timer = setTimeout(
      () =>
        calls
          .getImport(job.id)
          .then((next) => alive && setJob(next))
          .catch(() => alive && setJob({ ...job })), // a missed poll: ask again next time
      job.stalled ? pollMs * 5 : pollMs,
    );
    return () => {
      alive = false;
      clearTimeout(timer);
    };
  }, [job, pollMs]);

  /** Runs a step: busy while it runs, its error shown in the server's words. */
  const step = useCallback(async (run: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await run();
    } catch (failure) {
      setError(calls.importErrorText(failure));
    } finally {
      setBusy(false);
    }
  }, []);

  const start = (kind: ImportKind, file: File) => {
    if (file.size > IMPORT_MAX_BYTES) return setError(IMPORT_TEXTS.tooLarge(file.size));
    if (file.size === 0) return setError(IMPORT_TEXTS.empty);
    return step(async () => {
      const { import: created, upload } = await calls.createImport({ kind, file_name: file.name, size: file.size, timezone: zone });
      setUploadPercent(0);
      try {
        await calls.uploadFile(upload, file, (fraction) => setUploadPercent(Math.min(100, Math.round(fraction * 100))));
        setJob(await calls.previewImport(created.id));
      } catch (failure) {
        calls.deleteImport(created.id).catch(() => undefined); // the half-made job goes with its upload
        throw failure;
      } finally {
        setUploadPercent(null);
      }
    });
  };

  const withJob = (run: (current: ImportJob) => Promise<void>) => job && step(() => run(job));
  return {
    job,
    stage: stageOf(job, uploadPercent),
    uploadPercent,
    error,
    busy,
    loaded,
    start,
    clearError: () => setError(null),
    previewAgain: (mapping: CsvMapping) => withJob(async ({ id }) => setJob(await calls.previewImport(id, mapping))),
    confirm: (profile?: ProfileChoice) => withJob(async ({ id }) => setJob(await calls.confirmImport(id, profile))),
    /** A stalled job goes on: reading again, or writing from its resume point. */
    resume: () =>
      withJob(async ({ id, status }) => setJob(status === 'previewing' ? await calls.previewImport(id) : await calls.confirmImport(id))),
    discard: () =>
      withJob(async ({ id }) => {
        await calls.deleteImport(id);
        setJob(null);
      }),
    /** Back to choosing a file: a failed job's upload is discarded, a finished one stays in the list. */
    startOver: () => {
      if (job?.status === 'failed') calls.deleteImport(job.id).catch(() => undefined);
      setError(null);
      setJob(null);
    },
  };
}

export type ImportJobState = ReturnType<typeof useImportJob>;
