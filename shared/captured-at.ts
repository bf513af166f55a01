// When a capture was typed (issue 26, offline capture; docs/OFFLINE.md): a capture kept on the device while offline is
// sent later with `captured_at`, and the AI reads its words ("coffee at 8", "yesterday") from that moment, not from
// when it reached the server. One rule for the API and the web app's queue.
import { FUTURE_SLACK_MS } from './future-time';

/** How long a capture may wait on the device and still be read from when it was typed. */
export const CAPTURED_AT_MAX_AGE_DAYS = 30;
export const CAPTURED_AT_MAX_AGE_MS = CAPTURED_AT_MAX_AGE_DAYS * 24 * 60 * 60 * 1000;

export const capturedAtMessages = {
  invalid: 'Enter the capture time as an ISO 8601 date and time with its offset, such as 2026-11-27T08:10:00+01:00.',
  tooOld: `This capture is more than ${CAPTURED_AT_MAX_AGE_DAYS} days old. Type it again to log it.`,
  future: 'The capture time is in the future. Check the clock of this device.',
} as const;

/** An ISO 8601 date and time with a Z or an offset. */
const WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * The "now" a capture is read at: the server's now without `captured_at`; else that instant, at most
 * CAPTURED_AT_MAX_AGE_DAYS back. A time ahead of the server's clock by up to FUTURE_SLACK_MS (a device's clock a bit
 * fast) counts as now; further ahead, or unreadable, is the message to show for the field.
 */
export function captureNow(value: string | null | undefined, nowMs: number): { now: Date } | { problem: string } {
  if (value === undefined || value === null || value === '') return { now: new Date(nowMs) };
  const ms = WITH_OFFSET.test(value) ? Date.parse(value) : Number.NaN;
  if (Number.isNaN(ms)) return { problem: capturedAtMessages.invalid };
  if (ms > nowMs + FUTURE_SLACK_MS) return { problem: capturedAtMessages.future };
  if (ms < nowMs - CAPTURED_AT_MAX_AGE_MS) return { problem: capturedAtMessages.tooOld };
  return { now: new Date(Math.min(ms, nowMs)) };
}
