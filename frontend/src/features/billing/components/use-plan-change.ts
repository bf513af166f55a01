// A paying person's plan change from Settings: asked first (the confirmation dialog), then made on the subscription
// at once; the server answers the return page's address (docs/PRODUCT.md §4 Plan derived from groups, §8 Checkout, §9).
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { checkoutFailureText, createCheckoutSession, openCheckout } from '@/lib/checkout';
import { savePendingSubscription, type PendingPlan } from '@/lib/pending-subscription';

/** docs/PRODUCT.md §8 writes the first two as one: 'Failed to initiate upgrade/downgrade: ...'. */
export const SUBSCRIPTION_TEXTS = {
  upgradeFailed: 'Failed to initiate upgrade: ',
  downgradeFailed: 'Failed to initiate downgrade: ',
  loginToSubscribe: 'Please login to subscribe to a plan',
} as const;

export type Change = { label: string; from: PendingPlan; plan: PendingPlan; failure: string };

export const CHANGES: Partial<Record<string, Change>> = {
  basic: { label: 'Upgrade to Pro', from: 'basic', plan: 'pro', failure: SUBSCRIPTION_TEXTS.upgradeFailed },
  pro: { label: 'Downgrade to Basic', from: 'pro', plan: 'basic', failure: SUBSCRIPTION_TEXTS.downgradeFailed },
};

export function usePlanChange() {
  const navigate = useNavigate();
  const [asking, setAsking] = useState<Change | null>(null);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    if (!asking) return;
    const { plan, failure } = asking;
    setBusy(true);
    try {
      openCheckout((await createCheckoutSession(plan)).checkout_url);
    } catch (error) {
      setBusy(false);
      setAsking(null);
      if (error instanceof ApiError && error.status === 401) {
        savePendingSubscription(plan);
        navigate(paths.login, { state: { message: SUBSCRIPTION_TEXTS.loginToSubscribe } });
        return;
      }
      window.alert(failure + checkoutFailureText(error));
    }
  }

  return { asking, busy, ask: setAsking, close: () => setAsking(null), confirm: () => void confirm() };
}
