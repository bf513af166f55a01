// Imports for api tests (issue 14): a job created, its file PUT to the signed URL, previewed and imported, each step
// waited for by polling as the Data Import page does.
import type { ImportSource } from '../../../shared/imports/imported-entry';
import type { ConfirmImportRequest, CsvMappingBody, ImportJob } from '../../../shared/schemas/imports';
import { apiUrl, request } from './runtime';

export interface UploadedImport {
  id: string;
  status: number;
}

export async function uploadImport(
  token: string,
  kind: ImportSource,
  bytes: Buffer,
  timezone = 'UTC',
  name = `file.${kind}`,
): Promise<string> {
  const created = await request('POST', '/api/imports/', { token, body: { kind, file_name: name, size: bytes.length, timezone } });
  if (created.status !== 201) throw new Error(`create failed: ${created.status} ${JSON.stringify(created.body)}`);
  const { url, headers } = created.body.upload;
  const put = await fetch(url, { method: 'PUT', headers, body: new Uint8Array(bytes) });
  if (put.status !== 200) throw new Error(`upload failed: ${put.status} ${await put.text()}`);
  return created.body.import.id;
}

/** Polls until the job leaves `status` (or the time runs out). */
export async function waitWhile(token: string, id: string, status: ImportJob['status'], timeoutMs = 60_000): Promise<ImportJob> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const job = (await request('GET', `/api/imports/${id}/`, { token })).body as ImportJob;
    if (job.status !== status || Date.now() > until) return job;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function previewImport(token: string, id: string, mapping?: CsvMappingBody): Promise<ImportJob> {
  const started = await request('POST', `/api/imports/${id}/preview/`, { token, body: mapping ? { mapping } : {} });
  if (started.status !== 202) throw new Error(`preview failed: ${started.status} ${JSON.stringify(started.body)}`);
  return waitWhile(token, id, 'previewing');
}

export async function confirmImport(token: string, id: string, body?: ConfirmImportRequest): Promise<ImportJob> {
  const started = await request('POST', `/api/imports/${id}/confirm/`, { token, ...(body && { body }) });
  if (started.status !== 202) throw new Error(`confirm failed: ${started.status} ${JSON.stringify(started.body)}`);
  return waitWhile(token, id, 'importing', 120_000);
}

/** Upload, preview and import a file; the job as it ended (done, or failed with its error). */
export async function importWhole(token: string, kind: ImportSource, bytes: Buffer, timezone = 'UTC'): Promise<ImportJob> {
  const id = await uploadImport(token, kind, bytes, timezone);
  const previewed = await previewImport(token, id);
  if (previewed.status !== 'ready') return previewed;
  return confirmImport(token, id);
}

/** What a round trip must keep of an entry or input (not its created_at or version: a restore makes it anew). */
const KEPT = [
  'id',
  'calculated_timestamp',
  'utc_time',
  'device_timezone',
  'notes',
  'details',
  'item_name',
  'item_type',
  'data_details',
  'measures',
  'subjects',
  'user_input_log',
  'raw_text',
  'timezone',
];

/** A collection's entries as a round trip must keep them (but `omit`), sorted by id. */
export async function keptEntries(token: string, collection: string, omit: string[] = []): Promise<Record<string, unknown>[]> {
  const list = (await request('GET', `/api/${collection}/?limit=500`, { token })).body as Record<string, unknown>[];
  const kept = KEPT.filter((key) => !omit.includes(key));
  return list
    .map((entry) => Object.fromEntries(kept.filter((key) => key in entry).map((key) => [key, entry[key]])))
    .sort((a, b) => String(a.id).localeCompare(String(b.id)));
}

/** The person's full backup as the page downloads it: GET /api/export/backup/, then its signed URL. */
export async function downloadBackup(token: string): Promise<Response> {
  const first = await fetch(apiUrl('/api/export/backup/'), { headers: { authorization: `Bearer ${token}` }, redirect: 'manual' });
  if (first.status !== 303) throw new Error(`backup export answered ${first.status}`);
  return fetch(first.headers.get('location')!);
}
