// The reviewed-items group's Lambda: saving reviewed AI items, with or without their photo. The router parses each
// request (the JSON body with saveRequest, the photo form within photoRoute's limits) and tsc checks every action
// against the group's contract.
import { createApiHandler, type RouteActions } from '../core/http-handler';
import { parseMultipart } from '../core/multipart';
import { photoRoute } from '../domain/uploaded-photo';
import type { reviewedItemsContract } from '../../shared/contracts/reviewed-items';
import { saveRequest } from '../../shared/schemas/save';
import { saveItems } from './save-items';
import { savePhotoItems } from './save-photo-items';

export const actions: RouteActions<typeof reviewedItemsContract> = {
  'POST /api/structured-data/save/': {
    json: saveRequest,
    run: async ({ user, body, idempotency }) => ({ statusCode: 201, body: await saveItems(user, body, null, { work: idempotency }) }),
  },
  'POST /api/structured-data/save-with-image/': {
    ...photoRoute,
    readForm: parseMultipart,
    run: async ({ user, form, idempotency }) => ({ statusCode: 201, body: await savePhotoItems(user, form, idempotency) }),
  },
};

export const handler = createApiHandler('reviewed-items', actions);
