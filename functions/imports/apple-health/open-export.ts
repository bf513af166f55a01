// Finds apple_health_export/export.xml in the zip and opens it as a stream of text, counting the compressed bytes
// of it read so the job can show progress. yauzl reads the central directory at the zip's end (ZIP64 too: exports over
// 4 GB exist), then inflates the one entry as it is read; export_cda.xml and workout-routes/*.gpx are never read.
// A zip bomb is refused twice over (S51): by the sizes its directory declares, and, since a header can lie, by the
// bytes actually inflated, counted as they stream against the compressed bytes read so far.
import { Transform, type Readable } from 'node:stream';
import * as yauzl from 'yauzl';
import { APPLE_HEALTH_MAX_RATIO, APPLE_HEALTH_RATIO_SLACK_BYTES, APPLE_HEALTH_XML_MAX_BYTES, AppleHealthImportError } from './errors';
import type { ZipSource } from './zip-source';

export interface OpenedExport {
  xml: Readable;
  /** Compressed bytes of export.xml read so far, of `compressedSize`: the job's progress. */
  bytesRead: () => number;
  compressedSize: number;
}

class RangeReader extends yauzl.RandomAccessReader {
  count = 0;
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
    stream.on('error', (error) => counter.destroy(error));
    return stream.pipe(counter);
  }
}

const isExportXml = (name: string) => name === 'export.xml' || name.endsWith('/export.xml');

function openZip(reader: RangeReader, size: number): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) =>
    yauzl.fromRandomAccessReader(reader, size, { lazyEntries: true, autoClose: false }, (error, zip) =>
      error ? reject(new AppleHealthImportError('not-zip', error.message)) : resolve(zip),
    ),
  );
}

function findEntry(zip: yauzl.ZipFile): Promise<yauzl.Entry> {
  return new Promise((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => (isExportXml(entry.fileName) ? resolve(entry) : zip.readEntry()));
    zip.on('end', () => reject(new AppleHealthImportError('not-apple-health')));
    zip.on('error', (error: Error) => reject(new AppleHealthImportError('not-zip', error.message)));
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
  const zip = await openZip(reader, source.size);
  try {
    const entry = await findEntry(zip);
    // The declared sizes refuse an honest bomb before a byte is inflated; countInflated refuses a lying one.
    const declared = unpackedFault(entry.uncompressedSize, entry.compressedSize, maxXmlBytes);
    if (declared) throw declared;
    reader.count = 0;
    const inflated = await new Promise<Readable>((resolve, reject) =>
      zip.openReadStream(entry, (error, stream) =>
        error ? reject(new AppleHealthImportError('not-zip', error.message)) : resolve(stream),
      ),
    );
    const xml = inflated.pipe(countInflated(reader, maxXmlBytes));
    // yauzl's own size check ("too many bytes in the stream") is the same refusal, in the same words.
    inflated.on('error', (error) => xml.destroy(/too many bytes/.test(error.message) ? new AppleHealthImportError('zip-bomb') : error));
    xml.on('close', () => {
      inflated.destroy();
      zip.close();
    });
    xml.setEncoding('utf8');
    return { xml, bytesRead: () => Math.min(reader.count, entry.compressedSize), compressedSize: entry.compressedSize };
  } catch (error) {
    zip.close();
    throw error;
  }
}
