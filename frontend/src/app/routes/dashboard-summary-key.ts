// The dashboard summary's early load (app/boot-loads.ts), named by the zone and day the dashboard opens in
// (dashboard-summary.tsx takes it only for those): a module of its own, so the boot's code imports nothing of the page.
export const dashboardSummaryKey = (zone: string, date: string) => `dashboard-summary ${zone} ${date}`;
