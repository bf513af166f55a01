// Photos carrying every kind of metadata a camera, a phone or an editor writes, built byte by byte (issue 21): a
// JPEG with EXIF (orientation, GPS, a description), XMP, IPTC in Photoshop's APP13, comments, a JFIF thumbnail, an
// ICC profile, Adobe's APP14, two scans with a comment between them, and a second picture after its end; PNG, GIF and
// WebP with their text and metadata chunks. Each secret is a text in SECRETS, so a test can say none is left.

export const SECRETS = {
  gps: 'GPSLatitude 48.8584 N GPSLongitude 2.2945 E',
  description: 'Camera serial 0042 owner Anna',
  xmp: '<x:xmpmeta>Paris, Anna</x:xmpmeta>',
  iptc: 'Byline Anna Example',
  comment: 'taken at home, 12 Rue Example',
  between: 'comment between scans',
  thumbnail: 'THUMBNAIL-OF-THE-UNCROPPED-PIC', // 10 × 1 pixels of RGB
  after: 'second picture after the end',
  png: 'Location: Paris',
  gif: 'GIF comment: Anna',
} as const;

const latin1 = (text: string) => Buffer.from(text, 'latin1');

export function jpegSegment(marker: number, payload: Buffer): Buffer {
  const header = Buffer.alloc(4);
  header.writeUInt16BE(0xff00 | marker, 0);
  header.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([header, payload]);
}

/**
 * An EXIF APP1 payload, little-endian: IFD0 with Orientation, ImageDescription (a text) and a GPS IFD pointer; the
 * GPS IFD with GPSLatitudeRef; the texts after them.
 */
export function exifPayload(orientation: number): Buffer {
  const tiff = Buffer.alloc(8 + 2 + 3 * 12 + 4 + 2 + 12 + 4);
  tiff.write('II', 0, 'latin1');
  tiff.writeUInt16LE(42, 2);
  tiff.writeUInt32LE(8, 4);
  tiff.writeUInt16LE(3, 8);
  const textAt = tiff.length;
  const entry = (at: number, tag: number, type: number, count: number, value: number) => {
    tiff.writeUInt16LE(tag, at);
    tiff.writeUInt16LE(type, at + 2);
    tiff.writeUInt32LE(count, at + 4);
    tiff.writeUInt32LE(value, at + 8);
  };
  entry(10, 0x010e, 2, SECRETS.description.length + 1, textAt); // ImageDescription
  entry(22, 0x0112, 3, 1, orientation); // Orientation (a SHORT in the value's first two bytes)
  const gpsAt = 10 + 3 * 12 + 4;
  entry(34, 0x8825, 4, 1, gpsAt); // GPS IFD
  tiff.writeUInt16LE(1, gpsAt);
  entry(gpsAt + 2, 0x0002, 2, SECRETS.gps.length + 1, textAt + SECRETS.description.length + 1); // GPSLatitude, as text
  return Buffer.concat([latin1('Exif\0\0'), tiff, latin1(`${SECRETS.description}\0${SECRETS.gps}\0`)]);
}

/** Scan data with a stuffed 0xFF and a restart marker, as an encoder writes them. */
export const SCAN_DATA = Buffer.from([0x12, 0x34, 0xff, 0x00, 0x56, 0xff, 0xd0, 0x78, 0x9a]);
const SOF0 = jpegSegment(0xc0, Buffer.from([8, 0, 1, 0, 1, 1, 1, 0x11, 0]));
const DQT = jpegSegment(0xdb, Buffer.concat([Buffer.from([0]), Buffer.alloc(64, 1)]));
const DHT = jpegSegment(0xc4, Buffer.concat([Buffer.from([0]), Buffer.alloc(16, 0)]));
const SOS = jpegSegment(0xda, Buffer.from([1, 1, 0, 0, 0x3f, 0]));

