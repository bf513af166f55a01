// The quick-log group's contracts: recents and favourites for re-logging (docs/QUICK-LOG.md). Re-logging itself is the
// save route's (shared/contracts/reviewed-items.ts).
import { addFavouriteRequest, favouriteSchema, favouritesResponse, recentsQuery, recentsResponse } from '../schemas/quick-log';
import type { GroupContract } from './contract';

export const quickLogContract = {
  'GET /api/quick-log/recents/': { query: recentsQuery, responses: { 200: recentsResponse } },
  'GET /api/quick-log/favourites/': { responses: { 200: favouritesResponse } },
  'POST /api/quick-log/favourites/': { request: { json: addFavouriteRequest }, responses: { 201: favouriteSchema } },
  'DELETE /api/quick-log/favourites/{key}/': { responses: { 204: 'empty' }, refusals: [404] },
} satisfies GroupContract;
