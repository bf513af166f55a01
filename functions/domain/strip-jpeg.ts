// A JPEG without its metadata (S30, issue 21): every segment is walked, scans included, and only what a decoder needs
// to show the picture as taken is kept. Kept: the frame, tables and scans; the JFIF header without its thumbnail; the
// ICC colour profile (APP2 "ICC_PROFILE": without it a phone's Display P3 photo shows washed out; it describes a
// colour space, not the person or the device); Adobe's APP14 (it says how the colours were encoded: a CMYK or YCCK
// picture decodes wrongly without it); and the EXIF orientation alone, rewritten as a 26-byte EXIF of that one tag
// (a phone stores a portrait photo sideways with a flag: dropping it, as the stripper once did, turned the photo).
// Dropped: EXIF (location, time, device, serial numbers, the thumbnail of the uncropped picture), XMP, IPTC and
// Photoshop (APP13), comments (COM), every other APPn, and whatever follows the end of the image (a second picture
// of a multi-picture file, a gain map, appended data). A structure the walk cannot follow is cut there: what cannot
// be read is not kept.

const APP0 = 0xe0;
const APP1 = 0xe1;
const APP2 = 0xe2;
const APP14 = 0xee;
const COM = 0xfe;
const SOS = 0xda;
const EOI = 0xd9;

const startsWith = (payload: Buffer, text: string) => payload.subarray(0, text.length).toString('latin1') === text;

function segment(marker: number, payload: Buffer): Buffer {
  const header = Buffer.alloc(4);
  header.writeUInt16BE(0xff00 | marker, 0);
  header.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([header, payload]);
}

/** The EXIF orientation (2–8) of an APP1 EXIF payload, or undefined when it is absent, upright (1) or unreadable. */
export function exifOrientation(payload: Buffer): number | undefined {
  if (!startsWith(payload, 'Exif\0\0') || payload.length < 14) return undefined;
  const tiff = payload.subarray(6);
  const order = tiff.toString('latin1', 0, 2);
  if (order !== 'II' && order !== 'MM') return undefined;
  const u16 = (at: number) => (order === 'II' ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (order === 'II' ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd = u32(4);
  if (ifd + 2 > tiff.length) return undefined;
  const count = u16(ifd);
  for (let i = 0; i < count && ifd + 2 + i * 12 + 12 <= tiff.length; i++) {
    const entry = ifd + 2 + i * 12;
    if (u16(entry) !== 0x0112 || u16(entry + 2) !== 3) continue; // Orientation, a SHORT
    const value = u16(entry + 8);
    return value >= 2 && value <= 8 ? value : undefined;
  }
  return undefined;
}

/** APP1 with an EXIF of one tag: IFD0 holding Orientation, big-endian. */
function orientationSegment(orientation: number): Buffer {
  const tiff = Buffer.alloc(26);
  tiff.write('MM', 0, 'latin1');
  tiff.writeUInt16BE(42, 2);
  tiff.writeUInt32BE(8, 4); // IFD0 right after the header
  tiff.writeUInt16BE(1, 8); // one entry
  tiff.writeUInt16BE(0x0112, 10);
  tiff.writeUInt16BE(3, 12); // SHORT
  tiff.writeUInt32BE(1, 14); // one value
  tiff.writeUInt16BE(orientation, 18);
  // bytes 22–25: no next IFD
  return segment(APP1, Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]));
}

/** The JFIF header as a decoder reads it (version, density), without the thumbnail it may carry. */
function jfifSegment(payload: Buffer): Buffer | undefined {
  if (!startsWith(payload, 'JFIF\0') || payload.length < 14) return undefined;
  const header = Buffer.from(payload.subarray(0, 14));
  header[12] = 0; // thumbnail width
  header[13] = 0; // thumbnail height
  return segment(APP0, header);
}

/** What becomes of one APPn or COM segment: kept, rewritten, or dropped (undefined). */
function keptMarkerSegment(marker: number, payload: Buffer, whole: Buffer): Buffer | undefined {
  if (marker === APP0) return jfifSegment(payload);
  if (marker === APP1) {
    const orientation = exifOrientation(payload);
    return orientation ? orientationSegment(orientation) : undefined;
  }
  if (marker === APP2 && startsWith(payload, 'ICC_PROFILE\0')) return whole;
  if (marker === APP14 && startsWith(payload, 'Adobe')) return whole;
  return undefined; // COM, XMP, IPTC (APP13) and every other application segment
}

/** The end of the entropy-coded data from `at`: the next marker that is not a stuffed byte, a fill or a restart. */
function scanEnd(bytes: Buffer, at: number): number {
  let i = at;
  while (i + 1 < bytes.length) {
    if (bytes[i] === 0xff) {
      const next = bytes[i + 1];
      if (next === 0x00 || (next >= 0xd0 && next <= 0xd7)) i += 2;
      else if (next === 0xff) i += 1;
      else return i;
    } else i += 1;
  }
  return bytes.length;
}

export function stripJpeg(bytes: Buffer): Buffer {
  const kept: Buffer[] = [bytes.subarray(0, 2)];
  let [at, oriented] = [2, false];
  while (at + 2 <= bytes.length && bytes[at] === 0xff) {
    const marker = bytes[at + 1];
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === EOI) {
      kept.push(bytes.subarray(at, at + 2));
      break; // anything after the end of the image is not the image
    }
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      kept.push(bytes.subarray(at, at + 2)); // a restart or TEM: no length
      at += 2;
      continue;
    }
    if (at + 4 > bytes.length) break;
    const end = at + 2 + bytes.readUInt16BE(at + 2);
    if (end > bytes.length || end < at + 4) break;
    const whole = bytes.subarray(at, end);
    if ((marker >= APP0 && marker <= 0xef) || marker === COM) {
      const keep = keptMarkerSegment(marker, bytes.subarray(at + 4, end), whole);
      // One orientation: a second EXIF (a writer's leftover) is not a second say on how the picture stands.
      if (keep && !(marker === APP1 && oriented)) kept.push(keep);
      oriented ||= Boolean(keep) && marker === APP1;
      at = end;
      continue;
    }
    kept.push(whole);
    at = end;
    if (marker === SOS) {
      const dataEnd = scanEnd(bytes, at);
      kept.push(bytes.subarray(at, dataEnd));
      at = dataEnd;
    }
  }
  return Buffer.concat(kept);
}
