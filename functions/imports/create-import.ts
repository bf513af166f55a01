// POST /api/imports/: a new import job and the signed URL its file is PUT to, straight into the transfers bucket
// (never through API Gateway's 10 MB body limit). Content type and size are signed: S3 takes that file only.
import { ulid } from 'ulid';
import type { ImportSource } from '../../shared/imports/imported-entry';
import { IMPORT_LIST_MAX, IMPORT_UPLOAD_SECONDS } from '../../shared/imports/import-limits';
import type { CreateImportRequest, CreateImportResponse } from '../../shared/schemas/imports';
import { Conflict } from '../platform/errors';
import { insertImportJob, listImportJobs, type StoredImportJob } from '../data/import-jobs';
import { objectKeys } from '../providers/storage/object-keys';
import type { ObjectStorage } from '../providers/storage/storage-port';
import { isStalled, presentImport } from './present-import';

/** What the browser sends the file as (its own guess varies: Windows calls a zip application/x-zip-compressed). */
export const UPLOAD_TYPES: Record<ImportSource, string> = {
  'apple-health': 'application/zip',
  csv: 'text/csv',
  backup: 'application/json',
};

/** The file as announced (createImportRequest, parsed by the router), for the person of `userId`. */
export async function createImport(transfers: ObjectStorage, userId: string, input: CreateImportRequest): Promise<CreateImportResponse> {
  // One import at a time: two would race for the same entries and share the person's table throughput.
  const running = (await listImportJobs(userId, IMPORT_LIST_MAX)).find(
    (job) => (job.status === 'previewing' || job.status === 'importing') && !isStalled(job),
  );
  if (running) throw new Conflict(`An import is running (${running.file_name}): wait for it to finish, or discard it.`);
  const now = new Date();
  const job: StoredImportJob = {
    userId,
    id: ulid(now.getTime()),
    kind: input.kind,
    file_name: input.file_name,
    size: input.size,
    timezone: input.timezone,
    status: 'uploading',
    preview: null,
    mapping: null,
    progress: { done: 0, added: 0, existing: 0, total: null },
    resume_at: 0,
    run_id: null,
    error: null,
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
  };
  const upload = await transfers.uploadUrl(objectKeys.importUpload(userId, job.id), {
    size: input.size,
    contentType: UPLOAD_TYPES[input.kind],
    expiresSeconds: IMPORT_UPLOAD_SECONDS,
  });
  await insertImportJob(job);
  const body: CreateImportResponse = {
    import: presentImport(job),
    upload: { ...upload, method: 'PUT', expires_at: new Date(now.getTime() + IMPORT_UPLOAD_SECONDS * 1000).toISOString() },
  };
  return body;
}
