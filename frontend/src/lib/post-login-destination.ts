// Where to go after signing in (docs/PRODUCT.md §2): a pending plan → /pricing; else returnTo, else `from`; else /dashboard.
import { paths } from '@/config/paths';
import { readPendingSubscription } from './pending-subscription';

type Origin = string | { pathname?: unknown; search?: unknown; hash?: unknown };

/** Only same-origin relative paths: one leading '/', no '//' or '/\' (no open redirect), never back to /login. */
export function safeReturnPath(candidate: unknown): string | null {
  if (typeof candidate !== 'string' || !candidate.startsWith('/')) return null;
  if (candidate.startsWith('//') || candidate.startsWith('/\\')) return null;
  if ([...candidate].some((char) => char.charCodeAt(0) < 32)) return null;
  if (candidate === paths.login || candidate.startsWith(`${paths.login}?`)) return null;
  return candidate;
}

function originPath(from: unknown): string | null {
  if (typeof from === 'string') return from;
  if (!from || typeof from !== 'object') return null;
  const { pathname, search, hash } = from as Exclude<Origin, string>;
  if (typeof pathname !== 'string') return null;
  return `${pathname}${typeof search === 'string' ? search : ''}${typeof hash === 'string' ? hash : ''}`;
}

/** `search` is the sign-in page's query string; `state` its navigation state (may hold `from`). */
export function postLoginDestination(search: string, state: unknown): string {
  if (readPendingSubscription()) return paths.pricing;
  const returnTo = safeReturnPath(new URLSearchParams(search).get('returnTo'));
  if (returnTo) return returnTo;
  const from = safeReturnPath(originPath((state as { from?: unknown } | null)?.from));
  return from ?? paths.dashboard;
}
