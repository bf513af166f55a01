// A GIF without its metadata (issue 21): the blocks are walked and only the picture is kept: the screen descriptor
// and colour tables, each frame with its graphic control (timing, transparency) and the NETSCAPE2.0 / ANIMEXTS1.0
// loop count an animation needs. Dropped: comment extensions, plain-text extensions (no browser draws them), every
// other application extension (XMP, ICC, editors' data) and whatever follows the trailer. A structure the walk
// cannot follow is cut there.

const LOOPING = new Set(['NETSCAPE2.0', 'ANIMEXTS1.0']);

/** The end of the data sub-blocks starting at `at` (each a length byte and that many bytes, ended by a zero). */
function subBlocksEnd(bytes: Buffer, at: number): number | undefined {
  let i = at;
  while (i < bytes.length) {
    const size = bytes[i];
    i += 1 + size;
    if (size === 0) return i <= bytes.length ? i : undefined;
  }
  return undefined;
}

const colourTableBytes = (flags: number) => (flags & 0x80 ? 3 * 2 ** ((flags & 0x07) + 1) : 0);

export function stripGif(bytes: Buffer): Buffer {
  const screenEnd = 13 + colourTableBytes(bytes[10] ?? 0);
  if (bytes.length < screenEnd) return bytes.subarray(0, Math.min(bytes.length, 13));
  const kept: Buffer[] = [bytes.subarray(0, screenEnd)];
  let at = screenEnd;
  while (at < bytes.length) {
    const introducer = bytes[at];
    if (introducer === 0x3b) {
      kept.push(bytes.subarray(at, at + 1)); // the trailer; nothing after it is kept
      break;
    }
    let end: number | undefined;
    let keep = false;
    if (introducer === 0x2c) {
      // An image: descriptor, local colour table, LZW code size, then its data.
      const dataAt = at + 10 + colourTableBytes(bytes[at + 9] ?? 0) + 1;
      end = dataAt <= bytes.length ? subBlocksEnd(bytes, dataAt) : undefined;
      keep = true;
    } else if (introducer === 0x21 && at + 2 < bytes.length) {
      const label = bytes[at + 1];
      end = subBlocksEnd(bytes, at + 2);
      const identifier = bytes.toString('latin1', at + 3, at + 14);
      keep = label === 0xf9 || (label === 0xff && bytes[at + 2] === 11 && LOOPING.has(identifier));
    }
    if (end === undefined) break;
    if (keep) kept.push(bytes.subarray(at, end));
    at = end;
  }
  return Buffer.concat(kept);
}
