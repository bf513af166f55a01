// GET /api/export/fhir/: the caller's data of the last `days` days as a FHIR R4 Bundle (docs/SHARING.md), the same file a
// share link carries (readFhirBundle); inline when it fits a Lambda response, else stored and answered with a redirect.
import { readFhirBundle, type FhirReadOptions } from '../domain/fhir/read-bundle';
import type { FhirBundleAnswer } from '../../shared/schemas/fhir-export';
import type { ObjectStorage } from '../providers/storage/storage-port';
import { exportDownload, type StoredAnswer } from './export-download';

/** FHIR's own media type for JSON (FHIR R4 "http.html#mime-type"), which FHIR tools recognise. */
export const FHIR_CONTENT_TYPE = 'application/fhir+json; charset=utf-8';

export interface FhirExportPorts {
  /** The exports bucket: a large bundle is written there under the caller's prefix. */
  downloads: ObjectStorage;
  inlineMaxBytes: () => number;
  now?: () => Date;
}

/** The bundle inline (its headers name the file), or a 303 to its stored copy. */
export type FhirAnswer = { statusCode: 200; headers: Record<string, string>; body: FhirBundleAnswer } | StoredAnswer;

export const fhirFileName = (now: Date) => `tend-fhir-${now.toISOString().slice(0, 10)}.json`;

export function exportFhir(ports: FhirExportPorts) {
  return async (userId: string, options: Omit<FhirReadOptions, 'now'>): Promise<FhirAnswer> => {
    const now = ports.now?.() ?? new Date();
    const bundle = await readFhirBundle(userId, { ...options, now: now.getTime() });
    const answer = await exportDownload({
      userId,
      downloads: ports.downloads,
      extension: 'json',
      contentType: FHIR_CONTENT_TYPE,
      fileName: fhirFileName(now),
      inlineMaxBytes: ports.inlineMaxBytes(),
      write: (output) => output.write(JSON.stringify(bundle)),
    });
    // Inline, the contract's answer is the bundle itself (the handler writes it as JSON, under the headers given here).
    return answer.statusCode === 200 ? { ...answer, body: bundle as FhirBundleAnswer } : answer;
  };
}
