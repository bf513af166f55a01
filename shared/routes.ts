// The route table with its contract: every route of shared/route-paths.ts joined to its group's request and response
// schemas (shared/contracts/<group>.ts). It loads every schema, so only what needs all of them reads it: the OpenAPI
// document, the typed web client's generator and the tests. A group's handler reads shared/route-paths.ts.
import { aiContract } from './contracts/ai';
import { authContract } from './contracts/auth';
import { dashboardContract } from './contracts/dashboard';
import type { GroupContract, RouteContract } from './contracts/contract';
import { docsContract } from './contracts/docs';
import { exportContract } from './contracts/export';
import { foodsContract } from './contracts/foods';
import { imagesContract } from './contracts/images';
import { importsContract } from './contracts/imports';
import { insightsContract } from './contracts/insights';
import { entriesContract } from './contracts/entries';
import { experimentsContract } from './contracts/experiments';
import { paymentsContract } from './contracts/payments';
import { remindersContract } from './contracts/reminders';
import { pushContract } from './contracts/push';
import { quickLogContract } from './contracts/quick-log';
import { reviewedItemsContract } from './contracts/reviewed-items';
import { sharesContract } from './contracts/shares';
import { routeId, routePaths, type NamedRoute, type ResourceGroup } from './route-paths';

/** Each group's contracts, by group. */
export const contracts: Record<ResourceGroup, GroupContract> = {
  auth: authContract,
  entries: entriesContract,
  images: imagesContract,
  export: exportContract,
  imports: importsContract,
  ai: aiContract,
  'reviewed-items': reviewedItemsContract,
  payments: paymentsContract,
  insights: insightsContract,
  docs: docsContract,
  foods: foodsContract,
  reminders: remindersContract,
  push: pushContract,
  'quick-log': quickLogContract,
  shares: sharesContract,
  experiments: experimentsContract,
  dashboard: dashboardContract,
};

/** A route with its contract: the OpenAPI document and the typed web client read it. */
export interface Route extends NamedRoute, RouteContract {}

export const routes: readonly Route[] = routePaths.map((route) => {
  const contract = contracts[route.group][routeId(route)];
  if (!contract) throw new Error(`${routeId(route)} has no contract in shared/contracts/${route.group}.ts`);
  return { ...route, ...contract };
});

/** For files that named the group type here before the paths had a module of their own. */
export type { ResourceGroup } from './route-paths';
