// Structured log lines (one JSON object each) at the level config() gives: LOG_LEVEL info (default), error, or silent.
// What a line may hold (S14): ids, routes, statuses, timings, error names; never a token, password, e-mail address,
// or anything a person wrote (docs/OPERATIONS.md "Logs and metrics").
import { createHash } from 'node:crypto';
import { config } from './config';

type Level = 'info' | 'error';
const rank = { info: 0, error: 1, silent: 2 } as const;

export function logEnabled(level: Level): boolean {
  return rank[level] >= rank[config().LOG_LEVEL];
}

export function logInfo(fields: Record<string, unknown>): void {
  if (logEnabled('info')) console.log(JSON.stringify({ level: 'info', ...fields }));
}

export function logError(fields: Record<string, unknown>): void {
  if (logEnabled('error')) console.error(JSON.stringify({ level: 'error', ...fields }));
}

/**
 * The user id as log lines carry it: SHA-256 of a fixed prefix and the id, 16 hex digits. The same person's requests
 * share it, so they can be followed; the line alone does not name the table item, and support finds a person's lines by
 * hashing their id (`npx tsx -e` with this function, docs/OPERATIONS.md). No secret salt: the ids are random ULIDs.
 */
export function hashedUserId(userId: string): string {
  return createHash('sha256').update(`health-tracker/user/${userId}`).digest('hex').slice(0, 16);
}
