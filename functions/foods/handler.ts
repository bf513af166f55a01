// The foods group's Lambda: searches of the food table and one food (docs/NUTRITION.md "Searching the food table").
// It reads only the table file beside its bundle: both actions write nothing, so they start alongside the caller's
// standing check. The router parses the search's query; tsc checks both actions against the group's contract
// (shared/contracts/foods.ts, a type-only import).
import type { foodsContract } from '../../shared/contracts/foods';
import { foodsQuery } from '../../shared/schemas/foods';
import { createApiHandler, type RouteActions } from '../core/http-handler';
import { getFood, searchFoodResults } from './foods';

export const actions: RouteActions<typeof foodsContract> = {
  'GET /api/foods/': {
    query: foodsQuery,
    readsOnly: true,
    run: async ({ query }) => ({ statusCode: 200, body: { results: searchFoodResults(query.q, query.limit) } }),
  },
  'GET /api/foods/{table}/{code}/': {
    readsOnly: true,
    run: async ({ params }) => ({ statusCode: 200, body: getFood(params.table, params.code) }),
  },
};

export const handler = createApiHandler('foods', actions);
