// Quick re-log on the capture card (docs/QUICK-LOG.md): what the dashboard composes, in the dashboard route's own
// (lazily loaded) chunk.
export { QuickLogChips } from './components/quick-log-chips';
export { quickLogKey } from './api/quick-log-api';
