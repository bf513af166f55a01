// The experiments' dashboard line (docs/EXPERIMENTS.md "Pages"): what app/routes/dashboard.tsx composes, in the
// dashboard route's (lazily loaded) chunk. The pages are lazy chunks of their own (app/lazy-pages.ts).
export { ExperimentTodayLine } from './components/experiment-today-line';
export { EXPERIMENTS_TODAY_KEY } from './api/experiments-api';
