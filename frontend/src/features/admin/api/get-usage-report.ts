// The usage report (operation usageReport; docs/PRODUCT.md "Usage report row", §7; staff only): rows grouped per user for the report tables.
import useSWR from 'swr';
import { ApiError } from '@/lib/api-client';
import { callApi, pathOf, type AnswerOf } from '@/lib/call-api';
import { withDataRetries } from '@/lib/data-fetcher';
import * as aiOps from '@/lib/operations/ai.generated';

/** One user's tokens and images in one month ('YYYY-MM'). */
export type UsageReportRow = AnswerOf<'usageReport'>[number];

export interface UserUsage {
  user: string;
  /** Newest month first. */
  months: UsageReportRow[];
}

export const getUsageReport = () => withDataRetries((opts) => callApi(aiOps.usageReport, {}, opts));

/** One group per user (alphabetical), each with its months newest first. */
export function groupByUser(rows: readonly UsageReportRow[]): UserUsage[] {
  const byUser = new Map<string, UsageReportRow[]>();
  for (const row of rows) {
    const months = byUser.get(row.user);
    if (months) months.push(row);
    else byUser.set(row.user, [row]);
  }
  return [...byUser.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([user, months]) => ({ user, months: months.sort((a, b) => b.month.localeCompare(a.month)) }));
}

/** docs/PRODUCT.md §8: the body's detail, else the error's message. */
export function usageReportErrorText(error: unknown): string {
  const body = error instanceof ApiError ? error.body : undefined;
  const detail = typeof body === 'object' && body !== null ? (body as { detail?: unknown }).detail : undefined;
  const reason = typeof detail === 'string' && detail ? detail : error instanceof Error ? error.message : String(error);
  return `Failed to fetch usage data: ${reason}`;
}

/** No call at all unless `enabled` (the page passes is_staff). */
export function useUsageReport(enabled: boolean) {
  return useSWR<UsageReportRow[]>(enabled ? pathOf(aiOps.usageReport) : null, getUsageReport);
}