/** A JPEG with every kind of metadata (see above); `orientation` is the EXIF's (6: stored sideways, shown upright). */
export function jpegWithEverything(orientation = 6): Buffer {
  const jfif = Buffer.concat([
    latin1('JFIF\0'),
    Buffer.from([1, 2, 0, 0, 1, 0, 1]),
    Buffer.from([SECRETS.thumbnail.length / 3, 1]),
    latin1(SECRETS.thumbnail),
  ]);
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    jpegSegment(0xe0, jfif),
    jpegSegment(0xe1, exifPayload(orientation)),
    jpegSegment(0xe1, latin1(`http://ns.adobe.com/xap/1.0/\0${SECRETS.xmp}`)),
    jpegSegment(0xe2, latin1('ICC_PROFILE\0\x01\x01display-p3-profile')),
    jpegSegment(0xed, latin1(`Photoshop 3.0\x008BIM\x04\x04\0\0\0\0\0\x20\x1c\x02\x50\0\x13${SECRETS.iptc}`)),
    jpegSegment(0xee, latin1('Adobe\0\x64\0\0\0\0\x01')),
    jpegSegment(0xfe, latin1(SECRETS.comment)),
    DQT,
    SOF0,
    DHT,
    SOS,
    SCAN_DATA,
    jpegSegment(0xfe, latin1(SECRETS.between)),
    DHT,
    SOS,
    SCAN_DATA,
    Buffer.from([0xff, 0xd9]),
    // A multi-picture file's second image (with its own EXIF) after the first one's end.
    Buffer.from([0xff, 0xd8]),
    jpegSegment(0xe1, latin1(`Exif\0\0${SECRETS.after}`)),
    Buffer.from([0xff, 0xd9]),
  ]);
}

/** What the stripped JPEG must be: the same picture, with the JFIF header (no thumbnail), the orientation alone, ICC and Adobe. */
export const JPEG_PICTURE_PARTS = [DQT, SOF0, DHT, SOS, SCAN_DATA];

export function pngChunk(type: string, data: Buffer | string): Buffer {
  const body = typeof data === 'string' ? latin1(data) : data;
  const length = Buffer.alloc(4);
  length.writeUInt32BE(body.length);
  return Buffer.concat([length, latin1(type), body, Buffer.alloc(4)]);
}

export function pngWithEverything(): Buffer {
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', 'x'.repeat(13)),
    pngChunk('iCCP', 'sRGB profile\0\0z'),
    pngChunk('pHYs', '123456789'),
    pngChunk('eXIf', `MM\0*${SECRETS.gps}`),
    pngChunk('tEXt', `Comment\0${SECRETS.png}`),
    pngChunk('iTXt', `XML:com.adobe.xmp\0\0\0\0\0${SECRETS.xmp}`),
    pngChunk('zTXt', `Author\0\0${SECRETS.iptc}`),
    pngChunk('tIME', '\x07\xea\x0b\x1a\x0c\0\0'),
    pngChunk('caBX', SECRETS.description),
    pngChunk('prVt', SECRETS.comment),
    pngChunk('IDAT', 'pixels'),
    pngChunk('IEND', ''),
    latin1(SECRETS.after),
  ]);
}

const gifSubBlocks = (text: string) => Buffer.concat([Buffer.from([text.length]), latin1(text), Buffer.from([0])]);

export function gifWithEverything(): Buffer {
  return Buffer.concat([
    latin1('GIF89a'),
    Buffer.from([1, 0, 1, 0, 0x80, 0, 0]), // 1×1, a global colour table of 2 colours
    Buffer.from([0, 0, 0, 255, 255, 255]),
    Buffer.concat([Buffer.from([0x21, 0xff, 11]), latin1('NETSCAPE2.0'), Buffer.from([3, 1, 0, 0, 0])]),
    Buffer.concat([Buffer.from([0x21, 0xff, 11]), latin1('XMP DataXMP'), gifSubBlocks(SECRETS.xmp)]),
    Buffer.concat([Buffer.from([0x21, 0xfe]), gifSubBlocks(SECRETS.gif)]),
    Buffer.from([0x21, 0xf9, 4, 0, 10, 0, 0, 0]), // graphic control: 0.1 s
    Buffer.from([0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 2, 0x4c, 0x01, 0]), // one frame
    Buffer.concat([Buffer.from([0x21, 0x01]), gifSubBlocks(SECRETS.comment)]), // plain text
    Buffer.from([0x3b]),
    latin1(SECRETS.after),
  ]);
}

/** The SECRETS still in `bytes` (none, once stripped). */
export const secretsIn = (bytes: Buffer) => Object.values(SECRETS).filter((secret) => bytes.toString('latin1').includes(secret));
