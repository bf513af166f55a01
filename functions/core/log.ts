// Structured log lines (one JSON object each) at the level config() gives: LOG_LEVEL info (default), error, or silent.
import { config } from './config';

type Level = 'info' | 'error';
const rank = { info: 0, error: 1, silent: 2 } as const;

function enabled(level: Level): boolean {
  return rank[level] >= rank[config().LOG_LEVEL];
}

export function logInfo(fields: Record<string, unknown>): void {
  if (enabled('info')) console.log(JSON.stringify({ level: 'info', ...fields }));
}

export function logError(fields: Record<string, unknown>): void {
  if (enabled('error')) console.error(JSON.stringify({ level: 'error', ...fields }));
}
