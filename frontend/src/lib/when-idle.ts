// Work that need not hold up a page's first screen (a device write, a table to load once): run when the browser is
// idle after the first paint's work, or within `timeoutMs` anyway, or soon where the browser cannot say; and work
// split into tasks of its own, so a phone is never blocked by one long task (docs/PERFORMANCE.md "Boot work, profiled").

/** Runs `work` once the browser is idle; returns the cancel. */
export function whenIdle(work: () => void, timeoutMs = 5_000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(work, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(work, 1);
  return () => window.clearTimeout(id);
}

/** Resolves once the browser is idle (see whenIdle). */
export const idle = (timeoutMs?: number) => new Promise<void>((resolve) => void whenIdle(resolve, timeoutMs));

/** Resolves in a task of its own (scheduler.yield where the browser has it), after whatever is waiting to run. */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}
