// The local test checkout (local stage without Stripe keys): a page of plain forms to pay or cancel.
// The session id in the path is the capability: unguessable (ULID + 128 random bits) and single-use.
import { PLANS } from '../../shared/plans';
import { PRODUCT_NAME } from '../../shared/brand';
import { NotFound } from '../core/http-error';
import type { ApiRequest, ApiResult } from '../core/http-handler';
import { closeCheckoutSession, getCheckoutSession, type CheckoutSession } from '../data/subscriptions';
import { LocalPayments } from '../providers/payments/local-payments';
import { applySubscription } from './apply-subscription';
import { paymentsSettings } from '../providers/payments/settings';

const SESSION_ID = /^cs_local_[0-9A-Za-z]{26}[0-9a-f]{32}$/;

async function localSession(request: ApiRequest): Promise<CheckoutSession> {
  const settings = await paymentsSettings();
  if (settings.mode !== 'local') throw new NotFound();
  const sessionId = request.params.session_id ?? '';
  const session = SESSION_ID.test(sessionId) ? await getCheckoutSession(sessionId) : undefined;
  if (!session || session.provider !== 'local') throw new NotFound();
  return session;
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(title: string, body: string): ApiResult {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem}.banner{background:#fff3cd;border:1px solid #e0c060;padding:.75rem;border-radius:.5rem}form{display:inline-block;margin-right:.5rem}button{font-size:1rem;padding:.6rem 1.2rem}</style>
</head><body>${body}</body></html>`;
  return { statusCode: 200, body: html, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } };
}

export async function showLocalCheckout(request: ApiRequest): Promise<ApiResult> {
  const session = await localSession(request);
  const plan = PLANS[session.plan];
  const base = `/api/stripe/local-checkout/${session.session_id}`;
  if (session.status !== 'open') {
    return page(
      'Local test checkout',
      `<p class="banner"><strong>Local test checkout</strong> — no real payment.</p><p>This checkout session is already ${escape(session.status)}.</p><p><a href="/pricing">Back to pricing</a></p>`,
    );
  }
  return page(
    'Local test checkout',
    `<p class="banner"><strong>Local test checkout</strong> — this is not Stripe and no card is charged.</p>
<h1>${escape(PRODUCT_NAME)}: ${escape(plan.name)}</h1><p>$${plan.priceUsdPerMonth}/month</p>
<form method="post" action="${base}/pay/"><button type="submit">Pay (test)</button></form>
<form method="post" action="${base}/cancel/"><button type="submit">Cancel</button></form>`,
  );
}

const seeOther = (location: string): ApiResult => ({ statusCode: 303, headers: { Location: location, 'Cache-Control': 'no-store' } });

/** Completes the session and applies the plan through the same use case as the webhook. */
export async function payLocalCheckout(request: ApiRequest): Promise<ApiResult> {
  const session = await localSession(request);
  const settings = await paymentsSettings();
  if (!(await closeCheckoutSession(session.session_id, 'complete'))) return seeOther(`${settings.appUrl}/pricing`);
  const snapshot = new LocalPayments(settings.appUrl, settings.prices).snapshot(session.userId, session.plan);
  await applySubscription(session.userId, snapshot, { id: `local_${session.session_id}`, created: Date.now() / 1000 });
  return seeOther(`${settings.appUrl}/subscription-success?session_id=${encodeURIComponent(session.session_id)}`);
}

export async function cancelLocalCheckout(request: ApiRequest): Promise<ApiResult> {
  const session = await localSession(request);
  const settings = await paymentsSettings();
  await closeCheckoutSession(session.session_id, 'canceled');
  return seeOther(`${settings.appUrl}/pricing`);
}
