// Choosing Basic or Pro on /pricing (docs/PRODUCT.md §4 Pending subscription, §8 Checkout, §9 restart delay).
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { clearPendingSubscription, readPendingSubscription, savePendingSubscription, type PendingPlan } from '@/lib/pending-subscription';
import { getAccessToken } from '@/lib/token-storage';
import { checkoutFailureText, createCheckoutSession, openCheckout } from '@/lib/checkout';

export const CHECKOUT_TEXTS = {
  loginToSubscribe: 'Please login to subscribe to a plan',
  setupFailed: 'There was an error setting up your subscription: ',
} as const;

/** After sign-in the page waits this long before restarting the remembered checkout. */
export const PENDING_CHECKOUT_RESTART_MS = 100;

/** Starts checkout for a plan; without a session the plan waits in the session for the sign-in. */
export function useCheckout() {
  const navigate = useNavigate();
  const [openingPlan, setOpeningPlan] = useState<PendingPlan | null>(null);

  const sendToLogin = useCallback(
    (plan: PendingPlan) => {
      savePendingSubscription(plan);
      navigate(paths.login, { state: { message: CHECKOUT_TEXTS.loginToSubscribe } });
    },
    [navigate],
  );

  /** True when the browser is on its way to the checkout (or the return page of a plan change). */
  const startCheckout = useCallback(
    async (plan: PendingPlan): Promise<boolean> => {
      if (!getAccessToken()) {
        sendToLogin(plan);
        return false;
      }
      setOpeningPlan(plan);
      try {
        const { checkout_url } = await createCheckoutSession(plan);
        openCheckout(checkout_url);
        return true;
      } catch (error) {
        setOpeningPlan(null);
        if (error instanceof ApiError && error.status === 401) sendToLogin(plan);
        else window.alert(CHECKOUT_TEXTS.setupFailed + checkoutFailureText(error));
        return false;
      }
    },
    [sendToLogin],
  );

  // Back from sign-in with a remembered plan: pick up where the person left off.
  useEffect(() => {
    const plan = readPendingSubscription();
    if (!plan || !getAccessToken()) return;
    const timer = setTimeout(() => {
      clearPendingSubscription();
      void startCheckout(plan);
    }, PENDING_CHECKOUT_RESTART_MS);
    return () => clearTimeout(timer);
  }, [startCheckout]);

  return { startCheckout, openingPlan };
}
