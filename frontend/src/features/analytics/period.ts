// The periods Analytics shows, as the address says them (?days=30): a module of its own, as the app's boot reads it
// too (app/boot-loads.ts) and must not bring the page's other code into the first load.

/** The periods GET /api/insights/ answers (shared/schemas/insights.ts, which pages do not import: it loads zod). */
export const PERIODS = [7, 30, 90, 365] as const;
export type Period = (typeof PERIODS)[number];
export const DEFAULT_PERIOD: Period = 30;

/** The period a `days` parameter names, else the default. */
export const periodOf = (text: string | null): Period => PERIODS.find((days) => String(days) === text) ?? DEFAULT_PERIOD;
