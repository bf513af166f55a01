// The import calls (issue 14, docs/IMPORT.md): a job created with a signed upload, the file PUT to storage with
// upload progress, then previewed, confirmed, followed and discarded.
import { ApiError } from '@/lib/api-client';
import { callApi, type AnswerOf, type BodyOf } from '@/lib/call-api';
import * as importsOps from '@/lib/operations/imports.generated';

export type ImportJob = AnswerOf<'getImport'>;
export type ImportKind = ImportJob['kind'];
export type ImportPreview = NonNullable<ImportJob['preview']>;
export type CsvMapping = NonNullable<BodyOf<'previewImport'>['mapping']>;
export type UploadTarget = AnswerOf<'createImport'>['upload'];

export const createImport = (body: BodyOf<'createImport'>) => callApi(importsOps.createImport, { body }, { retries: 0 });
export const listImports = () => callApi(importsOps.listImports);
export const getImport = (id: string) => callApi(importsOps.getImport, { params: { id } });
export const previewImport = (id: string, mapping?: CsvMapping) =>
  callApi(importsOps.previewImport, { params: { id }, body: mapping ? { mapping } : {} }, { retries: 0 });
export type ProfileChoice = NonNullable<BodyOf<'confirmImport'>['profile']>;
export type ProfileChange = NonNullable<ImportPreview['profile']>['fills'][number];
/** A backup's differing profile settings: the account's kept unless the person chose the backup's (docs/IMPORT.md). */
export const confirmImport = (id: string, profile?: ProfileChoice) =>
  callApi(importsOps.confirmImport, { params: { id }, body: profile ? { profile } : {} }, { retries: 0 });

/** Discards the job and its uploaded file; one already gone is as good as discarded. */
export async function deleteImport(id: string): Promise<void> {
  try {
    await callApi(importsOps.deleteImport, { params: { id } });
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) throw error;
  }
}

export const UPLOAD_FAILED = 'The upload did not finish. Check your connection and try again.';

/** Headers a browser sets itself and refuses from a script (XMLHttpRequest would throw on them). */
const BROWSER_HEADERS = new Set(['content-length', 'host', 'connection']);

/**
 * PUTs the file to the signed URL with its headers. XMLHttpRequest, not fetch, because only it reports upload
 * progress; `onProgress` gets 0–1. The signature in the URL is the credential: no Authorization header.
 */
export function uploadFile(target: UploadTarget, file: Blob, onProgress: (fraction: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(target.method, target.url);
    for (const [name, value] of Object.entries(target.headers)) {
      if (!BROWSER_HEADERS.has(name.toLowerCase())) xhr.setRequestHeader(name, value);
    }
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => (xhr.status >= 200 && xhr.status < 300 ? resolve() : reject(new Error(UPLOAD_FAILED)));
    xhr.onerror = () => reject(new Error(UPLOAD_FAILED));
    xhr.onabort = () => reject(new Error(UPLOAD_FAILED));
    xhr.send(file);
  });
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A refused call in the server's words: its detail, else a field's first message (without the field's name). */
export function importErrorText(error: unknown): string {
  if (error instanceof ApiError) {
    const body = error.body;
    if (error.status === 400 && isRecord(body)) {
      for (const value of Object.values(body)) {
        const first = Array.isArray(value) ? value[0] : value;
        if (typeof first === 'string' && first) return first;
      }
    }
    return error.message;
  }
  return error instanceof Error && error.message ? error.message : 'Something went wrong. Please try again.';
}
