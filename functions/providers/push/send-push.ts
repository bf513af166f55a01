// Sends one Web Push (docs/REMINDERS.md "Delivery"): web-push encrypts the payload for the device (aes128gcm, RFC 8291)
// and signs the VAPID JWT (RFC 8292); the request it builds is sent with fetch, because web-push's own sender speaks
// only https and the local runtime's push service (local/push-service.ts) is plain http. A push service answering 404
// or 410 says the subscription is gone for good: it is deleted, and the caller told so (the mail fallback's cue).
import { createHash } from 'node:crypto';
import webPush from 'web-push';
import { PUSH_LIMITS, type PushPayload } from '../../../shared/schemas/push';
import { deletePushSubscription, listPushSubscriptions, type StoredPushSubscription } from '../../data/push-subscriptions';
import { hashedUserId, logError } from '../../platform/log';
import { vapidDetails } from './vapid';

/** A saved subscription and whose it is: what sendPush needs. */
export interface PushTarget extends StoredPushSubscription {
  userId: string;
}

export interface SendOptions {
  /**
   * Seconds the push service keeps a push for a device that is off the network. A reminder an hour late is stale (its
   * repeats and the next dose follow), so an hour by default.
   */
  ttlSeconds?: number;
  /** 'high' wakes a sleeping phone: a dose reminder is due now. */
  urgency?: 'very-low' | 'low' | 'normal' | 'high';
}

export type SendResult =
  | { outcome: 'sent'; status: number }
  /** 404 / 410: the device unsubscribed or the subscription expired; it is deleted. */
  | { outcome: 'gone'; status: number }
  /** Anything else (429, 5xx, no answer): worth trying again later; the subscription is kept. */
  | { outcome: 'failed'; status?: number; detail: string };

export const PUSH_DEFAULTS = { ttlSeconds: 3600, urgency: 'high', timeoutMs: 10_000 } as const;

/** Every device of the person, to send to. */
export async function subscriptionsOf(userId: string): Promise<PushTarget[]> {
  return (await listPushSubscriptions(userId)).map((subscription) => ({ ...subscription, userId }));
}

/**
 * A push service keeps the newest undelivered push of a topic (at most 32 base64url characters): a repeat of the same
 * occurrence replaces the one a phone has not fetched yet, instead of queueing beside it.
 */
const topicOf = (tag: string) => createHash('sha256').update(tag).digest('base64url').slice(0, 32);

export async function sendPush(target: PushTarget, payload: PushPayload, options: SendOptions = {}): Promise<SendResult> {
  const json = JSON.stringify(payload);
  // Push services refuse more than about 4 KB; a payload that large is the caller's bug, not the device's.
  if (Buffer.byteLength(json) > PUSH_LIMITS.payloadMaxBytes)
    throw new Error(`A push payload may hold at most ${PUSH_LIMITS.payloadMaxBytes} bytes of JSON`);
  const request = webPush.generateRequestDetails({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, json, {
    vapidDetails: await vapidDetails(),
    TTL: options.ttlSeconds ?? PUSH_DEFAULTS.ttlSeconds,
    urgency: options.urgency ?? PUSH_DEFAULTS.urgency,
    topic: topicOf(payload.tag),
    contentEncoding: 'aes128gcm',
  });
  let status: number;
  try {
    const response = await fetch(request.endpoint, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: request.body ? new Uint8Array(request.body) : undefined,
      signal: AbortSignal.timeout(PUSH_DEFAULTS.timeoutMs),
    });
    status = response.status;
    await response.arrayBuffer();
  } catch (error) {
    return failed(target, undefined, error instanceof Error ? error.message : String(error));
  }
  if (status >= 200 && status < 300) return { outcome: 'sent', status };
  if (status === 404 || status === 410) {
    await deletePushSubscription(target.userId, target.id);
    return { outcome: 'gone', status };
  }
  return failed(target, status, `the push service answered ${status}`);
}

function failed(target: PushTarget, status: number | undefined, detail: string): SendResult {
  // The endpoint's host only: the full URL is the device's address.
  logError({ msg: 'push not sent', user: hashedUserId(target.userId), service: new URL(target.endpoint).hostname, status, detail });
  return { outcome: 'failed', status, detail };
}
