// A rotated push subscription saved by the service worker, which has no session (docs/REMINDERS.md "A rotated
// subscription"): the device's rotation token (given with each save of its subscription) and the browser's new
// subscription. Server and client share them; the messages name their field plainly (docs/PRODUCT.md "Error shapes").
import * as z from 'zod';
import { pushDeviceSchema, pushSubscriptionRequest } from './push';

export const ROTATION_TOKEN_MAX = 2000;

export const pushRotationRequest = z.object({
  token: z
    .string('Token: send the rotation token this device was given when it saved its subscription.')
    .min(1, 'Token: send the rotation token this device was given when it saved its subscription.')
    .max(ROTATION_TOKEN_MAX, `Token: use at most ${ROTATION_TOKEN_MAX} characters.`),
  subscription: pushSubscriptionRequest,
});
export type PushRotationRequest = z.infer<typeof pushRotationRequest>;

export const pushRotationResponse = z.object({
  saved: pushDeviceSchema,
  rotation_token: z.string().describe("The new subscription's rotation token: the worker keeps it for the next rotation."),
});

/** What the rotation route answers when it refuses, in one place. */
export const pushRotationMessages = {
  expired: 'This device’s rotation token is too old: open Tend’s Settings on this device to turn notifications on again.',
  invalid: 'This rotation token is not valid.',
  gone: 'This device no longer gets notifications (they were turned off, or you signed out): turn them on in Settings.',
} as const;
