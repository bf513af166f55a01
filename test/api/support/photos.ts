// Photos for api tests: tiny JPEG and PNG files that carry GPS metadata, and multipart posts like the browser's.
import { apiUrl } from './runtime';

const segment = (marker: number, payload: Buffer) => {
  const header = Buffer.alloc(4);
  header.writeUInt16BE(0xff00 | marker, 0);
  header.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([header, payload]);
};

export const GPS_MARKER = 'GPSLatitude 48.8584 GPSLongitude 2.2945';

/** SOI, a JFIF APP0, an EXIF APP1 holding a location, a scan, EOI: enough for type checks and metadata stripping. */
export function jpegWithLocation(extraBytes = 0): Buffer {
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    segment(0xe0, Buffer.from('JFIF\0\x01\x01\0\0\x01\0\x01\0\0', 'latin1')),
    segment(0xe1, Buffer.from(`Exif\0\0${GPS_MARKER}`, 'latin1')),
    Buffer.from([0xff, 0xda, 0x00, 0x08, 0x01, 0x01, 0x00, 0x00, 0x3f, 0x00]),
    Buffer.alloc(extraBytes + 16, 0x55),
    Buffer.from([0xff, 0xd9]),
  ]);
}

export async function postForm(
  path: string,
  token: string,
  fields: Record<string, string>,
  file?: { bytes: Buffer; name: string; type: string },
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append('image', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const response = await fetch(apiUrl(path), { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
  const text = await response.text();
  return { status: response.status, body: /json/.test(response.headers.get('content-type') ?? '') && text ? JSON.parse(text) : text };
}

/**
 * A food entry saved from a photo, as the AI review saves one (raw text, one item, the JPEG above): what a backup or
 * an export test needs of a photo. Answers the save's body (entries, user_input_id, image_url); throws unless 201.
 */
export async function savePhotoEntry(token: string, details: string, rawText: string) {
  const items = JSON.stringify([{ category: 'food_drinks', details, calculated_time: '2026-11-21T12:30:00', notes: '' }]);
  const photo = { bytes: jpegWithLocation(), name: `${rawText}.jpg`, type: 'image/jpeg' };
  const saved = await postForm('/api/structured-data/save-with-image/', token, { raw_text: rawText, items, timezone: 'UTC' }, photo);
  if (saved.status !== 201) throw new Error(`photo save failed: ${saved.status} ${JSON.stringify(saved.body)}`);
  return saved.body;
}
