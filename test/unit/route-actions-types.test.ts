// Route actions typed by their contract (functions/core/handler-types.ts RouteActions<typeof contract>): `tsc -p .` checks
// this file, so each @ts-expect-error below must stay an error: an answer the contract does not list, an input of
// the wrong type, a missing schema, a path parameter the route does not name, a `readsOnly` action reading more of its
// caller than the id. The runtime part only shows the well-typed map is an ordinary action map.
import type * as z from 'zod';
import type { RouteActions } from '../../functions/core/handler-types';
import type { insightsContract } from '../../shared/contracts/insights';
import { insightsQuery } from '../../shared/schemas/insights';

type Insights = z.input<(typeof insightsContract)['GET /api/insights/']['responses'][200]>;
const figures = {} as Insights;

const reports = {
  'POST /api/insights/reports/': { json: {} as never, run: async () => ({ statusCode: 201 as const, body: undefined }) },
  'GET /api/insights/reports/': { run: async () => ({ statusCode: 200 as const, body: [] }) },
  'GET /api/insights/reports/{id}/': { run: async () => ({ statusCode: 200 as const }) },
  'GET /api/insights/summary/': { query: insightsQuery, run: async () => ({ statusCode: 200 as const }) },
  'GET /api/insights/adherence/': { run: async () => ({ statusCode: 200 as const }) },
};

const numberOfDays = (days: number) => days;
const textOf = (text: string) => text;

export const typed: RouteActions<typeof insightsContract> = {
  ...reports,
  'GET /api/insights/': {
    query: insightsQuery,
    run: async ({ query }) => ({ statusCode: 200, body: figures, headers: { n: `${numberOfDays(query.days)}` } }),
  },
};

const wrongStatus = async () => ({ statusCode: 201 as const, body: figures });
export const statusNotInContract: RouteActions<typeof insightsContract> = {
  ...reports,
  // @ts-expect-error the contract answers 200, not 201
  'GET /api/insights/': { query: insightsQuery, run: wrongStatus },
};

const wrongInput = async ({ query }: { query: { days: string } }) => ({
  statusCode: 200 as const,
  body: figures,
  headers: { n: textOf(query.days) },
});
export const inputNotInContract: RouteActions<typeof insightsContract> = {
  ...reports,
  // @ts-expect-error days is a number once parsed, not a string
  'GET /api/insights/': { query: insightsQuery, run: wrongInput },
};

const answers = async () => ({ statusCode: 200 as const, body: figures });
export const missingSchema: RouteActions<typeof insightsContract> = {
  ...reports,
  // @ts-expect-error the contract has a query, so the action must name the schema the router parses it with
  'GET /api/insights/': { run: answers },
};

// One shape for both kinds of action: `{ user, params, query, body }`; a readsOnly action's user is the token's id only.
const listReports = async (userId: string) => (userId ? [] : []);
export const readsOnlyTyped: RouteActions<typeof insightsContract> = {
  ...reports,
  'GET /api/insights/reports/': { readsOnly: true, run: async ({ user }) => ({ statusCode: 200, body: await listReports(user.userId) }) },
  'GET /api/insights/': { query: insightsQuery, run: async ({ user }) => ({ statusCode: 200, body: figures, headers: { n: user.email } }) },
};

export const readsOnlyReadsTheUser: RouteActions<typeof insightsContract> = {
  ...reports,
  'GET /api/insights/': {
    query: insightsQuery,
    readsOnly: true,
    // @ts-expect-error a readsOnly action starts before the user item is read: it has the caller's id, not its e-mail
    run: async ({ user }) => ({ statusCode: 200, body: figures, headers: { n: user.email } }),
  },
};

const reportOf = async (id: string) => ({ statusCode: 200 as const, body: id ? undefined : undefined });
export const paramsByPath: RouteActions<typeof insightsContract> = {
  ...reports,
  'GET /api/insights/': { query: insightsQuery, run: answers },
  'GET /api/insights/reports/{id}/': { run: async ({ params }) => reportOf(params.id) },
};
export const paramNotInPath: RouteActions<typeof insightsContract> = {
  ...reports,
  'GET /api/insights/': { query: insightsQuery, run: answers },
  // @ts-expect-error the path names {id}, not {report}
  'GET /api/insights/reports/{id}/': { run: async ({ params }) => reportOf(params.report) },
};

describe('route actions typed by their contract', () => {
  it('are plain action maps at run time', () => {
    expect(Object.keys(typed).sort()).toEqual(Object.keys(missingSchema).sort());
  });
});
