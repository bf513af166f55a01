// The quick-log group's Lambda (docs/QUICK-LOG.md): a person's recent distinct items and their favourites, the chips of
// the capture card. Re-logging one is the save route's (reviewed-items). tsc checks every action against the group's
// contract (shared/contracts/quick-log.ts, a type-only import).
import type { quickLogContract } from '../../shared/contracts/quick-log';
import { addFavouriteRequest, recentsQuery } from '../../shared/schemas/quick-log';
import { createApiHandler, type RouteActions } from '../core/http-handler';
import { zoneOf } from '../domain/entry-time';
import { readRecents } from '../domain/quick-log/recents';
import { addFavourite, dropFavourite, favouritesOf } from './favourites';

export const actions: RouteActions<typeof quickLogContract> = {
  'GET /api/quick-log/recents/': {
    query: recentsQuery,
    readsOnly: true,
    run: async ({ user, query }) => {
      const zone = query.timezone ? zoneOf(query.timezone, 'timezone') : undefined;
      return { statusCode: 200, body: { recents: await readRecents(user.userId, zone) } };
    },
  },
  'GET /api/quick-log/favourites/': {
    readsOnly: true,
    run: async ({ user }) => ({ statusCode: 200, body: { favourites: await favouritesOf(user.userId) } }),
  },
  'POST /api/quick-log/favourites/': {
    json: addFavouriteRequest,
    run: async ({ user, body }) => ({ statusCode: 201, body: await addFavourite(user.userId, body.item) }),
  },
  'DELETE /api/quick-log/favourites/{key}/': {
    run: async ({ user, params }) => {
      await dropFavourite(user.userId, params.key);
      return { statusCode: 204 };
    },
  },
};

export const handler = createApiHandler('quick-log', actions);
