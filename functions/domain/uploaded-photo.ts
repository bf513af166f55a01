// Checks a photo form (docs/PRODUCT.md §7 multipart calls), as the router read it within photoRoute's limits: the text
// fields and the image, checked by its bytes (never the declared type or name), at most 5 MB, with location and other
// metadata removed (S27–S30).
import { Invalid, InvalidFields } from '../platform/errors';
import { imageTypeOf } from './image-type';
import type { ExtractionRequest } from '../providers/ai/ai-port';
import { stripMetadata } from './strip-metadata';

export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
/** The form around the photo: a few short fields. */
const FIELDS_MAX_BYTES = 256 * 1024;

/** The route settings of a photo form: a multipart body with room for the photo and its fields, read by the router. */
export const photoRoute = {
  body: 'multipart',
  maxBodyBytes: PHOTO_MAX_BYTES + FIELDS_MAX_BYTES,
  multipart: { fileBytes: PHOTO_MAX_BYTES, fieldBytes: FIELDS_MAX_BYTES },
} as const;

const MODEL_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif']);
export const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'image/gif': 'gif' };

export type Photo = NonNullable<ExtractionRequest['image']>;

export interface PhotoForm {
  fields: Record<string, string>;
  photo?: Photo;
}

/** A form as read: its text fields and files by field name. */
export interface ReadForm {
  fields: Record<string, string>;
  files: Record<string, { bytes: Buffer }>;
}

export function photoFormOf(form: ReadForm | undefined): PhotoForm {
  if (!form) return { fields: {} };
  const file = form.files.image;
  if (!file || file.bytes.length === 0) return { fields: form.fields };
  const type = imageTypeOf(file.bytes);
  if (!type || !MODEL_TYPES.has(type)) throw InvalidFields.field('image', 'Please select a valid image file');
  return { fields: form.fields, photo: { bytes: stripMetadata(file.bytes, type), mediaType: type as Photo['mediaType'] } };
}

/** docs/PRODUCT.md §5: an upload needs text or an image. */
export function requireTextOrPhoto(text: string | undefined, photo: Photo | undefined): void {
  if (!text?.trim() && !photo) throw new Invalid('Please enter some text or select an image');
}
