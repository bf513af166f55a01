// The OpenAPI document's words around its operations (functions/docs/openapi.ts): the servers (the local runtime and a
// deployment, as variables, so the document holds nothing of where it runs), each tag with its description, and each
// operation's description, said from its route: who may call it, its Idempotency-Key, the limits it counts against.
import { LOCAL_PORT } from '../../shared/app-paths';
import type { ResourceGroup } from '../../shared/route-paths';
import type { Route } from '../../shared/routes';
import { personLimitOf, personLimits, routeClass, routeThrottles } from '../../shared/traffic-limits';

type JsonSchema = Record<string, unknown>;

export const SERVERS: JsonSchema[] = [
  {
    url: 'http://localhost:{port}',
    description: 'The local runtime, `npm start` (docs/LOCAL.md); PORT sets its port.',
    variables: { port: { default: String(LOCAL_PORT) } },
  },
  {
    url: 'https://{domain}',
    description: "A deployment: the app's own address, its `appUrl` (docs/DEPLOY.md).",
    variables: { domain: { default: 'your-domain.example' } },
  },
];

/**
 * Each operation's tag: its group, except two groups renamed in the code whose tags keep the names clients and the
 * docs page already know (a contract, like the paths /api/logs/… and /api/structured-data/…).
 */
const TAG_OF: Partial<Record<ResourceGroup, string>> = { entries: 'logs', 'reviewed-items': 'structured-data' };

export const tagOf = (group: ResourceGroup) => TAG_OF[group] ?? group;

/** What each group's operations do, under its tag. */
const DESCRIPTIONS: Record<ResourceGroup, string> = {
  auth: 'Accounts: sign-up, sign-in and token refresh, sessions, the profile, passwords and e-mail verification (docs/ACCOUNTS.md).',
  entries:
    'Entries ("logs") of each type and the user inputs they came from: list, create, change, delete; and the time zone ' +
    'mappings (docs/LOGS.md, docs/TIME-ZONES.md).',
  images: "The person's own photos (docs/EXPORT.md).",
  export: 'Every entry as CSV, and a full backup (docs/EXPORT.md).',
  imports: 'Imports of Apple Health exports, CSV files and backups: a job, its upload, preview and confirmation (docs/IMPORT.md).',
  ai: "What the AI reads from text and photos, the chat about the person's own entries, credits (docs/AI.md).",
  'reviewed-items': 'Saving the items a person reviewed after the AI read their text or photo, with the changes they kept.',
  payments: 'Subscriptions through Stripe, its webhook, and the local test checkout and billing pages (docs/PAYMENTS.md).',
  insights: "The Analytics page's series and stats, the doctor summary and the weekly reports (docs/INSIGHTS.md).",
  docs: 'This document and its readable page.',
  push: "Web Push: the server's VAPID public key and the person's devices that get reminders (docs/REMINDERS.md).",
  foods: 'The USDA food table: search and one food (docs/NUTRITION.md).',
  reminders: 'Log prompts and medication schedules, their answers, adherence and refill (docs/REMINDERS.md).',
  dashboard: "The dashboard's first screen in one call: each part the answer of the route that reads it alone (docs/API.md).",
  'quick-log': "Quick re-log: the person's recent items and favourites, each as re-logging saves it (docs/QUICK-LOG.md).",
  shares:
    "Share links for a clinician (SMART Health Links): the person's links, their opens, revocation, and the public manifest (docs/SHARING.md).",
  experiments:
    "n-of-1 experiments: the person's plans, today's condition, the answer with its interval, and the power estimate (docs/EXPERIMENTS.md).",
};

export const TAGS: JsonSchema[] = (Object.keys(DESCRIPTIONS) as ResourceGroup[]).map((group) => ({
  name: tagOf(group),
  description: DESCRIPTIONS[group],
}));

const WHO: Record<Route['access'], string> = {
  public: 'Public: no token.',
  user: 'Signed in: a bearer token.',
  staff: "Staff only: a staff person's bearer token.",
  'stripe-signature': 'Called by Stripe: the Stripe-Signature header is the credential.',
};

const perMinutes = (ms: number) => `${ms / 60_000} minutes`;

/** Who may call the operation, its Idempotency-Key, and the limits it counts against (shared/traffic-limits.ts). */
export function operationDescription(route: Route): string {
  const parts = [WHO[route.access]];
  if (route.idempotent) parts.push('Takes an Idempotency-Key: a retry with the same key gets the first answer (docs/LOGS.md).');
  const window = route.access === 'user' || route.access === 'staff' ? personLimitOf(route) : undefined;
  if (window) {
    const { limit, windowMs } = personLimits[window];
    parts.push(
      `Counts against the person's ${window === 'ai' ? 'AI calls' : 'writes'}: ${limit.toLocaleString('en-US')} in ${perMinutes(windowMs)}.`,
    );
  }
  const { rateLimit, burstLimit } = routeThrottles[routeClass(route)];
  parts.push(`Deployed, every caller together: ${rateLimit} a second, bursts of ${burstLimit}.`);
  return parts.join(' ');
}
