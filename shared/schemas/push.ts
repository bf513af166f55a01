// Web Push (docs/REMINDERS.md "Delivery"): the browser's PushSubscription a device saves, the devices a person has,
// the server's VAPID public key, and the payload a push carries (what the service worker shows and answers with).
// Server and client share them; each message names its field plainly (the 400 field map of docs/PRODUCT.md).
import * as z from 'zod';

export const PUSH_LIMITS = {
  /** Devices one person may have; saving one more drops the least recently saved (docs/REMINDERS.md "Delivery"). */
  devicesPerPerson: 10,
  /** Push services' endpoints are well under this (FCM's about 200 characters, Mozilla's and Apple's less). */
  endpointMax: 1000,
  /** A notification's title and body, as a phone shows them: a line or two. */
  titleMax: 120,
  bodyMax: 300,
  /** Push services take about 4 KB of payload; the encrypted record adds 103 bytes (RFC 8291). */
  payloadMaxBytes: 3000,
} as const;

/**
 * Hosts of the browsers' push services (Chrome, Edge, Firefox, Safari; other Chromium browsers use FCM). A saved
 * endpoint is one the sender will POST to from AWS, so only these are accepted there: no endpoint can aim the sender at
 * another host (docs/REMINDERS.md "Delivery"). Locally the runtime's own stand-in is accepted too.
 */
export const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
  'web.push.apple.com',
  'notify.windows.com',
] as const;

/** Where the local runtime's stand-in for a push service takes pushes (local/push-service.ts). */
export const LOCAL_PUSH_PATH = '/_local/push/';

/** An endpoint on one of the push services' hosts (or a subdomain, as Windows' `*.notify.windows.com`). */
export function isPushServiceEndpoint(endpoint: string): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.port !== '' || url.username || url.password) return false;
  return PUSH_SERVICE_HOSTS.some((host) => url.hostname === host || url.hostname.endsWith(`.${host}`));
}

/** What the push routes answer, in one place. */
export const pushMessages = {
  notConfigured: 'Notifications are not set up on this server.',
  endpointNotPushService: "Endpoint: use the https address your browser's push service gave (Chrome, Edge, Firefox or Safari).",
} as const;

const base64url = (field: string, bytes: number, hint: string) =>
  z
    .string(`${field}: this field is required.`)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, `${field}: use the browser's base64url value (${hint}).`)
    .refine((text) => decodedLength(text) === bytes, `${field}: must decode to ${bytes} bytes (${hint}).`);

/** Bytes a base64url text decodes to (4 characters hold 3 bytes; padding, when sent, is no data). */
const decodedLength = (text: string) => Math.floor((text.replace(/=+$/, '').length * 6) / 8);

/** The JSON of the browser's PushSubscription (`subscription.toJSON()`), as the web app sends it. */
export const pushSubscriptionRequest = z.object({
  endpoint: z
    .string('Endpoint: this field is required.')
    .max(PUSH_LIMITS.endpointMax, `Endpoint: use at most ${PUSH_LIMITS.endpointMax} characters.`)
    .url("Endpoint: use the https address the browser's push service gave."),
  expirationTime: z.number().nullable().optional().describe('Ignored: browsers send null.'),
  keys: z.object(
    {
      p256dh: base64url('Keys.p256dh', 65, "the device's P-256 public key"),
      auth: base64url('Keys.auth', 16, 'the 16-byte auth secret'),
    },
    'Keys: give p256dh and auth as the browser gives them.',
  ),
});
export type PushSubscriptionRequest = z.infer<typeof pushSubscriptionRequest>;

/** Which subscription to delete: its endpoint (what the device knows of it). */
export const pushUnsubscribeRequest = z.object({
  endpoint: z.string('Endpoint: this field is required.').min(1, 'Endpoint: this field is required.').max(PUSH_LIMITS.endpointMax),
});

/** One saved device, without its keys or full endpoint. */
export const pushDeviceSchema = z.object({
  id: z.string().describe("The subscription's id: a hash of its endpoint."),
  service: z.string().describe('The push service\'s host, such as "fcm.googleapis.com".'),
  created_at: z.string().describe('When this device first saved it (ISO 8601).'),
  updated_at: z.string().describe('When this device last saved it (ISO 8601).'),
});
export type PushDevice = z.infer<typeof pushDeviceSchema>;

export const pushDevicesResponse = z.object({
  count: z.number().int().describe('Devices that get notifications.'),
  devices: z.array(pushDeviceSchema).describe('Most recently saved first.'),
});

export const pushSavedResponse = pushDevicesResponse.extend({
  saved: pushDeviceSchema,
  rotation_token: z
    .string()
    .describe("This device's capability to save its next rotated subscription without a session (the service worker keeps it)."),
});

export const vapidKeyResponse = z.object({
  public_key: z.string().describe("The server's VAPID public key (base64url): pushManager.subscribe's applicationServerKey."),
});

/** The notification actions a dose reminder offers, and the answer each posts (the worker maps one to the other). */
export const PUSH_ACTIONS = { taken: 'taken', snooze: 'snoozed', skip: 'skipped' } as const;

/**
 * What a push carries (built by the scheduler, shown by frontend/pwa/service-worker.js). A log prompt has no actions
 * and no answer; a dose reminder offers Taken · Snooze · Skip, and the worker POSTs `{token, answer}` to `answer.url`.
 */
export const pushPayloadSchema = z.object({
  title: z.string().min(1).max(PUSH_LIMITS.titleMax),
  body: z.string().max(PUSH_LIMITS.bodyMax),
  tag: z.string().min(1).describe('The occurrence key: a newer push of the same occurrence replaces the shown one.'),
  url: z.string().startsWith('/').describe('The app page a click without an action opens.'),
  actions: z
    .array(z.object({ action: z.enum(['taken', 'snooze', 'skip']), title: z.string().min(1) }))
    .max(3)
    .optional(),
  answer: z
    .object({
      url: z.string().startsWith('/api/').describe('Where an action is posted, with no session.'),
      token: z.string().min(1).describe('The signed capability for this occurrence.'),
    })
    .optional(),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;

/** What the worker posts to `answer.url` when an action is pressed. */
export const pushAnswerRequest = z.object({
  token: z.string().min(1),
  answer: z.enum(['taken', 'snoozed', 'skipped']),
});
