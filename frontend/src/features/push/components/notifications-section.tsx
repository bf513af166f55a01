// Settings → "Notifications on this device" (docs/REMINDERS.md "Delivery"): Turn on asks the browser's permission,
// subscribes with the server's VAPID key and saves the subscription; Turn off deletes it and unsubscribes. Plain words
// for a browser without push (iOS needs the app on the Home Screen) and for blocked notifications. A lazy chunk of
// the settings page. When on, each visit saves the subscription again, but only a subscription the server already
// lists as this person's: a browser still subscribed for someone else (a session that ended without Logout) is
// unsubscribed instead, so their reminders never show to the next person. Each save's rotation token is kept on the
// device, where the service worker reads it to save a subscription the browser rotates (docs/REMINDERS.md).
import { useEffect, useState } from 'react';
import { callApi } from '@/lib/call-api';
import { ApiError } from '@/lib/api-error';
import { browserPush, type DevicePush } from '../device-push';
import { pushTexts as T } from '../push-texts';
import * as pushOps from '@/lib/operations/push.generated';
import '../push.css';

type Status = 'loading' | 'unsupported' | 'denied' | 'off' | 'on';

/** The id the server gives a subscription: the SHA-256 of its endpoint, base64url (functions/data/push-subscriptions.ts). */
async function idOf(endpoint: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(endpoint)));
  return btoa(String.fromCharCode(...digest))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** Saves the subscription and keeps the rotation token its save answers for the service worker. */
async function save(device: DevicePush, subscription: PushSubscription) {
  const { endpoint, keys } = subscription.toJSON();
  const saved = await callApi(pushOps.savePushSubscription, {
    body: { endpoint: endpoint ?? '', keys: { p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' } },
  });
  await device.keepRotation(saved.rotation_token);
  return saved;
}

function problemOf(error: unknown): string {
  if (error instanceof ApiError && error.status === 503) return T.notSetUp;
  if (error instanceof Error && error.message === 'no-worker') return T.noWorker;
  return T.failed;
}

export default function NotificationsSection({ device = browserPush }: { device?: DevicePush }) {
  // Known at once where this browser cannot take pushes or refused them; otherwise the device and the API are asked.
  const [status, setStatus] = useState<Status>(() => {
    const support = device.support();
    return support === 'supported' ? 'loading' : support;
  });
  const [count, setCount] = useState<number | undefined>();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');

  useEffect(() => {
    const support = device.support();
    if (support !== 'supported') return setStatus(support);
    let live = true;
    (async () => {
      let current = await device.current();
      let devices = await callApi(pushOps.pushDevices);
      if (current) {
        const id = await idOf(current.endpoint);
        if (devices.devices.some((saved) => saved.id === id)) devices = await save(device, current);
        else {
          await current.unsubscribe();
          await device.keepRotation(null);
          current = null;
        }
      }
      if (!live) return;
      setCount(devices.count);
      setStatus(current ? 'on' : 'off');
    })().catch(() => live && setStatus('off'));
    return () => {
      live = false;
    };
  }, [device]);

  const run = (change: () => Promise<void>) => async () => {
    setBusy(true);
    setProblem('');
    try {
      await change();
    } catch (error) {
      setProblem(problemOf(error));
    } finally {
      setBusy(false);
    }
  };

  const turnOn = run(async () => {
    // A 503 here means push is not set up: no use trying again.
    const { public_key } = await callApi(pushOps.pushPublicKey, {}, { retries: 0 });
    // Never adopt a subscription this browser already holds: it may be another person's (the visit above drops one
    // the server does not list as ours, but a Turn on can come first). A fresh one has an endpoint of its own.
    await (await device.current())?.unsubscribe();
    const subscription = await device.subscribe(public_key);
    if (subscription === 'denied') {
      if (device.support() === 'denied') setStatus('denied');
      else setProblem(T.notAllowed);
      return;
    }
    setCount((await save(device, subscription)).count);
    setStatus('on');
  });

  const turnOff = run(async () => {
    const subscription = await device.current();
    if (subscription) {
      setCount((await callApi(pushOps.deletePushSubscription, { body: { endpoint: subscription.endpoint } })).count);
      await subscription.unsubscribe();
    }
    await device.keepRotation(null);
    setStatus('off');
  });

  return (
    <section className="card stack" aria-labelledby="push-title" aria-busy={status === 'loading'}>
      <h2 id="push-title" className="card-title">
        {T.title}
      </h2>
      {/* While asked, the room of the likeliest answer (Off, its intro and its row) held unseen, so the sections below
          do not move when it comes. */}
      {status === 'loading' && (
        <>
          <p className="muted">{T.intro}</p>
          <div className="row row-between push-pending" aria-hidden="true">
            <p>{T.off}</p>
            <span className="btn btn-secondary">{T.turnOn}</span>
          </div>
        </>
      )}
      {status === 'unsupported' && <p className="muted">{T.unsupported}</p>}
      {status === 'denied' && <p className="muted">{T.denied}</p>}
      {(status === 'on' || status === 'off') && (
        <>
          <p className="muted">{T.intro}</p>
          <div className="row row-between">
            <p role="status">{status === 'on' ? T.on : T.off}</p>
            <button
              type="button"
              className="btn btn-secondary"
              onClick={() => void (status === 'on' ? turnOff() : turnOn())}
              disabled={busy}
            >
              {busy && <span className="spinner" aria-hidden="true" />}
              {status === 'on' ? T.turnOff : T.turnOn}
            </button>
          </div>
          {count !== undefined && count > 0 && <p className="muted">{T.devices(count)}</p>}
        </>
      )}
      {problem && (
        <p className="alert alert-error" role="alert">
          {problem}
        </p>
      )}
    </section>
  );
}
