// The 'Your Data' card: what the dashboard composes.
export { DataInputCard, type DataInputCardProps } from './components/data-input-card';
