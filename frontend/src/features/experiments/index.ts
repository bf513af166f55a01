// The experiments' dashboard line (docs/EXPERIMENTS.md "Pages") and the SWR key it reads: the line is in the
// dashboard's chunk (it is a few hundred bytes; a chunk of its own was one more round trip before the dashboard's
// largest paint, docs/PERFORMANCE.md "Boot work, profiled"); the pages are the lazy chunk of app/routes/experiments.tsx.
export { EXPERIMENTS_TODAY_KEY } from './today-key';
export { ExperimentTodayLine } from './components/experiment-today-line';
