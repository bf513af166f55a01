// The one table of API routes without their schemas: where each route is, its group, who may call it, its name and
// summary. The CDK stack, the local runtime and every group's handler read it; no zod is loaded here, so a handler
// builds only the schemas its own code uses. Each group's request and response schemas: shared/contracts/<group>.ts,
// joined to these routes in shared/routes.ts.
import { NEXT_CURSOR_HEADER } from './entry-limits';
import { COLLECTIONS } from './entry-types';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A resource group is deployed as one Lambda function: functions/<group>/handler.ts. */
export type ResourceGroup =
  | 'auth'
  | 'entries'
  | 'images'
  | 'export'
  | 'imports'
  | 'ai'
  | 'reviewed-items'
  | 'payments'
  | 'docs'
  | 'insights'
  | 'foods'
  | 'reminders'
  | 'push'
  | 'quick-log'
  | 'shares'
  | 'experiments'
  | 'dashboard';

/** Who may call a route: anyone, a signed-in user, a staff user, or Stripe (signed webhook). */
export type Access = 'public' | 'user' | 'staff' | 'stripe-signature';

/** Where a route is and who may call it: what matching, the stack and the local runtime need. */
export interface RoutePath {
  method: HttpMethod;
  /** The path as the client calls it (docs/PRODUCT.md keeps Django's trailing slash). */
  path: string;
  group: ResourceGroup;
  access: Access;
}

/** A route with its name and summary: what the OpenAPI document and the typed web client call it. */
export interface NamedRoute extends RoutePath {
  /** The operation's id and the typed client's function name. */
  name: string;
  summary: string;
  /** A create or save that takes an Idempotency-Key header (shared/idempotency.ts, docs/LOGS.md). */
  idempotent?: true;
}

/** Where an unverified person asks for a new verification link: the AI's 403 names it (functions/domain/charge.ts). */
export const RESEND_VERIFICATION_PATH = '/api/auth/verify-email/resend/';

const pascal = (collection: string) => collection.replace(/(^|-)(\w)/g, (_, _dash, c: string) => c.toUpperCase());

