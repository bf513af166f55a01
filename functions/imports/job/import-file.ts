// The import step (docs/IMPORT.md): the file read again and written in batches of IMPORT_BATCH. After each batch the
// progress and the resume point are saved (conditional on this run): a run that stopped is resumed by skipping what
// was saved, and an entry already in the account (same id) is counted, not written twice.
import { IMPORT_BATCH } from '../../../shared/imports/import-limits';
import type { StoredEntry } from '../../data/entries';
import type { ImportProgress, StoredImportJob } from '../../data/import-jobs';
import { putImportedEntries, storedIds } from '../../data/imported-entries';
import type { ObjectStorage } from '../../providers/storage/storage-port';
import type { RestorableItem, RestoreOptions } from '../backup/restore-items';
import { readUnits, type ImportUnit } from './file-units';
import { EntryProblem, storedEntryOf } from './stored-entry';

export interface ImportDeps {
  transfers: ObjectStorage;
  /** Writes one of a backup's other items (user input, chat, report, image, profile), the profile as the person chose. */
  restore: (userId: string, item: RestorableItem, options: RestoreOptions) => Promise<'added' | 'existing'>;
  /** A backup's photo: its restored path for the entry's image_url. */
  imageUrl: (userId: string, backupPath: string) => string;
  /** Saves progress and the resume point; throws when this run no longer owns the job. */
  save: (progress: ImportProgress, resumeAt: number) => Promise<void>;
  /** Throws when this run no longer owns the job (discarded, the account deleted, or taken over): asked before writing. */
  stillOurs: () => Promise<void>;
  /** True when the run should stop after the batch it saved (its Lambda is near its time limit). */
  timeIsUp: () => boolean;
}

/** Progress at the end of a run, and whether the file was read to its end (else a next run goes on). */
export interface RunResult {
  progress: ImportProgress;
  finished: boolean;
}

/** The entries of a batch: new ones written, those already stored counted. */
async function writeEntries(entries: StoredEntry[], userId: string): Promise<{ added: number; existing: number }> {
  const unique = new Map<string, StoredEntry>();
  for (const entry of entries) if (!unique.has(`${entry.collection}/${entry.id}`)) unique.set(`${entry.collection}/${entry.id}`, entry);
  const stored = await storedIds(userId, [...unique.values()]);
  const fresh = [...unique.values()].filter((entry) => !stored.has(entry.id));
  if (fresh.length > 0) await putImportedEntries(fresh);
  return { added: fresh.length, existing: entries.length - fresh.length };
}

export async function importFile(job: StoredImportJob, deps: ImportDeps): Promise<RunResult> {
  const progress = { ...job.progress };
  const context = { userId: job.userId, now: new Date().toISOString(), imageUrl: (path: string) => deps.imageUrl(job.userId, path) };
  const reading = await readUnits(job, deps.transfers);
  let [index, batch] = [0, [] as ImportUnit[]];
  const flush = async () => {
    // Nothing is written for a job that is gone: a deleted account must not get entries back from its import.
    await deps.stillOurs();
    const entries: StoredEntry[] = [];
    for (const unit of batch) {
      if ('problem' in unit) throw new EntryProblem(unit.problem);
      if ('note' in unit) continue;
      if ('entry' in unit) entries.push(storedEntryOf(unit.entry, context));
    }
    const written = await writeEntries(entries, job.userId);
    let done = entries.length;
    for (const unit of batch) {
      if (!('other' in unit)) continue;
      // The profile keeps the account's own settings unless the person chose the backup's at confirm (the default: keep).
      const result = await deps.restore(job.userId, unit.other, { profile: job.profile_choice ?? 'keep' });
      // The profile's settings are not one of the items the preview counted.
      if (unit.other.kind !== 'profile') [written[result], done] = [written[result] + 1, done + 1];
    }
    progress.added += written.added;
    progress.existing += written.existing;
    progress.done += done;
    batch = [];
    await deps.save(progress, index);
  };
  for await (const unit of reading.units) {
    if (++index <= job.resume_at) continue; // saved by an earlier run
    batch.push(unit);
    if (batch.length < IMPORT_BATCH) continue;
    await flush();
    if (deps.timeIsUp()) return { progress, finished: false };
  }
  if (batch.length > 0) await flush();
  return { progress, finished: true };
}
