// The structured-data group's Lambda: saving reviewed AI items, with or without their photo.
import { createApiHandler, type RouteActions } from '../core/http-handler';
import { parseBody } from '../core/validate';
import { photoRoute } from '../domain/uploaded-photo';
import { saveRequest } from '../../shared/schemas/save';
import { saveItems } from './save-items';
import { savePhotoItems } from './save-photo-items';

export const actions: RouteActions = {
  'POST /api/structured-data/save/': async (request) => ({
    statusCode: 201,
    body: await saveItems(request.user!, parseBody(saveRequest, request.body), null, { work: request.idempotency }),
  }),
  'POST /api/structured-data/save-with-image/': { ...photoRoute, run: savePhotoItems },
};

export const handler = createApiHandler('structured-data', actions);
