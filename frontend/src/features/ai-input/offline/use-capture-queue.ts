// The capture card's offline queue (docs/OFFLINE.md "Offline capture"): Process Information sends at once when it
// can and keeps the capture on the device when there is no network; kept captures are sent when the network comes
// back (the `online` event), when the page opens and on a retry timer, and their answers wait for the review.
import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import { AuthContext } from '@/lib/auth';
import { newKey } from '@/lib/idempotency-key';
import { whenIdle } from '@/lib/when-idle';
import type { ExtractionAnswer } from '../api/process-input';
import { listCaptures, putCapture, removeCapture } from './capture-store';
import { afterFailure, newCapture, nextDue, type QueuedCapture } from './queue-rules';
import { QUEUE_TEXT } from './queue-texts';
import { gotNoAnswer, sendCapture, sendDue } from './send-queued';

/** Tells this origin's other tabs the queue changed, so each shows the same. */
const CHANNEL = 'tend-capture-queue';

export type Processed = { answer: ExtractionAnswer } | { kept: string };

export function useCaptureQueue() {
  // Without a signed-in person (the card drawn alone, in a test) nothing is kept: each capture is sent at once.
  const userId = useContext(AuthContext)?.user?.id ?? null;
  const [captures, setCaptures] = useState<QueuedCapture[]>([]);
  const channel = useRef<BroadcastChannel | null>(null);

  const reload = useCallback(async () => {
    if (userId) setCaptures(await listCaptures(userId).catch(() => []));
  }, [userId]);

  const changed = useCallback(async () => {
    await reload();
    channel.current?.postMessage('changed');
  }, [reload]);

  const flush = useCallback(
    async (everyWaiting = false) => {
      if (!userId) return;
      if (navigator.onLine) await sendDue(userId, { everyWaiting }).catch(() => undefined);
      await changed();
    },
    [userId, changed],
  );

  useEffect(() => {
    const tabs = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : null;
    channel.current = tabs;
    if (tabs) tabs.onmessage = () => void reload();
    const onOnline = () => void flush(true);
    window.addEventListener('online', onOnline);
    // The kept captures once the page is idle: opening the device's database (created on its first start) is a long
    // task on a phone that the page's first screen need not wait for.
    const cancel = whenIdle(() => void flush(), 2_000);
    return () => {
      cancel();
      window.removeEventListener('online', onOnline);
      channel.current = null;
      tabs?.close();
    };
  }, [flush, reload]);

  // The retry timer: the next waiting capture's try, with its backoff.
  useEffect(() => {
    const due = nextDue(captures);
    if (due === null) return;
    const timer = setTimeout(() => void flush(), Math.max(0, due - Date.now()) + 50);
    return () => clearTimeout(timer);
  }, [captures, flush]);

  /** Process Information: the answer when the server gave one; kept on the device when no answer could come. */
  async function processOrKeep(input: { text: string; zone: string; photo: File | null }): Promise<Processed> {
    const capture = newCapture({
      key: newKey(),
      userId: userId ?? '',
      text: input.text,
      photo: input.photo ? { blob: input.photo, name: input.photo.name } : null,
      zone: input.zone,
      now: new Date(),
    });
    if (!userId) return { answer: await sendCapture(capture) };
    if (!navigator.onLine) {
      await putCapture(capture);
      await changed();
      return { kept: QUEUE_TEXT.keptOffline };
    }
    try {
      return { answer: await sendCapture(capture) };
    } catch (error) {
      if (!gotNoAnswer(error)) throw error;
      // The send may have reached the server: kept with the same key and body, so a retry is answered, not redone.
      await putCapture(afterFailure(capture, error, Date.now()));
      await changed();
      return { kept: QUEUE_TEXT.keptUnreachable };
    }
  }

  async function remove(key: string) {
    await removeCapture(key).catch(() => undefined);
    await changed();
  }

  return { captures, processOrKeep, remove };
}

export type CaptureQueue = ReturnType<typeof useCaptureQueue>;
