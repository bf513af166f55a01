// The uploaded file read as a stream of units (entries, a backup's other items, problems), whatever its kind: an
// Apple Health zip by byte ranges of the S3 object, a CSV or a backup as one streamed GET. Memory stays bounded.
import { PassThrough, type Readable } from 'node:stream';
import type { ImportedEntry } from '../../../shared/imports/imported-entry';
import type { StoredImportJob } from '../../data/import-jobs';
import { objectKeys } from '../../providers/storage/object-keys';
import type { ObjectStorage } from '../../providers/storage/storage-port';
import { importAppleHealth } from '../apple-health/import-apple-health';
import type { ZipSource } from '../apple-health/zip-source';
import { readBackup } from '../backup/read-backup';
import type { RestorableItem } from '../backup/restore-items';
import { importCsv } from '../csv/import-csv';
import { csvOptionsOf } from './csv-mapping-body';
import { existJsonUnits, firstByteOf } from './json-of-other-app';

/** A note is for the preview only (a fact about the reading, e.g. times read in the import's zone): it stops nothing. */
export type ImportUnit = { entry: ImportedEntry } | { other: RestorableItem } | { problem: string } | { note: string };

/** The file is gone (discarded, or expired before the job ran). */
export class MissingUpload extends Error {
  constructor() {
    super('The uploaded file is gone (it expires after a day): upload it again.');
  }
}

export const uploadKey = (job: StoredImportJob) => objectKeys.importUpload(job.userId, job.id);

export async function openUpload(job: StoredImportJob, transfers: ObjectStorage): Promise<Readable> {
  const stream = await transfers.readStream(uploadKey(job));
  if (!stream) throw new MissingUpload();
  return stream;
}

/** The zip's bytes by range, straight from the object (a zip's table of contents is at its end). */
async function s3ZipSource(job: StoredImportJob, transfers: ObjectStorage): Promise<ZipSource> {
  const size = await transfers.sizeOf(uploadKey(job));
  if (size === undefined) throw new MissingUpload();
  return {
    size,
    read(start, end) {
      const out = new PassThrough();
      transfers.readStream(uploadKey(job), { start, end }).then(
        (stream) => (stream ? stream.pipe(out) : out.destroy(new MissingUpload())),
        (error: unknown) => out.destroy(error as Error),
      );
      return out;
    },
  };
}

export interface FileReading {
  units: AsyncGenerator<ImportUnit>;
  /** Records read so far (samples, rows, backup items). */
  records(): number;
  /** Another app's file read instead of a backup (an Exist JSON file): what the preview calls it. */
  app?: string;
}

export async function readUnits(job: StoredImportJob, transfers: ObjectStorage): Promise<FileReading> {
  let records = 0;
  const reading = (units: AsyncGenerator<ImportUnit>): FileReading => ({ units, records: () => records });
  if (job.kind === 'apple-health') {
    const source = await s3ZipSource(job, transfers);
    return reading(
      (async function* () {
        for await (const batch of importAppleHealth(source, { zone: job.timezone })) {
          records = batch.progress.records;
          for (const problem of batch.problems) yield { problem };
          for (const entry of batch.entries) yield { entry };
          for (const note of batch.notes) yield { note };
        }
      })(),
    );
  }
  const input = await openUpload(job, transfers);
  if (job.kind === 'csv') {
    return reading(
      (async function* () {
        for await (const batch of importCsv(input, await csvOptionsOf(job))) {
          records = batch.rowsRead;
          for (const entry of batch.entries) yield { entry };
        }
      })(),
    );
  }
  // A .json that is a list, not an object, is a file of Exist's JSON archive (docs/IMPORT.md "Other apps' exports").
  const { first, stream } = await firstByteOf(input);
  if (first === '[') {
    const other = await existJsonUnits(stream, job.file_name, { zone: job.timezone, now: Date.now() });
    records = other.records;
    return {
      ...reading(
        (async function* () {
          yield* other.units;
        })(),
      ),
      app: other.app,
    };
  }
  return reading(
    (async function* () {
      for await (const item of readBackup(stream)) {
        records++;
        if (item.kind === 'entry') yield { entry: item.entry };
        else if (item.kind === 'problem') yield { problem: item.message };
        else yield { other: item };
      }
    })(),
  );
}
