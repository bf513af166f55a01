// The dashboard page and the hook that reloads its panels: what app/routes/dashboard.tsx composes.
export { DashboardPage, type DashboardPageProps } from './dashboard-page';
export { useRefreshDashboardEntries } from './use-refresh-entries';
// The first screen's summary and the keys of the panels' caches it fills (app/routes/dashboard-summary.tsx).
export { fetchDashboardSummary, type DashboardSummary } from './api/get-dashboard-summary';
export { DASHBOARD_ENTRIES_KEY, dashboardEntriesFrom, dashboardEntriesWithout } from './api/get-dashboard-entries';
export { todayFoodKey } from './api/get-today-food';
