// At a plain Logout (docs/REMINDERS.md "Delivery"): this browser's push subscription is deleted on the server, while
// the session still is one, and unsubscribed here, so a shared browser stops showing the person's reminders. Loaded
// with import() by the sign-out (app/layout/signed-in-nav.tsx) only when the browser holds a subscription, so the first
// page's JS does not carry it. Best effort both ways: sign-out never waits on, or fails for, either.
import { TOKEN_REFRESH_TIMEOUT_MS } from '@/config/constants';
import { callApi } from '@/lib/call-api';
import * as pushOps from '@/lib/operations/push.generated';

export async function forgetDevice(subscription: PushSubscription): Promise<void> {
  // The same short wait as the sign-out's own call.
  const options = { retries: 0, timeoutMs: TOKEN_REFRESH_TIMEOUT_MS };
  await callApi(pushOps.deletePushSubscription, { body: { endpoint: subscription.endpoint } }, options).catch(() => undefined);
  // Even when the server could not be told: unsubscribed, the push service answers 410 and the server deletes its copy.
  await subscription.unsubscribe().catch(() => false);
}
