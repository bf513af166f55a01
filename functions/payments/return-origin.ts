// Where a payment page sends the person back: the app origin they use, if it is one of ours (never an open redirect).
import { config } from '../platform/config';

/** The hosts a local runtime answers on: its APP_URL says localhost, a person may type 127.0.0.1. */
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/** The origins a return may go to: the configured app's, plus on the local stage the same port on each loopback host. */
export function allowedOrigins(appUrl: string, stage: 'local' | 'cloud'): string[] {
  const app = new URL(appUrl);
  const origins = [app.origin];
  if (stage === 'local' && LOOPBACK_HOSTS.includes(app.hostname)) {
    for (const host of LOOPBACK_HOSTS) origins.push(`${app.protocol}//${host}${app.port ? `:${app.port}` : ''}`);
  }
  return [...new Set(origins)];
}

/** The request's Origin when allowed, else the app URL's: the browser sets Origin, page scripts cannot. */
export function returnOrigin(origin: string | undefined, appUrl: string, stage = config().STAGE): string {
  const allowed = allowedOrigins(appUrl, stage);
  return origin && allowed.includes(origin) ? origin : allowed[0];
}
