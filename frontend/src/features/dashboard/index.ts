// The dashboard page and the hook that reloads its panels: what app/routes/dashboard.tsx composes.
export { DashboardPage, type DashboardPageProps } from './dashboard-page';
export { useRefreshDashboardEntries } from './use-refresh-entries';
