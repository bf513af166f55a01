// `POST /_local/push/send` of the local runtime (local/push-service.ts): sends a payload to every device of a person
// through the real sender (functions/providers/push), in the runtime's process where its environment (table, VAPID keys)
// is set. Only the local runtime has it, and no route of the API: the api tests and a developer use it to push
// (`{"username": "...", "payload": {...}}`); the scheduler's own sends go through the same sender.
import * as z from 'zod';
import { pushPayloadSchema } from '../shared/schemas/push';

const sendRequest = z.object({
  username: z.string().min(1),
  payload: pushPayloadSchema,
  ttlSeconds: z.number().int().min(0).optional(),
  urgency: z.enum(['very-low', 'low', 'normal', 'high']).optional(),
});

export async function sendToPerson(body: unknown): Promise<{ status: number; body: unknown }> {
  const parsed = sendRequest.safeParse(body);
  if (!parsed.success) return { status: 400, body: { error: z.prettifyError(parsed.error) } };
  // Loaded on first use, after the runtime set the handlers' environment.
  const { findUserIdByUsername } = await import('../functions/data/users');
  const { sendPush, subscriptionsOf } = await import('../functions/providers/push/send-push');
  const userId = await findUserIdByUsername(parsed.data.username);
  if (!userId) return { status: 404, body: { error: 'No such person.' } };
  const { payload, ttlSeconds, urgency } = parsed.data;
  const results = [];
  for (const target of await subscriptionsOf(userId)) {
    results.push({ endpoint: target.endpoint, ...(await sendPush(target, payload, { ttlSeconds, urgency })) });
  }
  return { status: 200, body: { results } };
}
