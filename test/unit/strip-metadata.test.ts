// S30 and issue 21 at the byte level: every kind of metadata leaves JPEG, PNG, GIF and WebP files (EXIF with GPS,
// XMP, IPTC, comments, text chunks, thumbnails, data after the end); the picture stays, with what shows it as taken
// (the EXIF orientation alone, the ICC profile, Adobe's colour transform). Never throws, whatever the bytes.
import { exifOrientation } from '../../functions/domain/strip-jpeg';
import { stripMetadata } from '../../functions/domain/strip-metadata';
import {
  JPEG_PICTURE_PARTS,
  SECRETS,
  gifWithEverything,
  jpegSegment,
  jpegWithEverything,
  pngWithEverything,
  secretsIn,
} from '../support/photo-metadata';

const webpChunk = (type: string, data: Buffer) => {
  const header = Buffer.alloc(8);
  header.write(type, 0, 'latin1');
  header.writeUInt32LE(data.length, 4);
  return Buffer.concat([header, data, Buffer.alloc(data.length % 2)]);
};

/** The segments of a JPEG up to its first scan: [marker, payload]. */
function segmentsOf(jpeg: Buffer): [number, Buffer][] {
  const found: [number, Buffer][] = [];
  for (let at = 2; jpeg[at] === 0xff && jpeg[at + 1] !== 0xda;) {
    const end = at + 2 + jpeg.readUInt16BE(at + 2);
    found.push([jpeg[at + 1], jpeg.subarray(at + 4, end)]);
    at = end;
  }
  return found;
}

describe('stripMetadata: JPEG', () => {
  const clean = stripMetadata(jpegWithEverything(6), 'image/jpeg');

  it('drops EXIF GPS and texts, XMP, IPTC (APP13), comments, the JFIF thumbnail and the picture after the end', () => {
    expect(secretsIn(jpegWithEverything())).toHaveLength(Object.keys(SECRETS).length - 2); // (the PNG's and GIF's)
    expect(secretsIn(clean)).toEqual([]);
    const markers = segmentsOf(clean).map(([marker]) => marker.toString(16));
    expect(markers).toEqual(['e0', 'e1', 'e2', 'ee', 'db', 'c0', 'c4']);
    expect(clean.subarray(-2)).toEqual(Buffer.from([0xff, 0xd9]));
  });

  it('keeps the picture byte for byte: tables, frame, both scans with their stuffed bytes and restarts', () => {
    let at = 0;
    for (const part of [...JPEG_PICTURE_PARTS, ...JPEG_PICTURE_PARTS.slice(2)]) {
      const found = clean.indexOf(part, at);
      expect(found).toBeGreaterThanOrEqual(at);
      at = found + part.length;
    }
  });

  it('keeps the orientation alone, so a photo stored sideways still shows upright', () => {
    const exif = segmentsOf(clean).find(([marker]) => marker === 0xe1)![1];
    expect(exif.length).toBe(6 + 26);
    expect(exifOrientation(exif)).toBe(6);
    // Upright (1): no EXIF at all.
    expect(segmentsOf(stripMetadata(jpegWithEverything(1), 'image/jpeg')).map(([marker]) => marker)).not.toContain(0xe1);
  });

  it('keeps the ICC profile and Adobe APP14 whole, and JFIF without its thumbnail', () => {
    const kept = new Map(segmentsOf(clean));
    expect(kept.get(0xe2)!.toString('latin1')).toBe('ICC_PROFILE\0\x01\x01display-p3-profile');
    expect(kept.get(0xee)!.toString('latin1')).toMatch(/^Adobe/);
    expect([...kept.get(0xe0)!]).toEqual([...Buffer.from('JFIF\0', 'latin1'), 1, 2, 0, 0, 1, 0, 1, 0, 0]);
  });

  it('is idempotent', () => {
    expect(stripMetadata(clean, 'image/jpeg')).toEqual(clean);
  });

  it('drops an APP13 and a COM of a minimal JPEG, as they came from a camera', () => {
    const jpeg = Buffer.concat([
      Buffer.from([0xff, 0xd8]),
      jpegSegment(0xed, Buffer.from(`Photoshop 3.0\0${SECRETS.iptc}`, 'latin1')),
      jpegSegment(0xfe, Buffer.from(SECRETS.comment, 'latin1')),
      Buffer.from([0xff, 0xda, 0, 8, 1, 1, 0, 0, 0x3f, 0, 0x55, 0x55, 0xff, 0xd9]),
    ]);
    expect(secretsIn(stripMetadata(jpeg, 'image/jpeg'))).toEqual([]);
  });

  it('never throws and never keeps a secret, whatever it is cut to or however it is damaged', () => {
    const whole = jpegWithEverything();
    for (let length = 0; length <= whole.length; length++) {
      const cut = stripMetadata(whole.subarray(0, length), 'image/jpeg');
      expect(secretsIn(cut).filter((secret) => secret !== SECRETS.after)).toEqual([]);
    }
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % 256;
    for (let i = 0; i < 300; i++) {
      const noise = Buffer.from(Array.from({ length: 200 }, random));
      expect(() => stripMetadata(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), noise]), 'image/jpeg')).not.toThrow();
      for (const type of ['image/png', 'image/gif', 'image/webp']) expect(() => stripMetadata(noise, type)).not.toThrow();
    }
  });
});

