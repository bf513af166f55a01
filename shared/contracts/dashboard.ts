// The dashboard group's contract: the first screen's summary (docs/API.md "Dashboard", docs/PERFORMANCE.md).
import { dashboardQuery, dashboardResponse } from '../schemas/dashboard';
import type { GroupContract } from './contract';

export const dashboardContract = {
  'GET /api/dashboard/': { query: dashboardQuery, responses: { 200: dashboardResponse } },
} satisfies GroupContract;
