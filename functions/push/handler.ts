// The push group's Lambda (docs/REMINDERS.md "Delivery"): the VAPID public key and the person's devices. It sends no
// push, so it holds only the public key; the sender (functions/providers/push) runs where the private key is granted.
// tsc checks the actions against the group's contract (shared/contracts/push.ts, a type-only import).
import type { pushContract } from '../../shared/contracts/push';
import { pushMessages, pushSubscriptionRequest, pushUnsubscribeRequest } from '../../shared/schemas/push';
import { createApiHandler, type RouteActions } from '../core/http-handler';
import { config } from '../platform/config';
import { Unavailable } from '../platform/errors';
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
    run: async ({ user, body }) => ({ statusCode: 200, body: await savePushSubscription(user.userId, body) }),
  },
  'DELETE /api/push/subscriptions/': {
    json: pushUnsubscribeRequest,
    run: async ({ user, body }) => ({ statusCode: 200, body: await deletePushDevice(user.userId, body.endpoint) }),
  },
};

export const handler = createApiHandler('push', actions);
