// Removes metadata (EXIF with GPS location, XMP, IPTC, comments, text chunks) from photos before they are stored
// (S30, issue 21): every photo that enters the images bucket passes here, an upload (functions/domain/uploaded-photo.ts,
// for the AI's capture and a photo entry's save) or a backup's image (functions/imports/backup/restore-items.ts).
// Each format keeps an allow-list of what displays the picture as taken, so a kind of metadata nobody thought of is
// dropped too: JPEG in strip-jpeg.ts, GIF in strip-gif.ts; PNG and WebP here. HEIC and HEIF are not stripped (their
// metadata are items of a box tree): no path stores them (uploads take JPEG, PNG, WebP and GIF; a backup's HEIC is
// a problem), and STRIPPED_TYPES says which types may be stored.
import { stripGif } from './strip-gif';
import { stripJpeg } from './strip-jpeg';

/** The types whose metadata can be removed: the only ones a writer of the images bucket stores. */
export const STRIPPED_TYPES: ReadonlySet<string> = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif']);

/**
 * PNG chunks kept: the picture (IHDR, PLTE, IDAT, IEND), how to show it (transparency, gamma, chromaticities,
 * sRGB, the ICC profile, significant bits, background, pixel size, HDR colour: cICP, mDCv, cLLi) and an animation's
 * frames (acTL, fcTL, fdAT). Text (tEXt, iTXt, zTXt), EXIF (eXIf), time (tIME), content credentials (caBX) and any
 * private chunk go.
 */
const PNG_KEPT = new Set([
  'IHDR',
  'PLTE',
  'IDAT',
  'IEND',
  'tRNS',
  'gAMA',
  'cHRM',
  'sRGB',
  'iCCP',
  'sBIT',
  'bKGD',
  'pHYs',
  'cICP',
  'mDCv',
  'cLLi',
  'acTL',
  'fcTL',
  'fdAT',
]);

/** WebP chunks kept: the picture (VP8, VP8L, VP8X, ALPH), an animation's (ANIM, ANMF) and the colour profile (ICCP). */
const WEBP_KEPT = new Set(['VP8 ', 'VP8L', 'VP8X', 'ALPH', 'ANIM', 'ANMF', 'ICCP']);

function stripPng(bytes: Buffer): Buffer {
  const kept: Buffer[] = [bytes.subarray(0, 8)];
  let at = 8;
  while (at + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    const end = at + 12 + length;
    if (end > bytes.length) break; // cut short: what cannot be read is not kept
    if (PNG_KEPT.has(type)) kept.push(bytes.subarray(at, end));
    at = end;
    if (type === 'IEND') break; // nothing after the end is the picture
  }
  return Buffer.concat(kept);
}

function stripWebp(bytes: Buffer): Buffer {
  const kept: Buffer[] = [];
  let at = 12;
  while (at + 8 <= bytes.length) {
    const type = bytes.toString('latin1', at, at + 4);
    const size = bytes.readUInt32LE(at + 4);
    const end = at + 8 + size + (size % 2);
    if (end > bytes.length + (size % 2)) break;
    if (WEBP_KEPT.has(type)) {
      const chunk = Buffer.from(bytes.subarray(at, Math.min(end, bytes.length)));
      if (type === 'VP8X' && chunk.length > 8) chunk[8] &= ~0x0c; // clear the EXIF and XMP present flags
      kept.push(chunk);
    }
    at = end;
  }
  const body = Buffer.concat(kept);
  const header = Buffer.from(bytes.subarray(0, 12));
  if (header.length === 12) header.writeUInt32LE(body.length + 4, 4);
  return Buffer.concat([header, body]);
}

export function stripMetadata(bytes: Buffer, type: string): Buffer {
  if (type === 'image/jpeg') return stripJpeg(bytes);
  if (type === 'image/png') return stripPng(bytes);
  if (type === 'image/webp') return stripWebp(bytes);
  if (type === 'image/gif') return stripGif(bytes);
  return bytes;
}
