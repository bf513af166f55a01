// GET /api/images/{path+}: the bytes of one of the caller's images with their true type, never cached: a meal photo
// is health data, and a browser's cache outlives the session on a shared computer (ASVS 14.3.2).
import { ulid } from 'ulid';
import { NotFound } from '../platform/errors';
import { objectKeys } from '../providers/storage/object-keys';
import { DOWNLOAD_URL_SECONDS, type ObjectStorage } from '../providers/storage/storage-port';
import { ownImageKey } from './image-path';
import { imageTypeOf } from '../domain/image-type';

/**
 * A Lambda response holds 6 MB and binary bodies travel base64-encoded (4/3 larger): 4 MiB of image is
 * 5.6 MB on the wire, which fits with room for headers. Larger images go through a signed URL (docs/EXPORT.md "Images: GET /api/images/{path}").
 */
export const INLINE_IMAGE_MAX_BYTES = 4 * 1024 * 1024;
/**
 * Nothing keeps a copy: not the browser's cache (which logout's Clear-Site-Data would clear too, but only of that
 * browser and only if the person logs out), nor any proxy. The images are small and shown a few at a time, so
 * fetching again costs little; the page keeps what it shows in memory.
 */
const CACHE_CONTROL = 'no-store';

export interface ImagePorts {
  images: ObjectStorage;
  /** Where images too large for a Lambda response are copied for a signed download (short-lived objects). */
  downloads: ObjectStorage;
}

/** The bytes inline, or a 303 to a signed copy when too large for a Lambda response. */
export type ImageAnswer =
  { statusCode: 200; headers: Record<string, string>; binary: Buffer } | { statusCode: 303; headers: Record<string, string> };

/** `rawPath` is the request's path as sent, before any decoding (image-path.ts checks it so). */
export function getImage(ports: ImagePorts) {
  return async (userId: string, rawPath: string): Promise<ImageAnswer> => {
    const key = ownImageKey(rawPath, userId);
    // Another user's path, a traversal and a missing file all look the same (S20, S29).
    const stored = key ? await ports.images.getObject(key, { maxBytes: INLINE_IMAGE_MAX_BYTES }) : undefined;
    if (!key || !stored) throw new NotFound();
    const fileName = key.slice(key.lastIndexOf('/') + 1);
    const headers = servedHeaders(imageTypeOf(stored.bytes), fileName);
    if (stored.complete) return { statusCode: 200, headers, binary: stored.bytes };
    const copy = objectKeys.download(userId, ulid(), /\.(\w+)$/.exec(fileName)?.[1] ?? 'bin');
    await ports.downloads.copyFrom(ports.images.bucket, key, copy);
    const location = await ports.downloads.downloadUrl(copy, {
      contentType: headers['Content-Type'],
      contentDisposition: headers['Content-Disposition'],
      cacheControl: CACHE_CONTROL,
      expiresSeconds: DOWNLOAD_URL_SECONDS,
    });
    return { statusCode: 303, headers: { Location: location, 'Cache-Control': 'no-store' } };
  };
}

/**
 * The type the bytes prove, never the stored one alone (a writer may have been wrong or lying): anything
 * not a known image is a download, so a browser never renders it (S27).
 */
function servedHeaders(imageType: string | undefined, fileName: string): Record<string, string> {
  const common = {
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': CACHE_CONTROL,
    // Were a cache ever to keep one despite no-store, keyed by URL: another account must not get a hit.
    Vary: 'Authorization',
  };
  if (imageType) return { ...common, 'Content-Type': imageType };
  return { ...common, 'Content-Type': 'application/octet-stream', 'Content-Disposition': `attachment; filename="${fileName}"` };
}
