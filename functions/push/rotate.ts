// The service worker's save of a subscription its browser rotated (`pushsubscriptionchange`), with no session
// (docs/REMINDERS.md "A rotated subscription"). The rotation token names the person and the subscription it was given
// for; only while that one is still saved for them is it replaced by the new one (the endpoint checked as any save's),
// and a token for the new one is answered for the next rotation. The old is deleted before the new is saved, so the
// 10-device cap never drops another of the person's devices to make room for what is the same device.
import type { PushSubscriptionRequest } from '../../shared/schemas/push';
import { pushRotationMessages } from '../../shared/schemas/push-rotation';
import { deletePushSubscription, listPushSubscriptions } from '../data/push-subscriptions';
import { NotAllowed, NotFound, NotSignedIn } from '../platform/errors';
import { readRotationToken, rotationToken } from './rotation-token';
import { checkEndpoint, savePushSubscription } from './subscriptions';

export async function rotateSubscription(token: string, subscription: PushSubscriptionRequest) {
  const check = await readRotationToken(token);
  if (!check.ok)
    throw check.reason === 'expired' ? new NotSignedIn(pushRotationMessages.expired) : new NotAllowed(pushRotationMessages.invalid);
  const { userId, subscriptionId } = check.claims;
  // A device turned off, signed out of (Logout or every device) or an account deleted has no saved subscription left.
  if (!(await listPushSubscriptions(userId)).some((saved) => saved.id === subscriptionId)) throw new NotFound(pushRotationMessages.gone);
  checkEndpoint(subscription.endpoint, 'subscription.endpoint');
  await deletePushSubscription(userId, subscriptionId);
  const { saved } = await savePushSubscription(userId, subscription);
  return { saved, rotation_token: await rotationToken({ userId, subscriptionId: saved.id }) };
}
