// The offline capture queue's rules (docs/OFFLINE.md "Offline capture"), apart from storage and the screen so they
// are tested alone: a capture waits, is sent with its Idempotency-Key, and then is ready to review, waits again
// (a network error, a 5xx, a 409 or 429: retried with backoff, the same key) or failed (another 4xx: not retried, the
// answer's message shown, the person removes it).
import type { ExtractionAnswer } from '@/lib/api-contract.generated';
import { ApiError } from '@/lib/api-client';
import { dataInputErrorText } from '../data-input-texts';
import { QUEUE_TEXT } from './queue-texts';

export type CaptureState = 'waiting' | 'failed' | 'ready';

/** One capture as the device keeps it (IndexedDB, capture-store.ts). */
export interface QueuedCapture {
  /** The Idempotency-Key of this capture: drawn once when it was typed, sent on every try. */
  key: string;
  /** Whose capture it is: a person sees only their own (the store is read by user id). */
  userId: string;
  text: string;
  /** The chosen photo's bytes, kept as a Blob. */
  photo: { blob: Blob; name: string } | null;
  /** When it was typed (ISO, UTC) and the person's zone then: the server reads the words from that moment. */
  capturedAt: string;
  zone: string;
  state: CaptureState;
  /** Tries made so far; the next is not before `nextTryAt` (ms since the epoch). */
  tries: number;
  nextTryAt: number;
  /** Why it failed (failed), or why the last try did not arrive (waiting after a try). */
  problem: string | null;
  /** The extracted items and changes, kept until the person reviews them (ready). */
  answer: ExtractionAnswer | null;
}

/** The first retry after 5 s, then doubling, at most every 5 minutes. */
export const RETRY_FIRST_MS = 5_000;
export const RETRY_MOST_MS = 5 * 60_000;

export function backoffMs(tries: number): number {
  return Math.min(RETRY_FIRST_MS * 2 ** Math.max(0, tries - 1), RETRY_MOST_MS);
}

export function newCapture(input: {
  key: string;
  userId: string;
  text: string;
  photo: QueuedCapture['photo'];
  zone: string;
  now: Date;
}): QueuedCapture {
  const { now, ...rest } = input;
  return { ...rest, capturedAt: now.toISOString(), state: 'waiting', tries: 0, nextTryAt: now.getTime(), problem: null, answer: null };
}

/** A failure worth another try with the same key: no answer at all, the server's trouble, "in progress" or "too many". */
export function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status === undefined) return true;
  return error.status >= 500 || error.status === 408 || error.status === 409 || error.status === 429;
}

export function afterFailure(capture: QueuedCapture, error: unknown, nowMs: number): QueuedCapture {
  const tries = capture.tries + 1;
  if (isRetryable(error)) {
    const problem = error instanceof ApiError && error.status !== undefined ? QUEUE_TEXT.serverTrouble : QUEUE_TEXT.noNetwork;
    return { ...capture, state: 'waiting', tries, nextTryAt: nowMs + backoffMs(tries), problem };
  }
  return { ...capture, state: 'failed', tries, problem: dataInputErrorText(error) };
}

/** An answer with items or changes waits for the review; one with nothing to save is a failure that says so. */
export function afterAnswer(capture: QueuedCapture, answer: ExtractionAnswer): QueuedCapture {
  const tries = capture.tries + 1;
  if (answer.items.length === 0 && answer.changes.length === 0) {
    const problem = answer.unmatched.length > 0 ? answer.unmatched.join(' ') : QUEUE_TEXT.nothingFound;
    return { ...capture, state: 'failed', tries, problem, answer: null };
  }
  return { ...capture, state: 'ready', tries, problem: null, answer };
}

/** The waiting captures whose next try is due, oldest first. */
export function dueNow(captures: QueuedCapture[], nowMs: number): QueuedCapture[] {
  return captures.filter((c) => c.state === 'waiting' && c.nextTryAt <= nowMs).sort((a, b) => a.capturedAt.localeCompare(b.capturedAt));
}

/** When the next waiting capture is due (ms since the epoch), or null when none waits. */
export function nextDue(captures: QueuedCapture[]): number | null {
  const times = captures.filter((c) => c.state === 'waiting').map((c) => c.nextTryAt);
  return times.length > 0 ? Math.min(...times) : null;
}

/** Sent again now (the person pressed "Send now", or the network came back): due at once, tries kept. */
export const dueAgain = (capture: QueuedCapture, nowMs: number): QueuedCapture =>
  capture.state === 'waiting' ? { ...capture, nextTryAt: nowMs } : capture;
