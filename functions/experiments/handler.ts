// The experiments group's Lambda (docs/EXPERIMENTS.md "Routes"): a person's n-of-1 experiments: plans, today's
// condition, the answer and the power estimate. tsc checks every action against the group's contract
// (shared/contracts/experiments.ts, a type-only import).
import type { experimentsContract } from '../../shared/contracts/experiments';
import { experimentPowerRequest } from '../../shared/schemas/experiment-answers';
import { experimentCreateRequest, experimentRemindRequest } from '../../shared/schemas/experiments';
import { createApiHandler, type RouteActions } from '../core/http-handler';
import { listExperiments } from '../data/experiments';
import { createExperiment, deleteExperiment, experimentsOf, own, remindExperimentAt, stopExperiment, withSchedule } from './manage';
import { powerOf } from './power';
import { resultOf } from '../domain/experiment-records/result';
import { todayWithAdherence } from '../domain/experiment-records/today-logged';

export const actions: RouteActions<typeof experimentsContract> = {
  'POST /api/experiments/': {
    json: experimentCreateRequest,
    run: async ({ user, body }) => ({ statusCode: 201, body: await createExperiment(user.userId, body) }),
  },
  'GET /api/experiments/': {
    readsOnly: true,
    run: async ({ user }) => ({ statusCode: 200, body: { experiments: await experimentsOf(user.userId) } }),
  },
  'GET /api/experiments/today/': {
    readsOnly: true,
    run: async ({ user }) => ({
      statusCode: 200,
      body: { today: await todayWithAdherence(user.userId, await listExperiments(user.userId), Date.now()) },
    }),
  },
  'POST /api/experiments/power/': {
    json: experimentPowerRequest,
    run: async ({ user, body }) => ({ statusCode: 200, body: await powerOf(user.userId, body) }),
  },
  'GET /api/experiments/{id}/': {
    readsOnly: true,
    run: async ({ user, params }) => ({ statusCode: 200, body: withSchedule(await own(user.userId, params.id)) }),
  },
  'PUT /api/experiments/{id}/reminder/': {
    json: experimentRemindRequest,
    run: async ({ user, params, body }) => ({ statusCode: 200, body: await remindExperimentAt(user.userId, params.id, body) }),
  },
  'DELETE /api/experiments/{id}/': {
    run: async ({ user, params }) => {
      await deleteExperiment(user.userId, params.id);
      return { statusCode: 204 };
    },
  },
  'POST /api/experiments/{id}/stop/': {
    run: async ({ user, params }) => ({ statusCode: 200, body: await stopExperiment(user.userId, params.id) }),
  },
  'GET /api/experiments/{id}/result/': {
    readsOnly: true,
    run: async ({ user, params }) => ({ statusCode: 200, body: await resultOf(user.userId, await own(user.userId, params.id)) }),
  },
};

export const handler = createApiHandler('experiments', actions);
