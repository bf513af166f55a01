// The foods group's Lambda: searches of the food table and one food (docs/NUTRITION.md "Searching the food table").
// It reads only the table file beside its bundle: both actions write nothing, so they start alongside the caller's
// standing check.
import { createApiHandler, type RouteActions } from '../core/http-handler';
import { getFood, searchFoodsAction } from './foods';

export const actions: RouteActions = {
  'GET /api/foods/': { run: searchFoodsAction, readsOnly: true },
  'GET /api/foods/{table}/{code}/': { run: getFood, readsOnly: true },
};

export const handler = createApiHandler('foods', actions);
