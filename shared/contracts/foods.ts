// The foods group's contracts: searching the food table and reading one food (the review's picker, docs/NUTRITION.md).
import { foodSchema, foodsQuery, foodsResponse } from '../schemas/foods';
import type { GroupContract } from './contract';

export const foodsContract = {
  'GET /api/foods/': { query: foodsQuery, responses: { 200: foodsResponse } },
  'GET /api/foods/{table}/{code}/': { responses: { 200: foodSchema }, refusals: [404] },
} satisfies GroupContract;
