// GET /api/ai/usage-report/ (staff only): tokens and images per user and month, newest month first.
import type { ApiResult } from '../core/http-handler';
import { listUsage } from '../data/usage';

export async function usageReport(): Promise<ApiResult> {
  return { statusCode: 200, body: await listUsage() };
}
