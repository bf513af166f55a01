// The images group's Lambda: the caller's own images, read from the private bucket.
import { createApiHandler } from '../core/http-handler';
import { exportsStorage, imagesStorage } from '../providers/storage/buckets';
import { getImage } from './get-image';

export const actions = {
  'GET /api/images/{path+}': getImage({ images: imagesStorage(), downloads: exportsStorage() }),
};

export const handler = createApiHandler('images', actions);
