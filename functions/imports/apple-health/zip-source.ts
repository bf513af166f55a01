// Where the export.zip's bytes come from, by range (docs/IMPORT.md "Apple Health"): a zip's table of contents is at
// its end, so the reader needs random access. S3 answers ranged GETs, so the import job reads the object in place
// with bounded memory; tests and the bench read a file on disk the same way.
import { createReadStream, promises as fs } from 'node:fs';
import { Readable } from 'node:stream';

export interface ZipSource {
  /** Total bytes of the zip. */
  size: number;
  /** The bytes from `start` (inclusive) to `end` (exclusive), as a stream (an S3 GET with `Range: bytes=start-(end-1)`). */
  read(start: number, end: number): Readable;
}

/** A zip on the local disk. */
export async function fileZipSource(path: string): Promise<ZipSource> {
  const { size } = await fs.stat(path);
  return { size, read: (start, end) => createReadStream(path, { start, end: end - 1 }) };
}

/** The chunks a file or an S3 body streams in: 64 KiB, as `createReadStream` reads. */
const CHUNK_BYTES = 64 * 1024;

/** A zip held in memory (small inputs in tests), streamed in chunks as a file or an S3 body is, not as one. */
export function bufferZipSource(buffer: Buffer): ZipSource {
  return {
    size: buffer.length,
    read: (start, end) =>
      Readable.from(
        (function* () {
          for (let at = start; at < end; at += CHUNK_BYTES) yield buffer.subarray(at, Math.min(at + CHUNK_BYTES, end));
        })(),
      ),
  };
}
