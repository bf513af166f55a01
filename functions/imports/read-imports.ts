// GET /api/imports/ and /api/imports/{id}/: the person's own jobs (another's id is a 404, like an unknown one), and
// DELETE: a job discarded with its file. The entries it wrote stay: they are the person's entries now.
import { IMPORT_LIST_MAX } from '../../shared/imports/import-limits';
import { NotFound } from '../platform/errors';
import { findImportJob, listImportJobs, removeImportJob, type StoredImportJob } from '../data/import-jobs';
import { ENTRY_ID } from '../domain/entry-id';
import { objectKeys } from '../providers/storage/object-keys';
import type { ObjectStorage } from '../providers/storage/storage-port';
import { presentImport } from './present-import';

/** The person's own job of that id: another's, an unknown one or an id of another shape is a 404. */
export async function ownImport(userId: string, id: string): Promise<StoredImportJob> {
  const job = ENTRY_ID.test(id) ? await findImportJob(userId, id) : undefined;
  if (!job) throw new NotFound();
  return job;
}

export async function listImports(userId: string) {
  const jobs = await listImportJobs(userId, IMPORT_LIST_MAX);
  return jobs.map((job) => presentImport(job));
}

export async function getImport(userId: string, id: string) {
  return presentImport(await ownImport(userId, id));
}

export async function deleteImport(transfers: ObjectStorage, userId: string, id: string): Promise<void> {
  const job = await ownImport(userId, id);
  await transfers.deletePrefix(objectKeys.importUpload(job.userId, job.id));
  // A run still writing finds its job gone at its next save and stops.
  await removeImportJob(job.userId, job.id);
}
