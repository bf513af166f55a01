/**
 * The SWR key of today's conditions (GET /api/experiments/today/), exactly: the dashboard's summary may fill it before
 * the dashboard's experiment line asks (one request for the dashboard's panels). A module of its own, so importing
 * the key brings nothing else.
 */
export const EXPERIMENTS_TODAY_KEY = 'experiments-today';
