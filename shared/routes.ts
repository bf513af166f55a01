// The one table of API routes and their contract: the CDK stack, the local runtime, every group's handler, the
// OpenAPI document and the typed web client read it.
import * as z from 'zod';
import { COLLECTIONS, USER_INPUTS } from './log-types';
import { NEXT_CURSOR_HEADER } from './log-limits';
import {
  chatAnswerSchema,
  chatMessageSchema,
  chatRequest,
  chatSessionSchema,
  extractionAnswerSchema,
  processInputRequest,
  processPhotoInputForm,
  saveAnswerSchema,
  savePhotoItemsForm,
  saveRequest,
  trialStatusSchema,
  usageRowSchema,
} from './schemas/ai';
import {
  currentUserResponse,
  deleteAccountRequest,
  forgotPasswordRequest,
  logoutRequest,
  messageResponse,
  passwordChangeRequest,
  passwordChangeResponse,
  profileUpdateRequest,
  profileUpdateResponse,
  refreshRequest,
  registerRequest,
  registerResponse,
  resetPasswordRequest,
  tokenRequest,
  tokenResponse,
} from './schemas/auth';
import { insightsQuery, insightsResponse } from './schemas/insights';
import { insightsSummaryResponse } from './schemas/insights-summary';
import { reportRequest, reportSchema, reportSummarySchema } from './schemas/insights-reports';
import { entryRequestSchema, listQuery, logEntrySchema, timezoneMappingsSchema, userInputRequest, userInputSchema } from './schemas/logs';
import {
  billingPortalResponse,
  checkoutRequest,
  checkoutResponse,
  subscriptionDetailsResponse,
  subscriptionStatusResponse,
  verifySessionRequest,
  verifySessionResponse,
  webhookResponse,
} from './schemas/payments';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A resource group is deployed as one Lambda function: functions/<group>/handler.ts. */
export type ResourceGroup = 'auth' | 'logs' | 'images' | 'export' | 'ai' | 'structured-data' | 'payments' | 'docs' | 'insights';

/** Who may call a route: anyone, a signed-in user, a staff user, or Stripe (signed webhook). */
export type Access = 'public' | 'user' | 'staff' | 'stripe-signature';

/** Where a route is and who may call it: what matching, the stack and the local runtime need. */
export interface RoutePath {
  method: HttpMethod;
  /** The path as the client calls it (SPEC.md keeps Django's trailing slash). */
  path: string;
  group: ResourceGroup;
  access: Access;
}

/** A body that is not JSON: an image's bytes, a CSV file, an HTML page, or nothing at all. */
export type OtherBody = 'binary' | 'csv' | 'html' | 'empty';

/** A route with its contract: the OpenAPI document, the typed web client and the handlers all read it. */
export interface Route extends RoutePath {
  /** The operation's id and the typed client's function name. */
  name: string;
  summary: string;
  /** A JSON body, or the fields of a multipart form. */
  request?: { json: z.ZodType } | { multipart: z.ZodType };
  query?: z.ZodType;
  /** Each success answer by status; errors answer the shared error shapes (DESIGN.md "Errors"). */
  responses: Partial<Record<number, z.ZodType | OtherBody>>;
}

const pascal = (collection: string) => collection.replace(/(^|-)(\w)/g, (_, _dash, c: string) => c.toUpperCase());
const message = { 200: messageResponse };

