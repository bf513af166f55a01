// Reloads the seven dashboard panels and today's food totals, so an entry saved elsewhere on the page shows without a reload.
import { useSWRConfig } from 'swr';
import { DASHBOARD_ENTRIES_KEY } from './api/get-dashboard-entries';
import { useRefreshTodayFood } from './api/get-today-food';

export function useRefreshDashboardEntries(): () => void {
  const { mutate } = useSWRConfig();
  const refreshToday = useRefreshTodayFood();
  return () => {
    void mutate(DASHBOARD_ENTRIES_KEY);
    refreshToday();
  };
}
