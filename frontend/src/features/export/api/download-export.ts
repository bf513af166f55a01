// The CSV export (operation exportCsv, docs/PRODUCT.md §7), the full backup (exportBackup, docs/EXPORT.md) and the FHIR R4
// Bundle of the last year (exportFhir, docs/SHARING.md): the file as a blob, saved as a download under the name the server gives.
import type { BlobResponse } from '@/lib/api-client';
import { callApi } from '@/lib/call-api';
import * as exportOps from '@/lib/operations/export.generated';

export const DEFAULT_EXPORT_FILENAME = 'user_data_export.csv';
export const DEFAULT_BACKUP_FILENAME = 'health-backup.json';
export const DEFAULT_FHIR_FILENAME = 'tend-fhir.json';
/** The FHIR file of Settings: the longest period the export gives, every type, the person's name (their own copy). */
export const SETTINGS_FHIR_QUERY = { days: 365, patient: 'name' } as const;

/** What each download calls, what it accepts and its name when the answer gives none. */
const DOWNLOADS = {
  csv: { accept: 'text/csv, application/json', fallback: DEFAULT_EXPORT_FILENAME },
  backup: { accept: 'application/json', fallback: DEFAULT_BACKUP_FILENAME },
  fhir: { accept: 'application/fhir+json, application/json', fallback: DEFAULT_FHIR_FILENAME },
} as const;
export type DownloadKind = keyof typeof DOWNLOADS;
/** Some browsers cancel a download whose object URL is revoked at once; a minute is ample to hand it over. */
export const REVOKE_DELAY_MS = 60_000;

/** Keeps a name a file system accepts: no folders, no control characters. */
function safeFilename(name: string | undefined): string | undefined {
  // eslint-disable-next-line no-control-regex
  const cleaned = name?.replace(/[\u0000-\u001f\u007f/\\]/g, '_').trim();
  return cleaned && cleaned !== '.' && cleaned !== '..' ? cleaned : undefined;
}

/** RFC 5987 `UTF-8''caf%C3%A9.csv` → 'café.csv'; undefined if malformed. */
function decodeExtValue(value: string): string | undefined {
  const match = /^([\w!#$%&+^`{}~-]*)'[\w-]*'(.+)$/.exec(value.trim());
  if (!match) return undefined;
  const [, charset, encoded] = match;
  try {
    if (/^utf-8$/i.test(charset)) return decodeURIComponent(encoded);
    // ISO-8859-1: each %XX is one character
    return encoded.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  } catch {
    return undefined;
  }
}

/** The file name of a Content-Disposition header (RFC 6266): `filename*` wins over `filename`; undefined if none. */
export function filenameFromContentDisposition(header: string | null | undefined): string | undefined {
  if (!header) return undefined;
  const params = new Map<string, string>();
  const pattern = /;\s*([^\s=;]+)\s*=\s*("(?:[^"\\]|\\.)*"|[^;]*)/g;
  for (const [, key, raw] of header.matchAll(pattern)) {
    const name = key.toLowerCase();
    const value = raw.startsWith('"') ? raw.slice(1, -1).replace(/\\(.)/g, '$1') : raw.trim();
    if (!params.has(name)) params.set(name, value);
  }
  const extended = params.has('filename*') ? safeFilename(decodeExtValue(params.get('filename*')!)) : undefined;
  return extended ?? safeFilename(params.get('filename'));
}

/** Hands a blob to the browser as a download: an object URL on a temporary <a download>, revoked afterwards. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  try {
    link.click();
  } finally {
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), REVOKE_DELAY_MS);
  }
}

/**
 * Downloads the export and answers the name it was saved under. A large export answers 303 to a signed
 * storage URL: fetch follows it, the browser drops our Authorization header on that cross-origin hop
 * (the signature in the URL is the credential), and blob and headers are those of the final answer.
 */
export async function downloadExport(kind: DownloadKind = 'csv'): Promise<string> {
  const { accept, fallback } = DOWNLOADS[kind];
  const options = { responseType: 'blob', headers: { Accept: accept } } as const;
  // The backup's only answer is the 303 (its contract types it void), the FHIR file's is JSON typed as the bundle; asked
  // for as a blob, each arrives as the file (fetch follows a 303).
  const { blob, headers } =
    kind === 'csv'
      ? await callApi(exportOps.exportCsv, {}, options)
      : kind === 'backup'
        ? ((await callApi(exportOps.exportBackup, {}, options)) as unknown as BlobResponse)
        : ((await callApi(exportOps.exportFhir, { query: SETTINGS_FHIR_QUERY }, options)) as unknown as BlobResponse);
  const filename = filenameFromContentDisposition(headers.get('Content-Disposition')) ?? fallback;
  saveBlob(blob, filename);
  return filename;
}
