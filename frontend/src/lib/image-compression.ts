// Photos shrunk in the browser before upload (docs/PRODUCT.md §9): skip ≤ 200 KB, one pass within 1024x768, a second at 800x600.
const KB = 1024;
const MB = 1024 * KB;

export const COMPRESSION_SKIP_BYTES = 200 * KB;
export const COMPRESSION_TARGET_BYTES = 200 * KB;
export const FIRST_PASS_BOX = { width: 1024, height: 768 } as const;
export const SECOND_PASS_BOX = { width: 800, height: 600 } as const;
export const SECOND_PASS_QUALITY = 0.7;

export const IMAGE_COMPRESSION_FAILED = 'Failed to compress image. Please try a different image.';

/** The first pass's JPEG quality by the original's size: 0.75 over 5 MB, 0.85 over 2 MB, else 0.9. */
export function firstPassQuality(bytes: number): number {
  if (bytes > 5 * MB) return 0.75;
  if (bytes > 2 * MB) return 0.85;
  return 0.9;
}

/** The size that fits within the box keeping the aspect ratio; never enlarged. */
export function fitWithin(width: number, height: number, box: { width: number; height: number }) {
  const scale = Math.min(1, box.width / width, box.height / height);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

type Picture = { source: CanvasImageSource; width: number; height: number; release(): void };

/** Decodes the file: createImageBitmap where the browser has it, an <img> on an object URL otherwise. */
async function decode(file: Blob): Promise<Picture> {
  if (typeof createImageBitmap === 'function') {
    const bitmap = await createImageBitmap(file);
    return { source: bitmap, width: bitmap.width, height: bitmap.height, release: () => bitmap.close() };
  }
  const url = URL.createObjectURL(file);
  try {
    const img = new Image();
    await new Promise<void>((resolve, reject) => {
      img.onload = () => resolve();
      img.onerror = () => reject(new Error('The image could not be decoded'));
      img.src = url;
    });
    return { source: img, width: img.naturalWidth, height: img.naturalHeight, release: () => undefined };
  } finally {
    URL.revokeObjectURL(url);
  }
}

function encode(picture: Picture, box: { width: number; height: number }, quality: number): Promise<Blob> {
  const size = fitWithin(picture.width, picture.height, box);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('No 2D canvas'));
  context.drawImage(picture.source, 0, 0, size.width, size.height);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The canvas gave no JPEG'))), 'image/jpeg', quality),
  );
}

const jpegName = (name: string) => `${name.replace(/\.[^./]+$/, '') || 'photo'}.jpg`;

/**
 * The file to upload: as is when 200 KB or smaller, otherwise a JPEG within 1024x768 (quality by size) and, if that
 * is still above 200 KB, within 800x600 at 0.7. Rejects with IMAGE_COMPRESSION_FAILED when it cannot be decoded or encoded.
 */
export async function compressImage(file: File): Promise<File> {
  if (file.size <= COMPRESSION_SKIP_BYTES) return file;
  let picture: Picture | undefined;
  try {
    picture = await decode(file);
    let blob = await encode(picture, FIRST_PASS_BOX, firstPassQuality(file.size));
    if (blob.size > COMPRESSION_TARGET_BYTES) blob = await encode(picture, SECOND_PASS_BOX, SECOND_PASS_QUALITY);
    return new File([blob], jpegName(file.name), { type: 'image/jpeg', lastModified: file.lastModified });
  } catch {
    throw new Error(IMAGE_COMPRESSION_FAILED);
  } finally {
    picture?.release();
  }
}