describe('stripMetadata: PNG, GIF, WebP', () => {
  it('PNG: drops eXIf, tEXt, iTXt, zTXt, tIME, caBX, private chunks and data after IEND; keeps the picture and its colour', () => {
    const clean = stripMetadata(pngWithEverything(), 'image/png');
    expect(secretsIn(clean)).toEqual([]);
    const types: string[] = [];
    for (let at = 8; at + 12 <= clean.length; at += 12 + clean.readUInt32BE(at)) types.push(clean.toString('latin1', at + 4, at + 8));
    expect(types).toEqual(['IHDR', 'iCCP', 'pHYs', 'IDAT', 'IEND']);
  });

  it('GIF: drops comments, plain text, XMP and data after the trailer; keeps the loop count, timing and frame', () => {
    const gif = gifWithEverything();
    const clean = stripMetadata(gif, 'image/gif');
    expect(secretsIn(gif).length).toBeGreaterThanOrEqual(3);
    expect(secretsIn(clean)).toEqual([]);
    expect(clean.toString('latin1')).toContain('NETSCAPE2.0');
    expect(clean.includes(Buffer.from([0x21, 0xf9, 4, 0, 10, 0, 0, 0]))).toBe(true);
    expect(clean.includes(Buffer.from([0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 2, 0x4c, 0x01, 0, 0x3b]))).toBe(true);
    expect(clean.at(-1)).toBe(0x3b);
  });

  it('WebP: drops EXIF, XMP and unknown chunks, clears their flags and fixes the RIFF size', () => {
    const vp8x = Buffer.alloc(10);
    vp8x[0] = 0x2c; // ICC, EXIF and XMP present
    const body = Buffer.concat([
      webpChunk('VP8X', vp8x),
      webpChunk('ICCP', Buffer.from('profile')),
      webpChunk('VP8 ', Buffer.from('frame')),
      webpChunk('EXIF', Buffer.from(SECRETS.gps)),
      webpChunk('XMP ', Buffer.from(SECRETS.xmp)),
      webpChunk('PRVT', Buffer.from(SECRETS.comment)),
    ]);
    const riff = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBP'), body]);
    const clean = stripMetadata(riff, 'image/webp');
    expect(secretsIn(clean)).toEqual([]);
    expect(clean.toString('latin1')).toMatch(/VP8X[\s\S]*ICCP[\s\S]*VP8 /);
    expect(clean.readUInt32LE(4)).toBe(clean.length - 8);
    expect(clean[20] & 0x2c).toBe(0x20); // the ICC flag stays with its chunk
  });

  it('leaves other types as they are (no path stores them)', () => {
    const heic = Buffer.from('\0\0\0\x18ftypheic....', 'latin1');
    expect(stripMetadata(heic, 'image/heic')).toBe(heic);
  });
});
