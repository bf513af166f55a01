// Sends the waiting captures that are due (docs/OFFLINE.md "Offline capture"), each with its own Idempotency-Key and
// capture time, one tab at a time: the Web Locks API lets one tab of the origin send while the others skip. Where
// the browser has no Web Locks, two tabs may both send a capture: the server answers the second with the first
// answer (the key), so it is still processed and charged once.
import { processInput, type ExtractionAnswer } from '../api/process-input';
import { getCapture, listCaptures, putCapture } from './capture-store';
import { afterAnswer, afterFailure, dueNow, type QueuedCapture } from './queue-rules';
import { ApiError } from '@/lib/api-client';

const LOCK = 'tend-capture-queue';
let sendingHere = false;

export const sendCapture = (capture: QueuedCapture): Promise<ExtractionAnswer> =>
  processInput({
    text: capture.text,
    timezone: capture.zone,
    image: capture.photo?.blob ?? null,
    imageName: capture.photo?.name,
    key: capture.key,
    capturedAt: capture.capturedAt,
  });

/** No answer came (offline, a dropped connection, a timeout): the others would fare no better now. */
export const gotNoAnswer = (error: unknown) => !(error instanceof ApiError) || error.status === undefined;

async function underLock(work: () => Promise<void>): Promise<void> {
  const locks = (navigator as Navigator & { locks?: LockManager }).locks;
  if (locks) {
    await locks.request(LOCK, { ifAvailable: true }, async (lock) => {
      if (lock) await work();
    });
    return;
  }
  if (sendingHere) return;
  sendingHere = true;
  try {
    await work();
  } finally {
    sendingHere = false;
  }
}

/** Sends the person's due captures (all waiting ones with `everyWaiting`, when the network has just come back). */
export async function sendDue(userId: string, { everyWaiting = false, send = sendCapture } = {}): Promise<void> {
  await underLock(async () => {
    const due = dueNow(await listCaptures(userId), everyWaiting ? Number.POSITIVE_INFINITY : Date.now());
    for (const capture of due) {
      let next: QueuedCapture;
      let unanswered = false;
      try {
        next = afterAnswer(capture, await send(capture));
      } catch (error) {
        next = afterFailure(capture, error, Date.now());
        unanswered = gotNoAnswer(error);
      }
      // Removed meanwhile (by the person in another tab, or signing out): not brought back.
      if (await getCapture(capture.key)) await putCapture(next);
      if (unanswered) break;
    }
  });
}
