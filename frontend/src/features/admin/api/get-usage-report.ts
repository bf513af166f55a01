// GET /api/ai/usage-report/ (SPEC.md §3 "Usage report row", §7; staff only): rows grouped per user for the report tables.
import useSWR from 'swr';
import { ApiError } from '@/lib/api-client';
import { fetchData } from '@/lib/data-fetcher';

export const USAGE_REPORT_PATH = '/ai/usage-report/';

export interface UsageReportRow {
  user: string;
  /** 'YYYY-MM' */
  month: string;
  input_tokens: number;
  output_tokens: number;
  images: number;
}

export interface UserUsage {
  user: string;
  /** Newest month first. */
  months: UsageReportRow[];
}

export const getUsageReport = () => fetchData<UsageReportRow[]>(USAGE_REPORT_PATH);

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

/** SPEC.md §8: the body's detail, else the error's message. */
export function usageReportErrorText(error: unknown): string {
  const body = error instanceof ApiError ? error.body : undefined;
  const detail = typeof body === 'object' && body !== null ? (body as { detail?: unknown }).detail : undefined;
  const reason = typeof detail === 'string' && detail ? detail : error instanceof Error ? error.message : String(error);
  return `Failed to fetch usage data: ${reason}`;
}

/** No call at all unless `enabled` (the page passes is_staff). */
export function useUsageReport(enabled: boolean) {
  return useSWR<UsageReportRow[]>(enabled ? USAGE_REPORT_PATH : null, getUsageReport, { shouldRetryOnError: false });
}
