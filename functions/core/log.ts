// Structured log lines (one JSON object each) at a level set by LOG_LEVEL: info (default), error, or silent.

type Level = 'info' | 'error';
const rank = { info: 0, error: 1, silent: 2 } as const;

function enabled(level: Level): boolean {
  const threshold = rank[(process.env.LOG_LEVEL as keyof typeof rank) ?? 'info'] ?? rank.info;
  return rank[level] >= threshold;
}

export function logInfo(fields: Record<string, unknown>): void {
  if (enabled('info')) console.log(JSON.stringify({ level: 'info', ...fields }));
}

export function logError(fields: Record<string, unknown>): void {
  if (enabled('error')) console.error(JSON.stringify({ level: 'error', ...fields }));
}
