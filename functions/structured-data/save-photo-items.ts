// POST /api/structured-data/save-with-image/ (multipart: raw_text, items as a JSON string, timezone, image):
// the photo is stored under the person's prefix and every entry of the save points at it.
import { ulid } from 'ulid';
import { BadRequest, ValidationError } from '../core/http-error';
import type { ApiRequest, ApiResult } from '../core/http-handler';
import { parseBody } from '../core/validate';
import { EXTENSIONS, readPhotoForm } from '../ai/uploaded-photo';
import { imagesStorage } from '../providers/storage/buckets';
import { objectKeys } from '../providers/storage/object-keys';
import { saveItems, saveRequest } from './save-items';

function parseItems(text: string | undefined): unknown {
  try {
    return JSON.parse(text ?? '');
  } catch {
    throw ValidationError.field('items', 'Send the items as a JSON list.');
  }
}

export async function savePhotoItems(request: ApiRequest): Promise<ApiResult> {
  const user = request.user!;
  const { fields, photo } = await readPhotoForm(request);
  const input = parseBody(saveRequest, { raw_text: fields.raw_text, timezone: fields.timezone, items: parseItems(fields.items) });
  if (!photo) throw new BadRequest('Please select a valid image file');
  const key = objectKeys.image(user.userId, ulid(), EXTENSIONS[photo.mediaType]);
  const images = imagesStorage();
  await images.putObject(key, photo.bytes, photo.mediaType);
  try {
    return { statusCode: 201, body: await saveItems(user, input, key) };
  } catch (error) {
    // Nothing half-saved: an image no entry points at is removed again.
    await images.deletePrefix(key).catch(() => undefined);
    throw error;
  }
}
