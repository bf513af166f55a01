// The local stand-in for Stripe's Customer Portal (local stage without Stripe keys): the plan, its renewal or end (in
// the account's date format, local-page.ts), Cancel at period end and Resume. The session id in the path is the
// capability (unguessable, one user, one hour); the actions change the subscription through the same use case as the
// webhook and the local checkout.
import { PLANS } from '../../shared/plans';
import { NotFound } from '../platform/errors';
import { getBillingSession, type BillingSession } from '../data/billing-sessions';
import { getSubscriptionState, type SubscriptionState } from '../data/subscription-states';
import { getUser, type UserRecord } from '../data/users';
import { paymentsSettings } from '../providers/payments/settings';
import { applySubscription, snapshotOfState } from './apply-subscription';
import { escapeHtml } from '../../shared/escape-html';
import { accountDateText, htmlPage, seeOther, type PageAnswer, type SeeOtherAnswer } from './local-page';
import { settleLocalPeriodEnd } from './period-end';

const SESSION_ID = /^bps_local_[0-9A-Za-z]{26}[0-9a-f]{32}$/;
const RENEWING = new Set(['active', 'trialing', 'past_due']);

async function billingSession(sessionId: string): Promise<BillingSession> {
  if ((await paymentsSettings()).mode !== 'local') throw new NotFound();
  const session = SESSION_ID.test(sessionId) ? await getBillingSession(sessionId) : undefined;
  if (!session) throw new NotFound();
  return session;
}

/** The account and its subscription after any period end that has passed (404 once the account is gone). */
async function currentState(userId: string): Promise<{ user: UserRecord; state: SubscriptionState | undefined }> {
  const user = await getUser(userId);
  if (!user) throw new NotFound();
  await settleLocalPeriodEnd(user);
  return { user, state: await getSubscriptionState(userId) };
}

function describe(state: SubscriptionState | undefined, base: string, user: UserRecord): string {
  const plan = state?.plan ? PLANS[state.plan] : undefined;
  if (!state || !plan || !RENEWING.has(state.sub_status)) {
    return '<h1>No active plan</h1><p>Your subscription has ended. Choose a plan on the pricing page to subscribe again.</p>';
  }
  const day = (seconds: number) => escapeHtml(accountDateText(seconds, user));
  const head = `<h1>${escapeHtml(plan.name)}</h1><p class="price"><strong>$${plan.priceUsdPerMonth}</strong>/month</p>`;
  if (state.cancel_at) {
    return `${head}<p class="ending"><strong>Ends on ${day(state.cancel_at)}.</strong> It will not renew; you keep the plan until then.</p>
<div class="actions"><form method="post" action="${base}/resume/"><button type="submit" class="primary">Resume</button></form></div>`;
  }
  const renews = state.current_period_end ? `<p>Renews on ${day(state.current_period_end)}.</p>` : '';
  return `${head}${renews}
<div class="actions"><form method="post" action="${base}/cancel/"><button type="submit" class="secondary">Cancel at period end</button></form></div>`;
}

/** The session id is the path's. */
export async function showLocalBilling(sessionId: string): Promise<PageAnswer> {
  const session = await billingSession(sessionId);
  const { user, state } = await currentState(session.userId);
  const base = `/api/stripe/local-billing/${session.session_id}`;
  return htmlPage(
    'Local billing',
    '<strong>Local billing</strong> — this is not Stripe and no card is charged.',
    `${describe(state, base, user)}
<h2>Invoices</h2><p>The local provider keeps no invoices; in the cloud, Stripe's billing page lists them.</p>
<p><a href="/settings">Back to Settings</a></p>`,
  );
}

/** Sets or clears the end of a renewing subscription, then shows the page again. */
async function setEnd(sessionId: string, end: 'period-end' | 'none'): Promise<SeeOtherAnswer> {
  const session = await billingSession(sessionId);
  const { state } = await currentState(session.userId);
  const back = seeOther(`/api/stripe/local-billing/${session.session_id}/`);
  if (!state?.plan || !RENEWING.has(state.sub_status) || Boolean(state.cancel_at) === (end === 'period-end')) return back;
  const now = Date.now();
  await applySubscription(
    session.userId,
    { ...snapshotOfState(state), cancelAt: end === 'period-end' ? state.current_period_end : undefined },
    { id: `local_${end}_${session.session_id}_${now}`, created: now / 1000 },
  );
  return back;
}

export const cancelLocalBilling = (sessionId: string) => setEnd(sessionId, 'period-end');
export const resumeLocalBilling = (sessionId: string) => setEnd(sessionId, 'none');
