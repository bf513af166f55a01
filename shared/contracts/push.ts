// The push group's contracts (docs/REMINDERS.md "Delivery"): the VAPID public key, and saving, listing and deleting the
// person's push subscriptions (one per device).
import { pushDevicesResponse, pushSavedResponse, pushSubscriptionRequest, pushUnsubscribeRequest, vapidKeyResponse } from '../schemas/push';
import type { GroupContract } from './contract';

export const pushContract = {
  'GET /api/push/vapid-public-key/': { responses: { 200: vapidKeyResponse }, refusals: [503] },
  'GET /api/push/subscriptions/': { responses: { 200: pushDevicesResponse } },
  'PUT /api/push/subscriptions/': { request: { json: pushSubscriptionRequest }, responses: { 200: pushSavedResponse } },
  'DELETE /api/push/subscriptions/': { request: { json: pushUnsubscribeRequest }, responses: { 200: pushDevicesResponse } },
} satisfies GroupContract;
