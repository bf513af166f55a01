// The payments group's contracts: checkout, verification, status, billing, the Stripe webhook and the local test pages.
import * as z from 'zod';
import {
  billingPortalResponse,
  checkoutRequest,
  checkoutResponse,
  subscriptionDetailsResponse,
  subscriptionStatusResponse,
  verifySessionRequest,
  verifySessionResponse,
  webhookResponse,
} from '../schemas/payments';
import type { GroupContract } from './contract';

export const paymentsContract = {
  'POST /api/stripe/create-checkout-session/': { request: { json: checkoutRequest }, responses: { 200: checkoutResponse } },
  'POST /api/stripe/verify-session/': {
    request: { json: verifySessionRequest },
    responses: { 200: verifySessionResponse },
    refusals: [404],
  },
  'GET /api/stripe/subscription-status/': { responses: { 200: subscriptionStatusResponse } },
  'GET /api/stripe/subscription/': { responses: { 200: subscriptionDetailsResponse } },
  // 400: no subscription to manage (functions/payments/billing.ts).
  'POST /api/stripe/billing-portal/': { responses: { 200: billingPortalResponse }, refusals: [400] },
  // 409: a copy of the event is being applied (Stripe retries it).
  'POST /api/stripe/webhook/': {
    request: { json: z.record(z.string(), z.unknown()) },
    responses: { 200: webhookResponse },
    refusals: [409],
  },
  'GET /api/stripe/local-checkout/{session_id}/': { responses: { 200: 'html' }, refusals: [404] },
  'POST /api/stripe/local-checkout/{session_id}/pay/': { responses: { 303: 'empty' }, refusals: [404] },
  'POST /api/stripe/local-checkout/{session_id}/cancel/': { responses: { 303: 'empty' }, refusals: [404] },
  'GET /api/stripe/local-billing/{session_id}/': { responses: { 200: 'html' }, refusals: [404] },
  'POST /api/stripe/local-billing/{session_id}/cancel/': { responses: { 303: 'empty' }, refusals: [404] },
  'POST /api/stripe/local-billing/{session_id}/resume/': { responses: { 303: 'empty' }, refusals: [404] },
} satisfies GroupContract;
