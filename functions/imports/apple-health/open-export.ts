// Finds apple_health_export/export.xml in the zip and opens it as a stream of text, counting the compressed bytes
// of it read so the job can show progress. yauzl reads the central directory at the zip's end (ZIP64 too: exports over
// 4 GB exist), then inflates the one entry as it is read; export_cda.xml and workout-routes/*.gpx are never read.
// A zip bomb is refused twice over (S51): by the sizes its directory declares, and, since a header can lie, by the
// bytes actually inflated, counted as they stream against the compressed bytes read so far. A file that is no zip is
// named by its first bytes (a GPX route, the export.xml itself, a damaged zip), and yauzl's own words never reach the
// person; a fault of the store the bytes come from is thrown as it is (the job retries it).
import { Transform, type Readable } from 'node:stream';
import * as yauzl from 'yauzl';
import { APPLE_HEALTH_MAX_RATIO, APPLE_HEALTH_RATIO_SLACK_BYTES, APPLE_HEALTH_XML_MAX_BYTES, AppleHealthImportError } from './errors';
import type { ZipSource } from './zip-source';

export interface OpenedExport {
  xml: Readable;
  /** Compressed bytes of export.xml read so far, of `compressedSize`: the job's progress. */
  bytesRead: () => number;
  compressedSize: number;
  /** The store's own error, when reading the bytes failed there rather than in the zip. */
  sourceFault: () => Error | undefined;
}

class RangeReader extends yauzl.RandomAccessReader {
  count = 0;
  fault: Error | undefined;
  constructor(private readonly source: ZipSource) {
    super();
  }
  override _readStreamForRange(start: number, end: number): Readable {
    const counter = new Transform({
      transform: (chunk: Buffer, _encoding, done) => {
        this.count += chunk.length;
        done(null, chunk);
      },
    });
    const stream = this.source.read(start, end);
    stream.on('error', (error) => {
      this.fault ??= error;
      counter.destroy(error);
    });
    return stream.pipe(counter);
  }
}

const isExportXml = (name: string) => name === 'export.xml' || name.endsWith('/export.xml');

/** The zip's failure in the person's words (yauzl's text is for developers), unless the store itself failed. */
const zipFault = (reader: RangeReader) => reader.fault ?? new AppleHealthImportError('damaged-zip');

/** What a file that yauzl cannot open is, from its first 4 KB: a damaged zip, the export.xml itself, a GPX route, or else. */
async function notAZip(reader: RangeReader, source: ZipSource): Promise<Error> {
  if (reader.fault) return reader.fault;
  const chunks: Buffer[] = [];
  for await (const chunk of source.read(0, Math.min(source.size, 4096))) chunks.push(chunk as Buffer);
  const head = Buffer.concat(chunks);
  if (head.subarray(0, 2).toString('latin1') === 'PK') return new AppleHealthImportError('damaged-zip');
  const text = head.toString('utf8');
  if (/<gpx[\s>]/.test(text)) return new AppleHealthImportError('gpx');
  if (/<(!DOCTYPE )?HealthData[\s>[]/.test(text)) return new AppleHealthImportError('export-xml');
  return new AppleHealthImportError('not-zip');
}

async function openZip(reader: RangeReader, source: ZipSource): Promise<yauzl.ZipFile> {
  const opened = await new Promise<yauzl.ZipFile | undefined>((resolve) =>
    yauzl.fromRandomAccessReader(reader, source.size, { lazyEntries: true, autoClose: false }, (error, zip) =>
      resolve(error ? undefined : zip),
    ),
  );
  if (opened) return opened;
  throw await notAZip(reader, source);
}

/** export.xml's entry; a zip without one is a GPX route's (it holds only .gpx files) or not an export. */
function findEntry(zip: yauzl.ZipFile, reader: RangeReader): Promise<yauzl.Entry> {
  let routes = 0;
  let others = 0;
  return new Promise((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      if (isExportXml(entry.fileName)) return resolve(entry);
      if (/\.gpx$/i.test(entry.fileName)) routes += 1;
      else if (!entry.fileName.endsWith('/')) others += 1;
      zip.readEntry();
    });
    zip.on('end', () => reject(new AppleHealthImportError(routes > 0 && others === 0 ? 'gpx' : 'not-apple-health')));
    zip.on('error', () => reject(zipFault(reader)));
    zip.readEntry();
  });
}

/** More unpacked than the limits allow for `packed` bytes of zip read: the size cap, or the ratio of a zip bomb. */
function unpackedFault(unpacked: number, packed: number, maxXmlBytes: number): AppleHealthImportError | undefined {
  if (unpacked > maxXmlBytes) return new AppleHealthImportError('too-large');
  if (unpacked > packed * APPLE_HEALTH_MAX_RATIO + APPLE_HEALTH_RATIO_SLACK_BYTES) return new AppleHealthImportError('zip-bomb');
  return undefined;
}

/**
 * The inflated bytes counted as they pass: yauzl checks the entry against its declared size, but a declared size is
 * the file's word; this fails the stream as soon as what came out outgrows what went in (chunks of 16 KB, so at most
 * one chunk past the limit is ever held).
 */
function countInflated(reader: RangeReader, maxXmlBytes: number): Transform {
  let unpacked = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      unpacked += chunk.length;
      const fault = unpackedFault(unpacked, reader.count, maxXmlBytes);
      if (fault) done(fault);
      else done(null, chunk);
    },
  });
}

/** export.xml as a UTF-8 text stream; a typed error for a file that is not a zip or not an Apple Health export. */
export async function openExport(source: ZipSource, maxXmlBytes = APPLE_HEALTH_XML_MAX_BYTES): Promise<OpenedExport> {
  const reader = new RangeReader(source);
  const zip = await openZip(reader, source);
  try {
    const entry = await findEntry(zip, reader);
    // The declared sizes refuse an honest bomb before a byte is inflated; countInflated refuses a lying one.
    const declared = unpackedFault(entry.uncompressedSize, entry.compressedSize, maxXmlBytes);
    if (declared) throw declared;
    reader.count = 0;
    const inflated = await new Promise<Readable>((resolve, reject) =>
      zip.openReadStream(entry, (error, stream) => (error ? reject(zipFault(reader)) : resolve(stream))),
    );
    const xml = inflated.pipe(countInflated(reader, maxXmlBytes));
    // yauzl's own size check ("too many bytes in the stream") is the same refusal, in the same words.
    inflated.on('error', (error) => xml.destroy(/too many bytes/.test(error.message) ? new AppleHealthImportError('zip-bomb') : error));
    xml.on('close', () => {
      inflated.destroy();
      zip.close();
    });
    xml.setEncoding('utf8');
    return {
      xml,
      bytesRead: () => Math.min(reader.count, entry.compressedSize),
      compressedSize: entry.compressedSize,
      sourceFault: () => reader.fault,
    };
  } catch (error) {
    zip.close();
    throw error;
  }
}
