// The push group's contracts (docs/REMINDERS.md "Delivery"): the VAPID public key, saving, listing and deleting the
// person's push subscriptions (one per device), and the service worker's save of a rotated one.
import { pushDevicesResponse, pushSavedResponse, pushSubscriptionRequest, pushUnsubscribeRequest, vapidKeyResponse } from '../schemas/push';
import { pushRotationRequest, pushRotationResponse } from '../schemas/push-rotation';
import type { GroupContract } from './contract';

export const pushContract = {
  'GET /api/push/vapid-public-key/': { responses: { 200: vapidKeyResponse }, refusals: [503] },
  'GET /api/push/subscriptions/': { responses: { 200: pushDevicesResponse } },
  'PUT /api/push/subscriptions/': { request: { json: pushSubscriptionRequest }, responses: { 200: pushSavedResponse } },
  'DELETE /api/push/subscriptions/': { request: { json: pushUnsubscribeRequest }, responses: { 200: pushDevicesResponse } },
  // No session: the rotation token is the capability. 401 too old, 403 not one of ours, 404 the device was turned off.
  'POST /api/push/subscriptions/rotations/': {
    request: { json: pushRotationRequest },
    responses: { 200: pushRotationResponse },
    refusals: [401, 403, 404],
  },
} satisfies GroupContract;
