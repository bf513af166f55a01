// The structured-data group's Lambda: saving reviewed AI items.
import { createApiHandler, type RouteActions } from '../core/http-handler';
import { parseBody } from '../core/validate';
import { saveItems, saveRequest } from './save-items';

export const actions: RouteActions = {
  'POST /api/structured-data/save/': async (request) => ({
    statusCode: 201,
    body: await saveItems(request.user!, parseBody(saveRequest, request.body), null),
  }),
};

export const handler = createApiHandler('structured-data', actions);
