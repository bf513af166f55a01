// Reloads the seven dashboard panels, so an entry saved elsewhere on the page shows without a reload.
import { useSWRConfig } from 'swr';
import { DASHBOARD_LOGS_KEY } from './api/get-dashboard-logs';

export function useRefreshDashboardLogs(): () => void {
  const { mutate } = useSWRConfig();
  return () => void mutate(DASHBOARD_LOGS_KEY);
}
