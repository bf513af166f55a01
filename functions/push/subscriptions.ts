// Saving, listing and deleting a person's push subscriptions (docs/REMINDERS.md "Delivery"). An endpoint is where the
// sender will POST from AWS, so only the browsers' push services are accepted there (and the local runtime's stand-in
// locally); at most PUSH_LIMITS.devicesPerPerson devices, the least recently saved dropped for a new one.
import {
  isPushServiceEndpoint,
  LOCAL_PUSH_PATH,
  PUSH_LIMITS,
  pushMessages,
  type PushDevice,
  type PushSubscriptionRequest,
} from '../../shared/schemas/push';
import {
  deletePushSubscription,
  listPushSubscriptions,
  pushSubscriptionId,
  putPushSubscription,
  type StoredPushSubscription,
} from '../data/push-subscriptions';
import { config } from '../platform/config';
import { InvalidFields } from '../platform/errors';

export interface PushDevices {
  count: number;
  devices: PushDevice[];
}

const deviceOf = (stored: StoredPushSubscription): PushDevice => ({
  id: stored.id,
  service: new URL(stored.endpoint).hostname,
  created_at: stored.created_at,
  updated_at: stored.updated_at,
});

const devicesOf = (stored: StoredPushSubscription[]): PushDevices => ({ count: stored.length, devices: stored.map(deviceOf) });

/** The local stage also takes the runtime's own push service (local/push-service.ts); the cloud's bundle never does. */
function isLocalPushEndpoint(endpoint: string): boolean {
  if (globalThis.LOCAL_ADAPTERS === false) return false;
  const { STAGE, APP_URL } = config();
  return STAGE === 'local' && endpoint.startsWith(`${APP_URL.replace(/\/$/, '')}${LOCAL_PUSH_PATH}`);
}

/** A 400 naming the field unless the endpoint is a browser's push service (or, locally, the runtime's stand-in). */
export function checkEndpoint(endpoint: string, field = 'endpoint'): void {
  if (!isPushServiceEndpoint(endpoint) && !isLocalPushEndpoint(endpoint))
    throw InvalidFields.field(field, pushMessages.endpointNotPushService);
}

export async function savePushSubscription(userId: string, request: PushSubscriptionRequest, now = new Date()) {
  const { endpoint, keys } = request;
  checkEndpoint(endpoint);
  const saved = await putPushSubscription(userId, { endpoint, p256dh: keys.p256dh, auth: keys.auth }, now.toISOString());
  const all = await listPushSubscriptions(userId);
  // A phone replaced, a browser reset: old subscriptions seldom say they are gone, so the oldest make room.
  const dropped = all.slice(PUSH_LIMITS.devicesPerPerson).filter((old) => old.id !== saved.id);
  await Promise.all(dropped.map((old) => deletePushSubscription(userId, old.id)));
  const kept = all.filter((device) => !dropped.includes(device));
  return { ...devicesOf(kept), saved: deviceOf(saved) };
}

export async function pushDevices(userId: string): Promise<PushDevices> {
  return devicesOf(await listPushSubscriptions(userId));
}

/** Only the caller's own: another person's endpoint names no item of theirs, so nothing is deleted. */
export async function deletePushDevice(userId: string, endpoint: string): Promise<PushDevices> {
  await deletePushSubscription(userId, pushSubscriptionId(endpoint));
  return pushDevices(userId);
}
