// The images group's Lambda: the caller's own images, read from the private bucket. The use case gets the path as
// sent (event.rawPath, undecoded: image-path.ts); tsc checks the action against the group's contract
// (shared/contracts/images.ts, a type-only import).
import type { imagesContract } from '../../shared/contracts/images';
import { createApiHandler, type RouteActions } from '../core/http-handler';
import { exportsStorage, imagesStorage } from '../providers/storage/buckets';
import { getImage } from './get-image';

const imageOf = getImage({ images: imagesStorage(), downloads: exportsStorage() });

export const actions: RouteActions<typeof imagesContract> = {
  'GET /api/images/{path+}': { run: async ({ user, event }) => imageOf(user.userId, event.rawPath) },
};

export const handler = createApiHandler('images', actions);
