// The one HTTP listener: security headers on everything, /api/* to API Gateway, the rest to the frontend.
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { loggablePath } from './log-path';
import { sendJson, sendText } from './respond';
import { LOCAL_PUSH_PATH } from '../shared/schemas/push';
import { LOCAL_SCHEDULER_PATH } from './scheduler-clock';
import { noReferrerPathPrefixes, noReferrerPolicy } from '../shared/security-headers';

type Serve = (req: IncomingMessage, res: ServerResponse) => Promise<void> | void;

export interface AppServerParts {
  api: Serve;
  /** Static files or the Vite dev server; looked up per request because Vite starts after the server listens. */
  frontend: () => Serve;
  headers: Readonly<Record<string, string>>;
  quiet: boolean;
  /** The stand-in for a browser's push service under LOCAL_PUSH_PATH (local/push-service.ts). */
  localPush?: Serve;
  /** The local scheduler's run of a given minute under LOCAL_SCHEDULER_PATH (local/scheduler-clock.ts). */
  localScheduler?: Serve;
}

export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

export function appRequestListener({ api, frontend, headers, quiet, localPush, localScheduler }: AppServerParts): RequestListener {
  return (req, res) => {
    const started = performance.now();
    const url = req.url ?? '/';
    // Only when a line is written: it matches the path against every route.
    const logged = () => `${req.method} ${loggablePath(url)}`;
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    if (noReferrerPathPrefixes.some((prefix) => url.startsWith(prefix))) res.setHeader('referrer-policy', noReferrerPolicy);
    if (!quiet) {
      res.once('finish', () => console.log(`${logged()} ${res.statusCode} ${Math.round(performance.now() - started)}ms`));
    }
    const serve = isApiPath(url)
      ? api
      : localPush && url.startsWith(LOCAL_PUSH_PATH)
        ? localPush
        : localScheduler && url.startsWith(LOCAL_SCHEDULER_PATH)
          ? localScheduler
          : frontend();
    Promise.resolve(serve(req, res)).catch((error: unknown) => {
      console.error(`${logged()} failed:`, error);
      if (res.headersSent) res.destroy();
      else sendJson(res, 500, { detail: 'Internal Server Error' }, { 'cache-control': 'no-store' });
    });
  };
}

/** Connect-style middleware (Vite) as a Serve: what it passes on is a 404. */
export function fromMiddleware(handle: (req: IncomingMessage, res: ServerResponse, next: () => void) => void): Serve {
  return (req, res) => handle(req, res, () => sendText(res, 404, 'Not found.'));
}
