// Reads an Apple Health export.zip into entries (docs/IMPORT.md "Apple Health"): an async iterator of batches, each
// with progress counts, that reads the zip by byte ranges (S3 ranged GETs in the import job) and parses export.xml
// as it inflates. Memory stays bounded: one XML element, one batch and per-day sums, whatever the file's size.
// Pure: it writes nothing; the caller stores each batch (and may stop between them).
import type { ImportedEntry } from '../../../shared/imports/imported-entry';
import { isValidZone } from '../../../shared/time';
import { Aggregator } from './aggregate';
import { AppleHealthImportError } from './errors';
import { ImportNotes } from './import-notes';
import { openExport } from './open-export';
import { SampleReader } from './read-samples';
import type { ZipSource } from './zip-source';
import { ZoneClock } from './zone-clock';

export interface ImportProgress {
  /** <Record> and <Workout> elements read from export.xml. */
  records: number;
  /** Compressed bytes of export.xml read, of `totalBytes` (its compressed size): the fraction done. */
  bytesRead: number;
  totalBytes: number;
  /** Entries produced so far (this batch included). */
  entries: number;
}

export interface ImportBatch {
  entries: ImportedEntry[];
  /** Elements not read for being larger than any the Health app writes (S51): the import lists them as problems. */
  problems: string[];
  /** What the preview says without stopping the import (import-notes.ts): in the last batch only. */
  notes: string[];
  progress: ImportProgress;
}

export interface ImportOptions {
  /** The person's IANA zone: days, nights and clock times are theirs. */
  zone: string;
  /** Entries per batch (default 100). */
  batchSize?: number;
  /** The most export.xml may hold unpacked (APPLE_HEALTH_XML_MAX_BYTES unless a test sets less). */
  maxXmlBytes?: number;
  /** The most meals held (MAX_MEALS unless a test sets less). */
  maxMeals?: number;
  /** Now, for samples in the future (tests set it). */
  now?: number;
}

export async function* importAppleHealth(source: ZipSource, options: ImportOptions): AsyncGenerator<ImportBatch> {
  if (!isValidZone(options.zone)) throw new AppleHealthImportError('bad-zone', options.zone);
  const batchSize = options.batchSize ?? 100;
  const notes = new ImportNotes(options.now ?? Date.now());
  const aggregator = new Aggregator(new ZoneClock(options.zone), notes, options.maxMeals);
  let pending: ImportedEntry[] = [];
  let problems: string[] = [];
  let produced = 0;
  const reader = new SampleReader(
    (sample) => {
      for (const entry of aggregator.add(sample)) pending.push(entry);
    },
    (problem) => problems.push(problem),
    options.zone,
  );
  const opened = await openExport(source, options.maxXmlBytes);
  const progress = (): ImportProgress => ({
    records: reader.records,
    bytesRead: opened.bytesRead(),
    totalBytes: opened.compressedSize,
    entries: produced,
  });
  const take = (all: boolean): ImportBatch | undefined => {
    const full = pending.length >= batchSize || (all && pending.length > 0);
    if (!full && problems.length === 0) return undefined;
    const entries = full ? pending.slice(0, batchSize) : [];
    pending = pending.slice(entries.length);
    produced += entries.length;
    const batch = { entries, problems, notes: [] as string[], progress: progress() };
    problems = [];
    return batch;
  };
  try {
    for await (const chunk of opened.xml) {
      reader.write(chunk as string);
      for (let batch = take(false); batch; batch = take(false)) yield batch;
    }
    reader.end();
  } catch (error) {
    // A fault of ours (a TypeError) and the store's are thrown as they are (the job retries); any other is the zip's
    // data failing to inflate (zlib's and yauzl's words are not the person's).
    if (error instanceof AppleHealthImportError || error instanceof TypeError) throw error;
    throw opened.sourceFault() ?? new AppleHealthImportError('damaged-zip');
  } finally {
    opened.xml.destroy();
  }
  problems.push(...aggregator.problems());
  for (const entry of aggregator.finish(reader.exportedAt)) {
    pending.push(entry);
    const batch = take(false);
    if (batch) yield batch;
  }
  for (let batch = take(true); batch; batch = take(true)) yield batch;
  const said = notes.notes(reader.bareTimes, options.zone);
  if (said.length > 0) yield { entries: [], problems: [], notes: said, progress: progress() };
}
