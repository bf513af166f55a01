// Finds apple_health_export/export.xml in the zip and opens it as a stream of text, counting the compressed bytes
// of it read so the job can show progress. yauzl reads the central directory at the zip's end (ZIP64 too: exports over
// 4 GB exist), then inflates the one entry as it is read; export_cda.xml and workout-routes/*.gpx are never read.
import { Transform, type Readable } from 'node:stream';
import * as yauzl from 'yauzl';
import { APPLE_HEALTH_XML_MAX_BYTES, AppleHealthImportError } from './errors';
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

/** export.xml as a UTF-8 text stream; a typed error for a file that is not a zip or not an Apple Health export. */
export async function openExport(source: ZipSource, maxXmlBytes = APPLE_HEALTH_XML_MAX_BYTES): Promise<OpenedExport> {
  const reader = new RangeReader(source);
  const zip = await openZip(reader, source.size);
  try {
    const entry = await findEntry(zip);
    // yauzl checks that the entry inflates to the size its header declares (validateEntrySizes), so this holds.
    if (entry.uncompressedSize > maxXmlBytes) throw new AppleHealthImportError('too-large');
    reader.count = 0;
    const xml = await new Promise<Readable>((resolve, reject) =>
      zip.openReadStream(entry, (error, stream) =>
        error ? reject(new AppleHealthImportError('not-zip', error.message)) : resolve(stream),
      ),
    );
    xml.on('close', () => zip.close());
    xml.setEncoding('utf8');
    return { xml, bytesRead: () => Math.min(reader.count, entry.compressedSize), compressedSize: entry.compressedSize };
  } catch (error) {
    zip.close();
    throw error;
  }
}
