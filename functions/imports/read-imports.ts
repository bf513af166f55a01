// GET /api/imports/ and /api/imports/{id}/: the person's own jobs (another's id is a 404, like an unknown one), and
// DELETE: a job discarded with its file. The entries it wrote stay: they are the person's entries now.
import { IMPORT_LIST_MAX } from '../../shared/imports/import-limits';
import { NotFound } from '../platform/errors';
import type { ApiRequest, ApiResult } from '../core/http-handler';
import { findImportJob, listImportJobs, removeImportJob, type StoredImportJob } from '../data/import-jobs';
import { LOG_ID } from '../domain/log-id';
import { objectKeys } from '../providers/storage/object-keys';
import type { ObjectStorage } from '../providers/storage/storage-port';
import { presentImport } from './present-import';

export async function ownImport(request: ApiRequest): Promise<StoredImportJob> {
  const id = request.params.id ?? '';
  const job = LOG_ID.test(id) ? await findImportJob(request.userId!, id) : undefined;
  if (!job) throw new NotFound();
  return job;
}

export async function listImports(request: ApiRequest): Promise<ApiResult> {
  const jobs = await listImportJobs(request.userId!, IMPORT_LIST_MAX);
  return { statusCode: 200, body: jobs.map((job) => presentImport(job)) };
}

export async function getImport(request: ApiRequest): Promise<ApiResult> {
  return { statusCode: 200, body: presentImport(await ownImport(request)) };
}

export function deleteImport(transfers: ObjectStorage) {
  return async (request: ApiRequest): Promise<ApiResult> => {
    const job = await ownImport(request);
    await transfers.deletePrefix(objectKeys.importUpload(job.userId, job.id));
    // A run still writing finds its job gone at its next save and stops.
    await removeImportJob(job.userId, job.id);
    return { statusCode: 204 };
  };
}
