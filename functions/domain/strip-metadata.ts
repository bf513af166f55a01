// Removes metadata (EXIF with GPS location, XMP, text chunks) from uploaded photos before they are stored (S30).
// JPEG: APP1 segments; PNG: eXIf and text chunks; WebP: EXIF and XMP chunks (and their VP8X flags); GIF has none.

const PNG_DROPPED = new Set(['eXIf', 'tEXt', 'iTXt', 'zTXt']);

function stripJpeg(bytes: Buffer): Buffer {
  const kept: Buffer[] = [bytes.subarray(0, 2)];
  let at = 2;
  while (at + 4 <= bytes.length && bytes[at] === 0xff) {
    const marker = bytes[at + 1];
    if (marker === 0xda) break; // start of scan: the image data follows, copied as is
    const length = bytes.readUInt16BE(at + 2);
    if (marker !== 0xe1) kept.push(bytes.subarray(at, at + 2 + length)); // APP1 holds EXIF and XMP
    at += 2 + length;
  }
  kept.push(bytes.subarray(at));
  return Buffer.concat(kept);
}

function stripPng(bytes: Buffer): Buffer {
  const kept: Buffer[] = [bytes.subarray(0, 8)];
  let at = 8;
  while (at + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    const end = at + 12 + length;
    if (!PNG_DROPPED.has(type)) kept.push(bytes.subarray(at, end));
    at = end;
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
    if (type !== 'EXIF' && type !== 'XMP ') {
      const chunk = Buffer.from(bytes.subarray(at, end));
      if (type === 'VP8X') chunk[8] &= ~0x0c; // clear the EXIF and XMP present flags
      kept.push(chunk);
    }
    at = end;
  }
  const body = Buffer.concat(kept);
  const header = Buffer.from(bytes.subarray(0, 12));
  header.writeUInt32LE(body.length + 4, 4);
  return Buffer.concat([header, body]);
}

export function stripMetadata(bytes: Buffer, type: string): Buffer {
  if (type === 'image/jpeg') return stripJpeg(bytes);
  if (type === 'image/png') return stripPng(bytes);
  if (type === 'image/webp') return stripWebp(bytes);
  return bytes;
}