export const routePaths: readonly NamedRoute[] = [
  { method: 'POST', path: '/api/auth/token/', group: 'auth', access: 'public', name: 'signIn', summary: 'Sign in: a token pair' },
  { method: 'POST', path: '/api/auth/register/', group: 'auth', access: 'public', name: 'register', summary: 'Create an account' },
  {
    method: 'POST',
    path: '/api/auth/token/refresh/',
    group: 'auth',
    access: 'public',
    name: 'refreshTokens',
    summary: 'A new token pair for a refresh token (rotated)',
  },
  {
    method: 'POST',
    path: '/api/auth/logout/',
    group: 'auth',
    access: 'public',
    name: 'logOut',
    summary: "End this device's session (the session of the refresh and / or bearer token sent)",
  },
  {
    method: 'POST',
    path: '/api/auth/logout/all/',
    group: 'auth',
    access: 'user',
    name: 'logOutEverywhere',
    summary: 'End every session of the signed-in person, on all devices',
  },
  { method: 'GET', path: '/api/auth/me/', group: 'auth', access: 'user', name: 'currentUser', summary: 'The signed-in person' },
  { method: 'PUT', path: '/api/auth/profile/update/', group: 'auth', access: 'user', name: 'updateProfile', summary: 'Change the profile' },
  {
    method: 'POST',
    path: '/api/auth/password/change/',
    group: 'auth',
    access: 'user',
    name: 'changePassword',
    summary: 'Change the password (other sessions end)',
  },
  {
    method: 'DELETE',
    path: '/api/auth/account/delete/',
    group: 'auth',
    access: 'user',
    name: 'deleteAccount',
    summary: 'Delete the account and everything in it (asks for the password)',
  },
  {
    method: 'POST',
    path: '/api/auth/password/forgot/',
    group: 'auth',
    access: 'public',
    name: 'forgotPassword',
    summary: 'Mail a password reset link',
  },
  {
    method: 'POST',
    path: '/api/auth/password/reset/{uidb64}/{token}/',
    group: 'auth',
    access: 'public',
    name: 'resetPassword',
    summary: 'Set a new password from a reset link',
  },
  {
    method: 'POST',
    path: '/api/auth/verify-email/',
    group: 'auth',
    access: 'public',
    name: 'verifyEmail',
    summary: 'Verify the e-mail address with the token of the link sign-up mailed',
  },
  {
    method: 'POST',
    path: RESEND_VERIFICATION_PATH,
    group: 'auth',
    access: 'user',
    name: 'resendVerification',
    summary: 'Mail a new verification link (at most 3 an hour)',
  },
  {
    method: 'POST',
    path: '/api/auth/confirm-email/',
    group: 'auth',
    access: 'public',
    name: 'confirmEmail',
    summary: 'Switch to a new e-mail address with the token of the link mailed to it',
  },
  ...COLLECTIONS.flatMap((collection): NamedRoute[] => {
    const type = pascal(collection);
    return [
      {
        method: 'GET',
        path: `/api/${collection}/`,
        group: 'entries',
        access: 'user',
        name: `list${type}`,
        summary: `List ${collection}, newest first (next page: the ${NEXT_CURSOR_HEADER} header)`,
      },
      {
        method: 'POST',
        path: `/api/${collection}/`,
        group: 'entries',
        access: 'user',
        name: `create${type}`,
        summary: `Create one of ${collection}`,
        idempotent: true,
      },
      {
        method: 'PUT',
        path: `/api/${collection}/{id}/`,
        group: 'entries',
        access: 'user',
        name: `update${type}`,
        summary: `Change one of ${collection} (409 on a stale version)`,
      },
      {
        method: 'DELETE',
        path: `/api/${collection}/{id}/`,
        group: 'entries',
        access: 'user',
        name: `delete${type}`,
        summary: `Delete one of ${collection}`,
      },
    ];
  }),
  {
    method: 'GET',
    path: '/api/logs/timezone-mappings/',
    group: 'entries',
    access: 'public',
    name: 'timezoneMappings',
    summary: 'Locale and country of each time zone',
  },
  {
    method: 'GET',
    path: '/api/images/{path+}',
    group: 'images',
    access: 'user',
    name: 'image',
    summary: "One of the person's photos (or a redirect to it)",
  },
  {
    method: 'GET',
    path: '/api/export/csv/',
    group: 'export',
    access: 'user',
    name: 'exportCsv',
    summary: 'Every entry as CSV (or a redirect to the file)',
  },
  {
    method: 'GET',
    path: '/api/export/backup/',
    group: 'export',
    access: 'user',
    name: 'exportBackup',
    summary: 'A full backup as JSON: entries, inputs, chats, reports, settings and images (a redirect to the file)',
  },
  {
    method: 'GET',
    path: '/api/export/fhir/',
    group: 'export',
    access: 'user',
    name: 'exportFhir',
    summary: "The period's data as a FHIR R4 Bundle (or a redirect to the file)",
  },
  {
    method: 'POST',
    path: '/api/imports/',
    group: 'imports',
    access: 'user',
    name: 'createImport',
    summary: 'Start an import: a job and a signed upload for its file',
  },
  {
    method: 'GET',
    path: '/api/imports/',
    group: 'imports',
    access: 'user',
    name: 'listImports',
    summary: 'The latest imports, newest first',
  },
  {
    method: 'GET',
    path: '/api/imports/{id}/',
    group: 'imports',
    access: 'user',
    name: 'getImport',
    summary: 'One import: its preview and progress',
  },
  {
    method: 'POST',
    path: '/api/imports/{id}/preview/',
    group: 'imports',
    access: 'user',
    name: 'previewImport',
    summary: 'Read the uploaded file and say what it would create (a CSV with the mapping given); writes no entry',
  },
  {
    method: 'POST',
    path: '/api/imports/{id}/confirm/',
    group: 'imports',
    access: 'user',
    name: 'confirmImport',
    summary: 'Write what the preview showed, in batches (also resumes a stalled import)',
  },
  {
    method: 'DELETE',
    path: '/api/imports/{id}/',
    group: 'imports',
    access: 'user',
    name: 'deleteImport',
    summary: 'Discard an import and its file (its entries stay)',
  },
  {
    method: 'POST',
    path: '/api/ai/process-input/',
    group: 'ai',
    access: 'user',
    name: 'processInput',
    summary: 'Items and proposed changes from text, to review',
    idempotent: true,
  },
  {
    method: 'POST',
    path: '/api/ai/process-input-with-image/',
    group: 'ai',
    access: 'user',
    name: 'processPhotoInput',
    summary: 'Items from a photo and its text, to review',
    idempotent: true,
  },
  { method: 'POST', path: '/api/ai/chat/', group: 'ai', access: 'user', name: 'chat', summary: "An answer from the person's own entries" },
  {
    method: 'GET',
    path: '/api/ai/chat/sessions/',
    group: 'ai',
    access: 'user',
    name: 'chatSessions',
    summary: "The person's chats, newest first",
  },
  {
    method: 'GET',
    path: '/api/ai/chat/sessions/{id}/',
    group: 'ai',
    access: 'user',
    name: 'chatMessages',
    summary: 'The messages of one chat',
  },
  {
    method: 'GET',
    path: '/api/ai/trial-status/',
    group: 'ai',
    access: 'user',
    name: 'trialStatus',
    summary: 'Credits and images used and left in this period',
  },
  {
    method: 'GET',
    path: '/api/ai/usage-report/',
    group: 'ai',
    access: 'staff',
    name: 'usageReport',
    summary: 'Tokens and images by person and month (staff)',
  },
  {
    method: 'POST',
    path: '/api/structured-data/save/',
    group: 'reviewed-items',
    access: 'user',
    name: 'saveItems',
    summary: 'Save reviewed items and kept changes',
    idempotent: true,
  },
  {
    method: 'POST',
    path: '/api/structured-data/save-with-image/',
    group: 'reviewed-items',
    access: 'user',
    name: 'savePhotoItems',
    summary: 'Save reviewed items with their photo',
    idempotent: true,
  },
  {
    method: 'POST',
    path: '/api/stripe/create-checkout-session/',
    group: 'payments',
    access: 'user',
    name: 'startCheckout',
    summary: "Start a checkout, or change a subscriber's plan",
  },
  {
    method: 'POST',
    path: '/api/stripe/verify-session/',
    group: 'payments',
    access: 'user',
    name: 'verifyCheckout',
    summary: 'Whether a checkout was paid',
  },
  {
    method: 'GET',
    path: '/api/stripe/subscription-status/',
    group: 'payments',
    access: 'user',
    name: 'subscriptionStatus',
    summary: 'Whether the person subscribes',
  },
  {
    method: 'GET',
    path: '/api/stripe/subscription/',
    group: 'payments',
    access: 'user',
    name: 'subscriptionDetails',
    summary: "The person's own plan, when it renews or ends, and whether Manage billing can open",
  },
  {
    method: 'POST',
    path: '/api/stripe/billing-portal/',
    group: 'payments',
    access: 'user',
    name: 'openBillingPortal',
    summary: "Manage billing: Stripe's Customer Portal (local: the local billing page) for the person's own subscription",
  },
  {
    method: 'POST',
    path: '/api/stripe/webhook/',
    group: 'payments',
    access: 'stripe-signature',
    name: 'stripeWebhook',
    summary: "Stripe's signed events",
  },
  // The local test checkout (docs/PAYMENTS.md): 404 whenever Stripe is configured; the session id is the capability.
  {
    method: 'GET',
    path: '/api/stripe/local-checkout/{session_id}/',
    group: 'payments',
    access: 'public',
    name: 'localCheckoutPage',
    summary: 'The local test checkout page',
  },
  {
    method: 'POST',
    path: '/api/stripe/local-checkout/{session_id}/pay/',
    group: 'payments',
    access: 'public',
    name: 'localCheckoutPay',
    summary: 'Pay the local test checkout',
  },
  {
    method: 'POST',
    path: '/api/stripe/local-checkout/{session_id}/cancel/',
    group: 'payments',
    access: 'public',
    name: 'localCheckoutCancel',
    summary: 'Cancel the local test checkout',
  },
  // The local billing page (docs/PAYMENTS.md): 404 whenever Stripe is configured; the session id is the capability.
  {
    method: 'GET',
    path: '/api/stripe/local-billing/{session_id}/',
    group: 'payments',
    access: 'public',
    name: 'localBillingPage',
    summary: 'The local billing page',
  },
  {
    method: 'POST',
    path: '/api/stripe/local-billing/{session_id}/cancel/',
    group: 'payments',
    access: 'public',
    name: 'localBillingCancel',
    summary: 'Cancel the local subscription at period end',
  },
  {
    method: 'POST',
    path: '/api/stripe/local-billing/{session_id}/resume/',
    group: 'payments',
    access: 'public',
    name: 'localBillingResume',
    summary: 'Resume a local subscription set to end',
  },
  {
    method: 'GET',
    path: '/api/insights/',
    group: 'insights',
    access: 'user',
    name: 'insights',
    summary: "The period's daily series and quick stats, in the person's days",
  },
  {
    method: 'GET',
    path: '/api/insights/summary/',
    group: 'insights',
    access: 'user',
    name: 'insightsSummary',
    summary: 'A one-page summary of the period for a doctor: averages, symptoms, medications and supplements, findings',
  },
  {
    method: 'GET',
    path: '/api/insights/adherence/',
    group: 'insights',
    access: 'user',
    name: 'medicationAdherence',
    summary: 'Each medication schedule of the last 30 days: doses taken, skipped and scheduled over 7 and 30 days',
  },
  {
    method: 'POST',
    path: '/api/insights/reports/',
    group: 'insights',
    access: 'user',
    name: 'generateWeeklyReport',
    summary: 'Write and keep a weekly report: the last 7 days against the 4 weeks before (1 credit)',
  },
  {
    method: 'GET',
    path: '/api/insights/reports/',
    group: 'insights',
    access: 'user',
    name: 'weeklyReports',
    summary: "The person's weekly reports, newest first, without their texts",
  },
  {
    method: 'GET',
    path: '/api/insights/reports/{id}/',
    group: 'insights',
    access: 'user',
    name: 'weeklyReport',
    summary: 'One weekly report with its text and figures',
  },
  {
    method: 'GET',
    path: '/api/foods/',
    group: 'foods',
    access: 'user',
    name: 'searchFoods',
    summary: "Foods of the USDA table matching the words, best first (the review's picker)",
  },
  {
    method: 'GET',
    path: '/api/foods/{table}/{code}/',
    group: 'foods',
    access: 'user',
    name: 'food',
    summary: 'One food of the USDA table: its nutrients per 100 g and its portions',
  },
  // Web Push (docs/REMINDERS.md "Delivery"): the server's VAPID public key and this person's devices.
  {
    method: 'GET',
    path: '/api/push/vapid-public-key/',
    group: 'push',
    access: 'public',
    name: 'pushPublicKey',
    summary: "The server's VAPID public key: the applicationServerKey a browser subscribes with",
  },
  {
    method: 'GET',
    path: '/api/push/subscriptions/',
    group: 'push',
    access: 'user',
    name: 'pushDevices',
    summary: 'The devices that get notifications, most recently saved first',
  },
  {
    method: 'PUT',
    path: '/api/push/subscriptions/',
    group: 'push',
    access: 'user',
    name: 'savePushSubscription',
    summary: "Save this device's push subscription (the same endpoint again updates it; at most 10 devices)",
  },
  {
    method: 'DELETE',
    path: '/api/push/subscriptions/',
    group: 'push',
    access: 'user',
    name: 'deletePushSubscription',
    summary: 'Stop notifications to one device, named by its endpoint (one not saved is already gone)',
  },
  {
    method: 'POST',
    path: '/api/push/subscriptions/rotations/',
    group: 'push',
    access: 'public',
    name: 'rotatePushSubscription',
    summary: "A service worker saves the subscription its browser rotated: the device's rotation token and the new one, no session",
  },
  {
    method: 'GET',
    path: '/api/reminders/',
    group: 'reminders',
    access: 'user',
    name: 'listReminders',
    summary: 'My reminders, with adherence',
  },
  {
    method: 'GET',
    path: '/api/reminders/today/',
    group: 'reminders',
    access: 'user',
    name: 'remindersToday',
    summary: "Today's occurrences of my reminders, each done, skipped, open (its time passed) or later",
  },
  {
    method: 'POST',
    path: '/api/reminders/',
    group: 'reminders',
    access: 'user',
    name: 'createReminder',
    summary: 'Add a log prompt or a medication schedule',
  },
  {
    method: 'GET',
    path: '/api/reminders/{id}/',
    group: 'reminders',
    access: 'user',
    name: 'reminder',
    summary: 'One reminder, with adherence and the refill warning',
  },
  { method: 'PUT', path: '/api/reminders/{id}/', group: 'reminders', access: 'user', name: 'updateReminder', summary: 'Change a reminder' },
  {
    method: 'DELETE',
    path: '/api/reminders/{id}/',
    group: 'reminders',
    access: 'user',
    name: 'deleteReminder',
    summary: 'Delete a reminder',
  },
  {
    method: 'POST',
    path: '/api/reminders/{id}/answers/',
    group: 'reminders',
    access: 'user',
    name: 'answerReminder',
    summary: 'Answer one occurrence: taken, skipped or snoozed (a taken dose records a supplement entry once)',
  },
  {
    method: 'POST',
    path: '/api/reminders/notification-answers/',
    group: 'reminders',
    access: 'public',
    name: 'answerNotification',
    summary: "A notification's action: its signed token and the answer, without a session",
  },
  {
    method: 'GET',
    path: '/api/quick-log/recents/',
    group: 'quick-log',
    access: 'user',
    name: 'quickLogRecents',
    summary:
      "The person's recently logged distinct items (foods, supplements, activities), newest first, each with its count and usual time",
  },
  {
    method: 'GET',
    path: '/api/quick-log/favourites/',
    group: 'quick-log',
    access: 'user',
    name: 'quickLogFavourites',
    summary: "The person's favourite items for re-logging, newest first",
  },
  {
    method: 'POST',
    path: '/api/quick-log/favourites/',
    group: 'quick-log',
    access: 'user',
    name: 'addQuickLogFavourite',
    summary: 'Keep an item as a favourite (the same item again changes nothing)',
  },
  {
    method: 'DELETE',
    path: '/api/quick-log/favourites/{key}/',
    group: 'quick-log',
    access: 'user',
    name: 'removeQuickLogFavourite',
    summary: 'Remove a favourite',
  },
  // n-of-1 experiments (docs/EXPERIMENTS.md "Routes"): a person's plans, today's condition, the answer, the power.
  {
    method: 'POST',
    path: '/api/experiments/',
    group: 'experiments',
    access: 'user',
    name: 'createExperiment',
    summary: 'Start an experiment: a plan whose order of periods is drawn at random and kept',
  },
  {
    method: 'GET',
    path: '/api/experiments/',
    group: 'experiments',
    access: 'user',
    name: 'listExperiments',
    summary: "The person's experiments, newest first",
  },
  {
    method: 'GET',
    path: '/api/experiments/today/',
    group: 'experiments',
    access: 'user',
    name: 'experimentsToday',
    summary: "Each running experiment's condition today, in its own zone",
  },
  {
    method: 'POST',
    path: '/api/experiments/power/',
    group: 'experiments',
    access: 'user',
    name: 'experimentPower',
    summary: "What a plan not yet started could detect, from the person's history of the outcome",
  },
  {
    method: 'GET',
    path: '/api/experiments/{id}/',
    group: 'experiments',
    access: 'user',
    name: 'getExperiment',
    summary: 'An experiment and its periods',
  },
  {
    method: 'DELETE',
    path: '/api/experiments/{id}/',
    group: 'experiments',
    access: 'user',
    name: 'deleteExperiment',
    summary: 'Delete an experiment',
  },
  {
    method: 'PUT',
    path: '/api/experiments/{id}/reminder/',
    group: 'experiments',
    access: 'user',
    name: 'setExperimentReminder',
    summary: "Change or turn off an experiment's daily push (its remind_at), the one thing of a plan that may change",
  },
  {
    method: 'POST',
    path: '/api/experiments/{id}/stop/',
    group: 'experiments',
    access: 'user',
    name: 'stopExperiment',
    summary: 'End an experiment early: its answer is then a stopped, interim one',
  },
  {
    method: 'GET',
    path: '/api/experiments/{id}/result/',
    group: 'experiments',
    access: 'user',
    name: 'experimentResult',
    summary: "An experiment's answer: the effect, its interval, how likely it helps, adherence, and the days",
  },
  // The dashboard's first screen in one call (docs/API.md "Dashboard", docs/PERFORMANCE.md "Dashboard in two calls").
  {
    method: 'GET',
    path: '/api/dashboard/',
    group: 'dashboard',
    access: 'user',
    name: 'dashboardSummary',
    summary:
      "The dashboard's first screen: each type's latest entries, today's food, usage, what is left today, the quick-log chips and today's experiments",
  },
  // Share links (docs/SHARING.md): a person's SMART Health Links, and the manifest any SHL viewer POSTs to (public: the
  // 256-bit manifest id is the capability, the passcode the second factor; never the person's session).
  {
    method: 'POST',
    path: '/api/shares/',
    group: 'shares',
    access: 'user',
    name: 'createShare',
    summary: 'Make a SMART Health Link for a clinician: its key and passcode are answered this once',
  },
  {
    method: 'GET',
    path: '/api/shares/',
    group: 'shares',
    access: 'user',
    name: 'listShares',
    summary: "The person's shared links, newest first, each with its status and opens",
  },
  {
    method: 'GET',
    path: '/api/shares/{id}/opens/',
    group: 'shares',
    access: 'user',
    name: 'shareOpens',
    summary: 'Each time the link was opened: when, the country and the browser family',
  },
  {
    method: 'DELETE',
    path: '/api/shares/{id}/',
    group: 'shares',
    access: 'user',
    name: 'revokeShare',
    summary: 'Revoke a link at once (its encrypted files are deleted)',
  },
  {
    method: 'POST',
    path: '/api/shl/{manifest_id}/',
    group: 'shares',
    access: 'public',
    name: 'shlManifest',
    summary: "A SMART Health Link's manifest: its files' short-lived locations, for the right passcode",
  },
  {
    method: 'GET',
    path: '/api/openapi.json',
    group: 'docs',
    access: 'public',
    name: 'openApiDocument',
    summary: 'This document: OpenAPI 3.1, generated from the route table',
  },
  { method: 'GET', path: '/api/docs/', group: 'docs', access: 'public', name: 'apiDocs', summary: 'This document as a readable page' },
];