export const routes: readonly Route[] = [
  {
    method: 'POST',
    path: '/api/auth/token/',
    group: 'auth',
    access: 'public',
    name: 'signIn',
    summary: 'Sign in: a token pair',
    request: { json: tokenRequest },
    responses: { 200: tokenResponse },
  },
  {
    method: 'POST',
    path: '/api/auth/register/',
    group: 'auth',
    access: 'public',
    name: 'register',
    summary: 'Create an account',
    request: { json: registerRequest },
    responses: { 201: registerResponse },
  },
  {
    method: 'POST',
    path: '/api/auth/token/refresh/',
    group: 'auth',
    access: 'public',
    name: 'refreshTokens',
    summary: 'A new token pair for a refresh token (rotated)',
    request: { json: refreshRequest },
    responses: { 200: tokenResponse },
  },
  {
    method: 'POST',
    path: '/api/auth/logout/',
    group: 'auth',
    access: 'public',
    name: 'logOut',
    summary: "End this device's session (the session of the refresh and / or bearer token sent)",
    request: { json: logoutRequest },
    responses: message,
  },
  {
    method: 'POST',
    path: '/api/auth/logout/all/',
    group: 'auth',
    access: 'user',
    name: 'logOutEverywhere',
    summary: 'End every session of the signed-in person, on all devices',
    responses: message,
  },
  {
    method: 'GET',
    path: '/api/auth/me/',
    group: 'auth',
    access: 'user',
    name: 'currentUser',
    summary: 'The signed-in person',
    responses: { 200: currentUserResponse },
  },
  {
    method: 'PUT',
    path: '/api/auth/profile/update/',
    group: 'auth',
    access: 'user',
    name: 'updateProfile',
    summary: 'Change the profile',
    request: { json: profileUpdateRequest },
    responses: { 200: profileUpdateResponse },
  },
  {
    method: 'POST',
    path: '/api/auth/password/change/',
    group: 'auth',
    access: 'user',
    name: 'changePassword',
    summary: 'Change the password (other sessions end)',
    request: { json: passwordChangeRequest },
    responses: { 200: passwordChangeResponse },
  },
  {
    method: 'DELETE',
    path: '/api/auth/account/delete/',
    group: 'auth',
    access: 'user',
    name: 'deleteAccount',
    summary: 'Delete the account and everything in it (asks for the password)',
    request: { json: deleteAccountRequest },
    responses: message,
  },
  {
    method: 'POST',
    path: '/api/auth/password/forgot/',
    group: 'auth',
    access: 'public',
    name: 'forgotPassword',
    summary: 'Mail a password reset link',
    request: { json: forgotPasswordRequest },
    responses: message,
  },
  {
    method: 'POST',
    path: '/api/auth/password/reset/{uidb64}/{token}/',
    group: 'auth',
    access: 'public',
    name: 'resetPassword',
    summary: 'Set a new password from a reset link',
    request: { json: resetPasswordRequest },
    responses: message,
  },
  ...COLLECTIONS.flatMap((collection): Route[] => {
    const entry = collection === USER_INPUTS ? userInputSchema : logEntrySchema;
    const body = collection === USER_INPUTS ? userInputRequest : entryRequestSchema(collection);
    const type = pascal(collection);
    return [
      {
        method: 'GET',
        path: `/api/${collection}/`,
        group: 'logs',
        access: 'user',
        name: `list${type}`,
        summary: `List ${collection}, newest first (next page: the ${NEXT_CURSOR_HEADER} header)`,
        query: listQuery,
        responses: { 200: z.array(entry) },
      },
      {
        method: 'POST',
        path: `/api/${collection}/`,
        group: 'logs',
        access: 'user',
        name: `create${type}`,
        summary: `Create one of ${collection}`,
        request: { json: body },
        responses: { 201: entry },
      },
      {
        method: 'PUT',
        path: `/api/${collection}/{id}/`,
        group: 'logs',
        access: 'user',
        name: `update${type}`,
        summary: `Change one of ${collection} (409 on a stale version)`,
        request: { json: body },
        responses: { 200: entry },
      },
      {
        method: 'DELETE',
        path: `/api/${collection}/{id}/`,
        group: 'logs',
        access: 'user',
        name: `delete${type}`,
        summary: `Delete one of ${collection}`,
        responses: { 204: 'empty' },
      },
    ];
  }),
  {
    method: 'GET',
    path: '/api/logs/timezone-mappings/',
    group: 'logs',
    access: 'public',
    name: 'timezoneMappings',
    summary: 'Locale and country of each time zone',
    responses: { 200: timezoneMappingsSchema, 304: 'empty' },
  },
  {
    method: 'GET',
    path: '/api/images/{path+}',
    group: 'images',
    access: 'user',
    name: 'image',
    summary: "One of the person's photos (or a redirect to it)",
    responses: { 200: 'binary', 303: 'empty' },
  },
  {
    method: 'GET',
    path: '/api/export/csv/',
    group: 'export',
    access: 'user',
    name: 'exportCsv',
    summary: 'Every entry as CSV (or a redirect to the file)',
    responses: { 200: 'csv', 303: 'empty' },
  },
  {
    method: 'POST',
    path: '/api/ai/process-input/',
    group: 'ai',
    access: 'user',
    name: 'processInput',
    summary: 'Items and proposed changes from text, to review',
    request: { json: processInputRequest },
    responses: { 200: extractionAnswerSchema },
  },
  {
    method: 'POST',
    path: '/api/ai/process-input-with-image/',
    group: 'ai',
    access: 'user',
    name: 'processPhotoInput',
    summary: 'Items from a photo and its text, to review',
    request: { multipart: processPhotoInputForm },
    responses: { 200: extractionAnswerSchema },
  },
  {
    method: 'POST',
    path: '/api/ai/chat/',
    group: 'ai',
    access: 'user',
    name: 'chat',
    summary: "An answer from the person's own entries",
    request: { json: chatRequest },
    responses: { 200: chatAnswerSchema },
  },
  {
    method: 'GET',
    path: '/api/ai/chat/sessions/',
    group: 'ai',
    access: 'user',
    name: 'chatSessions',
    summary: "The person's chats, newest first",
    responses: { 200: z.array(chatSessionSchema) },
  },
  {
    method: 'GET',
    path: '/api/ai/chat/sessions/{id}/',
    group: 'ai',
    access: 'user',
    name: 'chatMessages',
    summary: 'The messages of one chat',
    responses: { 200: z.array(chatMessageSchema) },
  },
  {
    method: 'GET',
    path: '/api/ai/trial-status/',
    group: 'ai',
    access: 'user',
    name: 'trialStatus',
    summary: 'Credits and images used and left in this period',
    responses: { 200: trialStatusSchema },
  },
  {
    method: 'GET',
    path: '/api/ai/usage-report/',
    group: 'ai',
    access: 'staff',
    name: 'usageReport',
    summary: 'Tokens and images by person and month (staff)',
    responses: { 200: z.array(usageRowSchema) },
  },
  {
    method: 'POST',
    path: '/api/structured-data/save/',
    group: 'structured-data',
    access: 'user',
    name: 'saveItems',
    summary: 'Save reviewed items and kept changes',
    request: { json: saveRequest },
    responses: { 201: saveAnswerSchema },
  },
  {
    method: 'POST',
    path: '/api/structured-data/save-with-image/',
    group: 'structured-data',
    access: 'user',
    name: 'savePhotoItems',
    summary: 'Save reviewed items with their photo',
    request: { multipart: savePhotoItemsForm },
    responses: { 201: saveAnswerSchema },
  },
  {
    method: 'POST',
    path: '/api/stripe/create-checkout-session/',
    group: 'payments',
    access: 'user',
    name: 'startCheckout',
    summary: "Start a checkout, or change a subscriber's plan",
    request: { json: checkoutRequest },
    responses: { 200: checkoutResponse },
  },
  {
    method: 'POST',
    path: '/api/stripe/verify-session/',
    group: 'payments',
    access: 'user',
    name: 'verifyCheckout',
    summary: 'Whether a checkout was paid',
    request: { json: verifySessionRequest },
    responses: { 200: verifySessionResponse },
  },
  {
    method: 'GET',
    path: '/api/stripe/subscription-status/',
    group: 'payments',
    access: 'user',
    name: 'subscriptionStatus',
    summary: 'Whether the person subscribes',
    responses: { 200: subscriptionStatusResponse },
  },
  {
    method: 'GET',
    path: '/api/stripe/subscription/',
    group: 'payments',
    access: 'user',
    name: 'subscriptionDetails',
    summary: "The person's own plan, when it renews or ends, and whether Manage billing can open",
    responses: { 200: subscriptionDetailsResponse },
  },
  {
    method: 'POST',
    path: '/api/stripe/billing-portal/',
    group: 'payments',
    access: 'user',
    name: 'openBillingPortal',
    summary: "Manage billing: Stripe's Customer Portal (local: the local billing page) for the person's own subscription",
    responses: { 200: billingPortalResponse },
  },
  {
    method: 'POST',
    path: '/api/stripe/webhook/',
    group: 'payments',
    access: 'stripe-signature',
    name: 'stripeWebhook',
    summary: "Stripe's signed events",
    request: { json: z.record(z.string(), z.unknown()) },
    responses: { 200: webhookResponse },
  },
  // The local test checkout (docs/PAYMENTS.md): 404 whenever Stripe is configured; the session id is the capability.
  {
    method: 'GET',
    path: '/api/stripe/local-checkout/{session_id}/',
    group: 'payments',
    access: 'public',
    name: 'localCheckoutPage',
    summary: 'The local test checkout page',
    responses: { 200: 'html' },
  },
  {
    method: 'POST',
    path: '/api/stripe/local-checkout/{session_id}/pay/',
    group: 'payments',
    access: 'public',
    name: 'localCheckoutPay',
    summary: 'Pay the local test checkout',
    responses: { 303: 'empty' },
  },
  {
    method: 'POST',
    path: '/api/stripe/local-checkout/{session_id}/cancel/',
    group: 'payments',
    access: 'public',
    name: 'localCheckoutCancel',
    summary: 'Cancel the local test checkout',
    responses: { 303: 'empty' },
  },
  // The local billing page (docs/PAYMENTS.md): 404 whenever Stripe is configured; the session id is the capability.
  {
    method: 'GET',
    path: '/api/stripe/local-billing/{session_id}/',
    group: 'payments',
    access: 'public',
    name: 'localBillingPage',
    summary: 'The local billing page',
    responses: { 200: 'html' },
  },
  {
    method: 'POST',
    path: '/api/stripe/local-billing/{session_id}/cancel/',
    group: 'payments',
    access: 'public',
    name: 'localBillingCancel',
    summary: 'Cancel the local subscription at period end',
    responses: { 303: 'empty' },
  },
  {
    method: 'POST',
    path: '/api/stripe/local-billing/{session_id}/resume/',
    group: 'payments',
    access: 'public',
    name: 'localBillingResume',
    summary: 'Resume a local subscription set to end',
    responses: { 303: 'empty' },
  },
  {
    method: 'GET',
    path: '/api/insights/',
    group: 'insights',
    access: 'user',
    name: 'insights',
    summary: "The period's daily series and quick stats, in the person's days",
    query: insightsQuery,
    responses: { 200: insightsResponse },
  },
  {
    method: 'GET',
    path: '/api/insights/summary/',
    group: 'insights',
    access: 'user',
    name: 'insightsSummary',
    summary: 'A one-page summary of the period for a doctor: averages, symptoms, medications and supplements, findings',
    query: insightsQuery,
    responses: { 200: insightsSummaryResponse },
  },
  {
    method: 'POST',
    path: '/api/insights/reports/',
    group: 'insights',
    access: 'user',
    name: 'generateWeeklyReport',
    summary: 'Write and keep a weekly report: the last 7 days against the 4 weeks before (1 credit)',
    request: { json: reportRequest },
    responses: { 201: reportSchema },
  },
  {
    method: 'GET',
    path: '/api/insights/reports/',
    group: 'insights',
    access: 'user',
    name: 'weeklyReports',
    summary: "The person's weekly reports, newest first, without their texts",
    responses: { 200: z.array(reportSummarySchema) },
  },
  {
    method: 'GET',
    path: '/api/insights/reports/{id}/',
    group: 'insights',
    access: 'user',
    name: 'weeklyReport',
    summary: 'One weekly report with its text and figures',
    responses: { 200: reportSchema },
  },
  {
    method: 'GET',
    path: '/api/openapi.json',
    group: 'docs',
    access: 'public',
    name: 'openApiDocument',
    summary: 'This document: OpenAPI 3.1, generated from the route table',
    responses: { 200: z.record(z.string(), z.unknown()) },
  },
  {
    method: 'GET',
    path: '/api/docs/',
    group: 'docs',
    access: 'public',
    name: 'apiDocs',
    summary: 'This document as a readable page',
    responses: { 200: 'html' },
  },
];

export const resourceGroups: readonly ResourceGroup[] = [...new Set(routes.map((r) => r.group))];

/**
 * API Gateway HTTP API route paths may not end in '/', and API Gateway routes `/x/` to the route `/x`,
 * so the deployed route key is the client path without its trailing slash.
 */
export function gatewayPath(route: Pick<Route, 'path'>): string {
  return route.path.length > 1 ? route.path.replace(/\/$/, '') : route.path;
}

/** The `routeKey` API Gateway puts in a payload-v2 event for this route. */
export function routeKey(route: Pick<Route, 'method' | 'path'>): string {
  return `${route.method} ${gatewayPath(route)}`;
}

export function routesOf(group: ResourceGroup): Route[] {
  return routes.filter((r) => r.group === group);
}

/**
 * API Gateway's catch-all route: requests no route matches go to this group's function, which answers
 * the same JSON 404 / 405 the local runtime gives, instead of API Gateway's own `{"message":"Not Found"}`.
 */
export const FALLBACK_ROUTE_KEY = '$default';
export const fallbackGroup: ResourceGroup = 'auth';
