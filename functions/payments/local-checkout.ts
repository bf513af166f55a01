// The local test checkout (local stage without Stripe keys): a page of plain forms to pay or cancel, dressed like the
// app (local-page.ts). The session id in the path is the capability: unguessable (ULID + 128 random bits), single-use.
import { PLANS } from '../../shared/plans';
import { NotFound } from '../platform/errors';
import { closeCheckoutSession, getCheckoutSession, type CheckoutSession } from '../data/checkout-sessions';
import { LocalPayments } from '../providers/payments/local-payments';
import { applySubscription } from './apply-subscription';
import { paymentsSettings } from '../providers/payments/settings';
import { escapeHtml } from '../../shared/escape-html';
import { htmlPage, seeOther, type PageAnswer, type SeeOtherAnswer } from './local-page';
import { returnOrigin } from './return-origin';

const SESSION_ID = /^cs_local_[0-9A-Za-z]{26}[0-9a-f]{32}$/;

async function localSession(sessionId: string): Promise<CheckoutSession> {
  const settings = await paymentsSettings();
  if (settings.mode !== 'local') throw new NotFound();
  const session = SESSION_ID.test(sessionId) ? await getCheckoutSession(sessionId) : undefined;
  if (!session || session.provider !== 'local') throw new NotFound();
  return session;
}

const NOTICE = '<strong>Local test checkout</strong> — this is not Stripe and no card is charged.';
const count = (n: number) => n.toLocaleString('en-US');

/** The session id is the path's; `requestOrigin` (on the posts) the browser's Origin, where the person goes back to. */
export async function showLocalCheckout(sessionId: string): Promise<PageAnswer> {
  const session = await localSession(sessionId);
  const plan = PLANS[session.plan];
  const base = `/api/stripe/local-checkout/${session.session_id}`;
  if (session.status !== 'open') {
    return htmlPage(
      'Local test checkout',
      NOTICE,
      `<h1>Checkout ${escapeHtml(session.status)}</h1><p>This checkout session is already ${escapeHtml(session.status)}.</p><p><a href="/pricing">Back to pricing</a></p>`,
    );
  }
  return htmlPage(
    'Local test checkout',
    NOTICE,
    `<h1>Subscribe to the ${escapeHtml(plan.name)}</h1>
<p class="price"><strong>$${plan.priceUsdPerMonth}</strong>/month</p>
<dl><dt>AI credits</dt><dd>${count(plan.credits)} a month</dd><dt>Photo uploads</dt><dd>${count(plan.images)} a month</dd>
<dt>Billing</dt><dd>Monthly, starting today</dd></dl>
<div class="actions"><form method="post" action="${base}/pay/"><button type="submit" class="primary">Pay (test)</button></form>
<form method="post" action="${base}/cancel/"><button type="submit" class="secondary">Cancel</button></form></div>
<p class="muted">Pay applies the plan at once, as Stripe's checkout would; Cancel goes back to the pricing page.</p>`,
  );
}

/** Completes the session and applies the plan through the same use case as the webhook. */
export async function payLocalCheckout(sessionId: string, requestOrigin?: string): Promise<SeeOtherAnswer> {
  const session = await localSession(sessionId);
  const settings = await paymentsSettings();
  const origin = returnOrigin(requestOrigin, settings.appUrl);
  if (!(await closeCheckoutSession(session.session_id, 'complete'))) return seeOther(`${origin}/pricing`);
  const snapshot = new LocalPayments(settings.prices).snapshot(session.userId, session.plan, session.session_id);
  await applySubscription(session.userId, snapshot, { id: `local_${session.session_id}`, created: Date.now() / 1000 });
  return seeOther(`${origin}/subscription-success?session_id=${encodeURIComponent(session.session_id)}`);
}

export async function cancelLocalCheckout(sessionId: string, requestOrigin?: string): Promise<SeeOtherAnswer> {
  const session = await localSession(sessionId);
  const settings = await paymentsSettings();
  await closeCheckoutSession(session.session_id, 'canceled');
  return seeOther(`${returnOrigin(requestOrigin, settings.appUrl)}/pricing`);
}
