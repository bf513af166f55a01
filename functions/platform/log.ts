// Structured log lines (one JSON object each) at the level config() gives: LOG_LEVEL info (default), error, or silent.
// What a line may hold (S14): ids, routes, statuses, timings, error names; never a token, password, e-mail address,
// or anything a person wrote (docs/OPERATIONS.md "Logs and metrics").
import { Console } from 'node:console';
import { createHash } from 'node:crypto';
import { config } from './config';

/**
 * Where the lines go. In Lambda, a console of our own on stdout/stderr: the runtime's patched global console puts a
 * timestamp, request id and level in front of each line, and CloudWatch reads a log event as JSON (EMF metrics,
 * Contributor Insights rules such as the failed sign-ins per account, Logs Insights fields) only when the whole event
 * is the JSON object. Locally (and in tests) the global console, as before.
 */
let output: Pick<Console, 'log' | 'error'> | undefined;
export function logOutput(): Pick<Console, 'log' | 'error'> {
  if (!process.env.AWS_LAMBDA_FUNCTION_NAME) return console;
  output ??= new Console({ stdout: process.stdout, stderr: process.stderr });
  return output;
}

type Level = 'info' | 'error';
const rank = { info: 0, error: 1, silent: 2 } as const;

export function logEnabled(level: Level): boolean {
  return rank[level] >= rank[config().LOG_LEVEL];
}

export function logInfo(fields: Record<string, unknown>): void {
  if (logEnabled('info')) logOutput().log(JSON.stringify({ level: 'info', ...fields }));
}

export function logError(fields: Record<string, unknown>): void {
  if (logEnabled('error')) logOutput().error(JSON.stringify({ level: 'error', ...fields }));
}

/**
 * The user id as log lines carry it: SHA-256 of a fixed prefix and the id, 16 hex digits. The same person's requests
 * share it, so they can be followed; the line alone does not name the table item, and support finds a person's lines by
 * hashing their id (`npx tsx -e` with this function, docs/OPERATIONS.md). No secret salt: the ids are random ULIDs. The
 * prefix keeps the product's earlier name so earlier lines still match (docs/DEPLOY.md "Names").
 */
export function hashedUserId(userId: string): string {
  return createHash('sha256').update(`health-tracker/user/${userId}`).digest('hex').slice(0, 16);
}
