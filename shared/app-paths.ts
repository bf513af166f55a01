// Every route path of the web app (docs/PRODUCT.md §2) and the API's prefix, in one place: the web app, the local
// runtime (which serves the app's paths) and the stack read them.

/** The port the local runtime (`npm start`) listens on unless PORT says otherwise; the OpenAPI document's local server. */
export const LOCAL_PORT = 3000;

/** Every API route is under it (shared/route-paths.ts); the web client's operation paths come after it. */
export const API_PREFIX = '/api';

export const paths = {
  home: '/',
  login: '/login',
  pricing: '/pricing',
  subscriptionSuccess: '/subscription-success',
  privacyPolicy: '/privacy-policy',
  termsOfService: '/terms-of-service',
  accessibility: '/accessibility',
  resetPassword: '/reset-password/:uidb64/:token',
  /** The link sign-up mails (issue 21): the page spends the token with POST /api/auth/verify-email/. */
  verifyEmail: '/verify-email/:token',
  /** The link an e-mail change mails to the new address (issue 21): the page spends it with POST /api/auth/confirm-email/. */
  confirmEmail: '/confirm-email/:token',
  debugAuth: '/debug/auth',
  dashboard: '/dashboard',
  user: '/user',
  accountDelete: '/account/delete',
  /** The Logs page: its path is what a person sees and bookmarks, so it keeps the page's name. */
  logs: '/logs',
  analytics: '/analytics',
  /** The doctor summary of a period (?days=7|30|90|365), to print. */
  analyticsSummary: '/analytics/summary',
  /** The person's n-of-1 experiments (docs/EXPERIMENTS.md "Pages"): the list, the planner and one experiment's answer. */
  experiments: '/experiments',
  experimentNew: '/experiments/new',
  experiment: '/experiments/:id',
  adminUsageReports: '/admin/usage-reports',
  settings: '/settings',
  /** A shared link's viewer (issue 27), public: the link itself is in the fragment (`/shared#shlink:/…`). */
  shared: '/shared',
} as const;

export const loginView = (view: 'register' | 'forgot') => `${paths.login}?view=${view}`;

/** The Logs page on one type of entry between two of the person's days (inclusive): where a link to entries goes. */
export function logsFor(collection: string, start?: string, end = start): string {
  const query = new URLSearchParams({ type: collection });
  if (start) query.set('start', start);
  if (end) query.set('end', end);
  return `${paths.logs}?${query}`;
}
