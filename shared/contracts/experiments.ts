// The experiments group's contracts: n-of-1 experiments (docs/EXPERIMENTS.md "Routes"): plans, today's condition, the
// answer and the power estimate.
import {
  experimentPowerRequest,
  experimentPowerResponse,
  experimentResultResponse,
  experimentsTodayResponse,
} from '../schemas/experiment-answers';
import {
  experimentCreateRequest,
  experimentDetailResponse,
  experimentRemindRequest,
  experimentSchema,
  experimentsResponse,
} from '../schemas/experiments';
import type { GroupContract } from './contract';

export const experimentsContract = {
  'POST /api/experiments/': { request: { json: experimentCreateRequest }, responses: { 201: experimentSchema }, refusals: [409] },
  'GET /api/experiments/': { responses: { 200: experimentsResponse } },
  'GET /api/experiments/today/': { responses: { 200: experimentsTodayResponse } },
  'POST /api/experiments/power/': { request: { json: experimentPowerRequest }, responses: { 200: experimentPowerResponse } },
  'GET /api/experiments/{id}/': { responses: { 200: experimentDetailResponse }, refusals: [404] },
  'PUT /api/experiments/{id}/reminder/': {
    request: { json: experimentRemindRequest },
    responses: { 200: experimentSchema },
    refusals: [404, 409],
  },
  'DELETE /api/experiments/{id}/': { responses: { 204: 'empty' }, refusals: [404] },
  'POST /api/experiments/{id}/stop/': { responses: { 200: experimentSchema }, refusals: [404, 409] },
  'GET /api/experiments/{id}/result/': { responses: { 200: experimentResultResponse }, refusals: [404] },
} satisfies GroupContract;
