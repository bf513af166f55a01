// Hostile Apple Health exports for S51 (docs/IMPORT.md "Limits"): a <Record> with a million <MetadataEntry>
// children (a 2.4 MB zip whose parse used to hold ~110 MB), and zips that inflate a thousand times, one honest about
// its size and one whose directory declares a tenth of what it inflates to. Built without holding the unpacked text:
// the metadata streams into yazl; the bombs repeat one byte-aligned deflate block, as a hand-written zip.
import { PassThrough, Readable } from 'node:stream';
import zlib from 'node:zlib';
import { FOOTER, HEADER, PHONE, appleDate, record, zipTo } from './apple-health-xml';

const ZONE = 'Europe/Berlin';
const AT = Date.parse('2026-03-01T08:00:00Z');

/** One step count of a phone, as the Health app writes it: a day's entry when imported. */
export const plainRecord = (minutes = 0) =>
  record({ type: 'HKQuantityTypeIdentifierStepCount', source: PHONE, start: AT + minutes * 60_000, unit: 'count', value: 500 }, ZONE);

/** The opening of a <Record> with children, as the Health app writes one. */
export const openRecord = `${plainRecord().replace('/>\n', '>')}\n`;

/** export.xml: a plain record, then a <Record> with `children` distinct <MetadataEntry> (keys and values), then another. */
export function metadataBombXml(children: number): Readable {
  return Readable.from(
    (function* () {
      yield HEADER + plainRecord() + openRecord;
      const lines: string[] = [];
      for (let i = 0; i < children; i++) {
        lines.push(`  <MetadataEntry key="HKMetadataKey${i}" value="1"/>\n`);
        if (lines.length === 10_000) yield lines.splice(0).join('');
      }
      yield `${lines.join('')} </Record>\n${plainRecord(30)}${FOOTER}`;
    })(),
  );
}

/** A zip of one export.xml streamed from `xml`, held in memory (a few MB). */
export async function streamedZip(xml: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const sink = new PassThrough();
  sink.on('data', (chunk: Buffer) => chunks.push(chunk));
  await zipTo(sink, { 'apple_health_export/export.xml': xml });
  return Buffer.concat(chunks);
}

/** A raw deflate block of `text`, ending byte-aligned and not final, so copies of it can follow one another. */
const block = (text: string | Buffer) => zlib.deflateRawSync(text, { level: 9, finishFlush: zlib.constants.Z_FULL_FLUSH });

/**
 * export.xml as HEADER, then `mebibytes` MiB of spaces (white space between elements: well-formed XML), compressed
 * about 1000:1. `declared` is the unpacked size the zip's directory states: the truth, or a lie.
 */
export function ratioBomb(mebibytes: number, declared: 'true' | 'a tenth'): { zip: Buffer; unpacked: number } {
  const spaces = block(' '.repeat(1024 * 1024));
  const parts = [block(HEADER), ...Array<Buffer>(mebibytes).fill(spaces), zlib.deflateRawSync(Buffer.alloc(0))];
  const deflated = Buffer.concat(parts);
  const unpacked = Buffer.byteLength(HEADER) + mebibytes * 1024 * 1024;
  // yauzl does not check the CRC; it is never reached (the reading stops long before the end).
  return {
    zip: handmadeZip('apple_health_export/export.xml', deflated, declared === 'true' ? unpacked : Math.floor(unpacked / 10)),
    unpacked,
  };
}

/** A zip of one deflated entry whose directory declares `declaredSize` unpacked bytes. */
function handmadeZip(name: string, deflated: Buffer, declaredSize: number): Buffer {
  const fileName = Buffer.from(name);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4); // version needed
  local.writeUInt16LE(8, 8); // deflate
  local.writeUInt32LE(deflated.length, 18);
  local.writeUInt32LE(declaredSize, 22);
  local.writeUInt16LE(fileName.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(deflated.length, 20);
  central.writeUInt32LE(declaredSize, 24);
  central.writeUInt16LE(fileName.length, 28);
  central.writeUInt32LE(0, 42); // the local header's offset
  const directoryAt = local.length + fileName.length + deflated.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + fileName.length, 12);
  end.writeUInt32LE(directoryAt, 16);
  return Buffer.concat([local, fileName, deflated, central, fileName, end]);
}

/** An instant as export.xml writes it, `minutes` after the records above (for tests that write their own elements). */
export const bombDate = (minutes = 0) => appleDate(AT + minutes * 60_000, ZONE);

/**
 * An honest zip as a streaming zip tool writes one (issue 25): export.xml is `<HealthData>` then `mebibytes` MiB of
 * spaces and line breaks, deflated at level 9 (about 1000:1), the local header without sizes (flag bit 3), a data
 * descriptor after the data, and the true sizes and CRC in the central directory. Streamed: the unpacked text is never
 * held, and one deflated MiB is repeated (each ends byte-aligned), so 2 GiB costs a second, not a minute of deflate.
 */
export function honestWhitespaceZip(mebibytes: number): Readable {
  const name = Buffer.from('apple_health_export/export.xml');
  const head = Buffer.from('<?xml version="1.0" encoding="UTF-8"?>\n<HealthData locale="en_US">\n');
  const white = Buffer.from(`${' '.repeat(1024 * 1024 - 1)}\n`);
  const blocks = [block(head), block(white), zlib.deflateRawSync(Buffer.alloc(0))];
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(0x0008, 6); // sizes and CRC in a data descriptor
  local.writeUInt16LE(8, 8);
  local.writeUInt16LE(name.length, 26);
  return Readable.from(
    (function* () {
      yield Buffer.concat([local, name, blocks[0]]);
      let crc = zlib.crc32(head);
      for (let i = 0; i < mebibytes; i++) {
        crc = zlib.crc32(white, crc);
        yield blocks[1];
      }
      yield blocks[2];
      const compressed = blocks[0].length + mebibytes * blocks[1].length + blocks[2].length;
      const unpacked = head.length + mebibytes * white.length;
      const descriptor = Buffer.alloc(16);
      descriptor.writeUInt32LE(0x08074b50, 0);
      descriptor.writeUInt32LE(crc >>> 0, 4);
      descriptor.writeUInt32LE(compressed, 8);
      descriptor.writeUInt32LE(unpacked, 12);
      const central = Buffer.alloc(46);
      central.writeUInt32LE(0x02014b50, 0);
      central.writeUInt16LE(20, 4);
      central.writeUInt16LE(20, 6);
      central.writeUInt16LE(0x0008, 8);
      central.writeUInt16LE(8, 10);
      central.writeUInt32LE(crc >>> 0, 16);
      central.writeUInt32LE(compressed, 20);
      central.writeUInt32LE(unpacked, 24);
      central.writeUInt16LE(name.length, 28);
      const end = Buffer.alloc(22);
      end.writeUInt32LE(0x06054b50, 0);
      end.writeUInt16LE(1, 8);
      end.writeUInt16LE(1, 10);
      end.writeUInt32LE(central.length + name.length, 12);
      end.writeUInt32LE(local.length + name.length + compressed + descriptor.length, 16);
      yield Buffer.concat([descriptor, central, name, end]);
    })(),
  );
}
