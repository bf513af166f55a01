// S30 at the byte level: location and text metadata leave JPEG, PNG and WebP files; the picture stays.
import { stripMetadata } from '../../functions/domain/strip-metadata';

const pngChunk = (type: string, data: string) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  return Buffer.concat([length, Buffer.from(type + data, 'latin1'), Buffer.alloc(4)]);
};
const webpChunk = (type: string, data: Buffer) => {
  const header = Buffer.alloc(8);
  header.write(type, 0, 'latin1');
  header.writeUInt32LE(data.length, 4);
  return Buffer.concat([header, data, Buffer.alloc(data.length % 2)]);
};

describe('stripMetadata', () => {
  it('drops PNG eXIf and text chunks and keeps the image chunks', () => {
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      pngChunk('IHDR', 'x'.repeat(13)),
      pngChunk('eXIf', 'GPS here'),
      pngChunk('tEXt', 'Location\0Paris'),
      pngChunk('IDAT', 'pixels'),
      pngChunk('IEND', ''),
    ]);
    const clean = stripMetadata(png, 'image/png').toString('latin1');
    expect(clean).not.toMatch(/GPS here|Paris/);
    expect(clean).toMatch(/IHDR[\s\S]*IDAT[\s\S]*IEND/);
  });

  it('drops WebP EXIF and XMP chunks, clears their flags and fixes the RIFF size', () => {
    const vp8x = Buffer.alloc(10);
    vp8x[0] = 0x0c;
    const body = Buffer.concat([
      webpChunk('VP8X', vp8x),
      webpChunk('VP8 ', Buffer.from('frame')),
      webpChunk('EXIF', Buffer.from('GPS here')),
      webpChunk('XMP ', Buffer.from('<x/>')),
    ]);
    const riff = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBP'), body]);
    const clean = stripMetadata(riff, 'image/webp');
    expect(clean.toString('latin1')).not.toMatch(/GPS here|<x\/>/);
    expect(clean.readUInt32LE(4)).toBe(clean.length - 8);
    expect(clean[20] & 0x0c).toBe(0);
  });

  it('leaves other types as they are', () => {
    const gif = Buffer.from('GIF89a....');
    expect(stripMetadata(gif, 'image/gif')).toBe(gif);
  });
});