export const resourceGroups: readonly ResourceGroup[] = [...new Set(routePaths.map((r) => r.group))];

/**
 * API Gateway HTTP API route paths may not end in '/', and API Gateway routes `/x/` to the route `/x`,
 * so the deployed route key is the client path without its trailing slash.
 */
export function gatewayPath(route: Pick<RoutePath, 'path'>): string {
  return route.path.length > 1 ? route.path.replace(/\/$/, '') : route.path;
}

/** The `routeKey` API Gateway puts in a payload-v2 event for this route. */
export function routeKey(route: Pick<RoutePath, 'method' | 'path'>): string {
  return `${route.method} ${gatewayPath(route)}`;
}

export function routesOf(group: ResourceGroup): NamedRoute[] {
  return routePaths.filter((r) => r.group === group);
}

/** `METHOD /path/` as the client calls it: how a group's actions and its contract name a route. */
export const routeId = (route: Pick<RoutePath, 'method' | 'path'>) => `${route.method} ${route.path}`;

/**
 * API Gateway's catch-all route: requests no route matches go to this group's function, which answers
 * the same JSON 404 / 405 the local runtime gives, instead of API Gateway's own `{"message":"Not Found"}`.
 */
export const FALLBACK_ROUTE_KEY = '$default';
export const fallbackGroup: ResourceGroup = 'auth';
