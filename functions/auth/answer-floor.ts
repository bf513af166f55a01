// An answer that must not tell by its time which way it went (S46: forgot-password, sign-up): the work is done first
// (a Lambda may be frozen once it answers), then the answer waits until its floor. Work slower than the floor
// answers late and is logged under `event`, so the floor can be raised.
import { setTimeout as sleep } from 'node:timers/promises';
import { logError } from '../platform/log';

/** Runs `work`, then waits until `floorMs` after `started` (ms since the epoch), whether the work answered or threw. */
export async function atFloor<T>(
  work: () => Promise<T>,
  { started, floorMs, requestId, event }: { started: number; floorMs: number; requestId: string; event: string },
): Promise<T> {
  try {
    return await work();
  } finally {
    const left = started + floorMs - Date.now();
    if (left > 0) await sleep(left);
    else if (floorMs > 0) logError({ requestId, event, error: `${-left} ms over` });
  }
}
