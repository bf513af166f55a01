// A chosen file is a photo when its first bytes say so (shared/image-type.ts, the rule the API checks uploads
// with): a text file renamed .jpg is refused at once, in plain words, before any thumbnail or upload.
import { IMAGE_SIGNATURE_BYTES, imageTypeOf } from '@shared/image-type';

/** The file's first bytes (FileReader: every browser, and jsdom, has it). */
function firstBytes(file: Blob, count: number): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsArrayBuffer(file.slice(0, count));
  });
}

/** True when the bytes are a JPEG, PNG, GIF, WebP or HEIC image; false for anything else or an unreadable file. */
export async function isPhoto(file: Blob): Promise<boolean> {
  try {
    return imageTypeOf(await firstBytes(file, IMAGE_SIGNATURE_BYTES)) !== undefined;
  } catch {
    return false;
  }
}
