// The push group's Lambda (docs/REMINDERS.md "Delivery"): the VAPID public key, the person's devices and a rotated
// subscription saved by the service worker with its rotation token (rotate.ts). It sends no push, so it holds only the
// public key; the sender (functions/providers/push) runs where the private key is granted.
// tsc checks the actions against the group's contract (shared/contracts/push.ts, a type-only import).
import type { pushContract } from '../../shared/contracts/push';
import { pushMessages, pushSubscriptionRequest, pushUnsubscribeRequest } from '../../shared/schemas/push';
import { pushRotationRequest } from '../../shared/schemas/push-rotation';
import { createApiHandler, type RouteActions } from '../core/http-handler';
import { config } from '../platform/config';
import { Unavailable } from '../platform/errors';
import { rotateSubscription } from './rotate';
import { rotationToken } from './rotation-token';
import { deletePushDevice, pushDevices, savePushSubscription } from './subscriptions';

export const actions: RouteActions<typeof pushContract> = {
  'GET /api/push/vapid-public-key/': {
    run: async () => {
      const publicKey = config().VAPID_PUBLIC_KEY;
      if (!publicKey) throw new Unavailable(pushMessages.notConfigured, null);
      return { statusCode: 200, body: { public_key: publicKey } };
    },
  },
  'GET /api/push/subscriptions/': {
    readsOnly: true,
    run: async ({ user }) => ({ statusCode: 200, body: await pushDevices(user.userId) }),
  },
  'PUT /api/push/subscriptions/': {
    json: pushSubscriptionRequest,
    run: async ({ user, body }) => {
      const saved = await savePushSubscription(user.userId, body);
      const rotation_token = await rotationToken({ userId: user.userId, subscriptionId: saved.saved.id });
      return { statusCode: 200, body: { ...saved, rotation_token } };
    },
  },
  'DELETE /api/push/subscriptions/': {
    json: pushUnsubscribeRequest,
    run: async ({ user, body }) => ({ statusCode: 200, body: await deletePushDevice(user.userId, body.endpoint) }),
  },
  'POST /api/push/subscriptions/rotations/': {
    json: pushRotationRequest,
    run: async ({ body }) => ({ statusCode: 200, body: await rotateSubscription(body.token, body.subscription) }),
  },
};

export const handler = createApiHandler('push', actions);
