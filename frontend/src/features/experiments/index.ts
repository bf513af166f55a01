// The experiments' dashboard line (docs/EXPERIMENTS.md "Pages") and the SWR key it reads. app/routes/dashboard.tsx
// loads the line lazily (its calls and links are the experiments' code, not the first load's); the pages are the
// lazy chunk of app/routes/experiments.tsx.
export { EXPERIMENTS_TODAY_KEY } from './today-key';
