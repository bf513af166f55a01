// A .json upload that is not this app's backup but a file of Exist's JSON archive (docs/IMPORT.md "Other apps'
// exports"): a backup is an object, an Exist file a top-level array, so the first byte that is not blank decides.
// The Exist file is read whole (at most EXIST_JSON_MAX_BYTES) and its entries checked as a CSV row's are, with the
// same source and keys as Exist's CSV, so a day imported both ways is one entry.
import { Readable } from 'node:stream';
import { ENTRY_COLLECTIONS } from '../../../shared/entry-types';
import type { ImportedEntry } from '../../../shared/imports/imported-entry';
import { entryRequestSchema } from '../../../shared/schemas/entries';
import { exist } from '../apps/exist';
import { EXIST_JSON_MAX_BYTES, existAttributeOf, readExistJson } from '../apps/exist-json';
import { BackupImportError } from '../backup/backup-error';

/** The stream's first byte that is not white space, and the stream again from its start. */
export async function firstByteOf(input: Readable): Promise<{ first: string; stream: Readable }> {
  // Read through the iterator itself: leaving a for-await loop early would destroy the stream.
  const iterator: AsyncIterator<Buffer | string> = input[Symbol.asyncIterator]();
  const seen: Buffer[] = [];
  let first = '';
  while (!first) {
    const next = await iterator.next();
    if (next.done) break;
    seen.push(Buffer.from(next.value));
    first = Buffer.from(next.value)
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trimStart()
      .charAt(0);
  }
  return {
    first,
    stream: Readable.from(
      (async function* () {
        yield* seen;
        for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield Buffer.from(next.value);
      })(),
      { objectMode: false },
    ),
  };
}

const SCHEMAS = new Map(ENTRY_COLLECTIONS.map((collection) => [collection, entryRequestSchema(collection)]));

/** The Exist file's entries and problems; what the preview calls it ("Exist (mood)"); the values read. */
export async function existJsonUnits(
  input: Readable,
  fileName: string,
  context: { zone: string; now: number },
): Promise<{ app: string; units: ({ entry: ImportedEntry } | { problem: string })[]; records: number }> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of input) {
    size += chunk.length;
    if (size > EXIST_JSON_MAX_BYTES)
      throw new BackupImportError('This JSON file is larger than an Exist attribute file can be (50 MB): it is not read.');
    chunks.push(Buffer.from(chunk));
  }
  const { results, records } = readExistJson(
    Buffer.concat(chunks)
      .toString('utf8')
      .replace(/^\uFEFF/, ''),
    fileName,
    context,
  );
  const units = results.map((result) => {
    if ('problem' in result) return { problem: result.problem };
    const parsed = SCHEMAS.get(result.collection)!.safeParse(result.entry);
    if (!parsed.success) return { problem: `${result.key}: ${parsed.error.issues[0].message}` };
    return {
      entry: { collection: result.collection, entry: result.entry, source: 'csv' as const, sourceKey: `app/${exist.id}/${result.key}` },
    };
  });
  return { app: `${exist.name} (${existAttributeOf(fileName)})`, units, records };
}
