// The local stand-in for a browser vendor's push service (docs/REMINDERS.md "Delivery"), under /_local/push/ of the
// local runtime: it mints subscriptions as a browser would (keeping each device's private key), takes what web-push
// POSTs, checks its VAPID JWT, decrypts it, and keeps what arrived for tests and developers to read. In memory: a
// restart forgets its devices, whose saved subscriptions then answer 404 and are deleted like any gone one.
import { randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { LOCAL_PUSH_PATH } from '../shared/schemas/push';
import { checkVapid, decryptPush, newDeviceKeys, type DeviceKeys, type VapidClaims } from './push-decrypt';
import { readBody } from './request-body';
import { sendJson } from './respond';

/** One push as the device would get it, with the headers the push service read. */
export interface ReceivedPush {
  endpoint: string;
  received_at: string;
  ttl: number;
  urgency: string | null;
  topic: string | null;
  content_encoding: string | null;
  vapid: VapidClaims;
  /** The decrypted payload: parsed JSON, or the text when it is not JSON. */
  payload: unknown;
}

interface Device extends DeviceKeys {
  endpoint: string;
  /** The key the subscription was made for (pushManager.subscribe's applicationServerKey): others are refused. */
  applicationServerKey?: string;
  gone: boolean;
  received: ReceivedPush[];
}

/** Pushes kept per device: enough for any test, bounded for a long `npm start`. */
const KEPT_PER_DEVICE = 100;

export type SendToPerson = (body: unknown) => Promise<{ status: number; body: unknown }>;

/**
 * The push service's routes; `appUrl` is the runtime's, so endpoints are `<appUrl>/_local/push/endpoints/<id>`.
 * `sendToPerson` runs the real sender in this process (`POST /_local/push/send`: a test's or a developer's trigger).
 */
export function createPushService(appUrl: () => string, sendToPerson: SendToPerson) {
  const devices = new Map<string, Device>();
  const endpointPrefix = () => `${appUrl()}${LOCAL_PUSH_PATH}endpoints/`;

  const subscribe = (body: { applicationServerKey?: unknown }) => {
    const id = randomUUID();
    const endpoint = `${endpointPrefix()}${id}`;
    const keys = newDeviceKeys(randomBytes(16));
    const applicationServerKey = typeof body.applicationServerKey === 'string' ? body.applicationServerKey : undefined;
    devices.set(id, { ...keys, endpoint, applicationServerKey, gone: false, received: [] });
    return {
      endpoint,
      expirationTime: null,
      keys: { p256dh: keys.ecdh.getPublicKey().toString('base64url'), auth: keys.auth.toString('base64url') },
    };
  };

  const receive = (device: Device, req: IncomingMessage, body: Buffer): { status: number; body: unknown } => {
    if (device.gone) return { status: 410, body: { error: 'This subscription is gone.' } };
    const vapid = checkVapid(req.headers.authorization, device.endpoint);
    if (typeof vapid === 'string') return { status: 401, body: { error: `VAPID: ${vapid}` } };
    if (device.applicationServerKey && vapid.public_key !== device.applicationServerKey) {
      return { status: 403, body: { error: 'VAPID: signed with another key than the subscription was made for' } };
    }
    if (req.headers['content-encoding'] !== 'aes128gcm') return { status: 415, body: { error: 'Content-Encoding must be aes128gcm' } };
    let text: string;
    try {
      text = decryptPush(body, device).toString('utf8');
    } catch (error) {
      return { status: 400, body: { error: `Could not decrypt: ${(error as Error).message}` } };
    }
    let payload: unknown = text;
    try {
      payload = JSON.parse(text);
    } catch {
      // Kept as text.
    }
    const header = (name: string) => (req.headers[name] as string | undefined) ?? null;
    device.received.push({
      endpoint: device.endpoint,
      received_at: new Date().toISOString(),
      ttl: Number(header('ttl')),
      urgency: header('urgency'),
      topic: header('topic'),
      content_encoding: header('content-encoding'),
      vapid,
      payload,
    });
    device.received.splice(0, device.received.length - KEPT_PER_DEVICE);
    return { status: 201, body: { id: randomUUID() } };
  };

  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? '/', 'http://local');
    const route = `${req.method} ${url.pathname.slice(LOCAL_PUSH_PATH.length - 1)}`;
    const body = (await readBody(req)) ?? Buffer.alloc(0);
    const json = () => (body.length ? (JSON.parse(body.toString('utf8')) as Record<string, unknown>) : {});
    const answer = (status: number, value: unknown) => sendJson(res, status, value, { 'cache-control': 'no-store' });
    const device = devices.get(url.pathname.split('/').at(-1) ?? '');
    if (route === 'POST /subscriptions') return answer(201, subscribe(json()));
    if (route === 'POST /send') {
      const sent = await sendToPerson(json());
      return answer(sent.status, sent.body);
    }
    if (route === 'GET /messages') {
      const endpoint = url.searchParams.get('endpoint');
      const all = [...devices.values()].filter((d) => !endpoint || d.endpoint === endpoint).flatMap((d) => d.received);
      return answer(200, { messages: all });
    }
    if (/^(POST|DELETE) \/endpoints\/[\w-]+$/.test(route)) {
      if (!device) return answer(404, { error: 'No such subscription.' });
      if (req.method === 'DELETE') {
        device.gone = true; // as when the person turns notifications off: the service answers 410 from now on
        res.writeHead(204).end();
        return;
      }
      const result = receive(device, req, body);
      return answer(result.status, result.body);
    }
    return answer(404, { error: `No ${route} here: see docs/REMINDERS.md "Delivery".` });
  };
}
