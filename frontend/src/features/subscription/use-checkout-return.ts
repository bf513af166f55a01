// The checkout return (docs/PRODUCT.md §4 Checkout return, §9): 3 s wait, verify, then status checks every 2 s, at most 10.
import { useEffect, useRef, useState } from 'react';
import { planOfGroups, type Plan } from '@shared/plans';
import { ApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { getAccessToken } from '@/lib/token-storage';
import { getSubscriptionStatus, verifySession } from './api/check-subscription';

export const CHECKOUT_RETURN = { initialWaitMs: 3000, retryMs: 2000, maxAttempts: 10 } as const;

export type CheckoutReturnState =
  { kind: 'loading' } | { kind: 'processing'; attempt: number } | { kind: 'success'; plan: Plan } | { kind: 'error' };

const isUnauthorized = (error: unknown) => error instanceof ApiError && error.status === 401;

/** Follows one returned checkout session to success or error; a missing session id or token is an error at once. */
export function useCheckoutReturn(sessionId: string | null): CheckoutReturnState {
  const { refreshUser } = useAuth();
  const refreshUserRef = useRef(refreshUser);
  refreshUserRef.current = refreshUser;
  const [state, setState] = useState<CheckoutReturnState>(() => (sessionId && getAccessToken() ? { kind: 'loading' } : { kind: 'error' }));

  useEffect(() => {
    if (!sessionId || !getAccessToken()) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const wait = (ms: number) => new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)));
    const show = (next: CheckoutReturnState) => !stopped && setState(next);
    /** The plan bought, as the server now has it. */
    const succeed = (groups: string[]) => {
      show({ kind: 'success', plan: planOfGroups(groups) });
      void refreshUserRef.current().catch(() => undefined);
    };

    async function follow(id: string) {
      await wait(CHECKOUT_RETURN.initialWaitMs);
      if (stopped) return;
      try {
        const verified = await verifySession(id);
        if (verified.is_subscribed) return succeed(verified.user_groups);
      } catch (error) {
        if (isUnauthorized(error)) return show({ kind: 'error' });
      }
      for (let attempt = 1; attempt <= CHECKOUT_RETURN.maxAttempts && !stopped; attempt += 1) {
        show({ kind: 'processing', attempt });
        try {
          const status = await getSubscriptionStatus();
          if (status.is_subscribed) return succeed(status.user_groups);
        } catch (error) {
          if (isUnauthorized(error)) return show({ kind: 'error' });
        }
        if (attempt < CHECKOUT_RETURN.maxAttempts) await wait(CHECKOUT_RETURN.retryMs);
      }
      show({ kind: 'error' });
    }

    void follow(sessionId);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [sessionId]);

  return state;
}
