// Loads started before anything draws (app/boot-loads.ts), each taken once by the code that would otherwise start it
// itself, so a page's first answers come as soon as the network can bring them (docs/PERFORMANCE.md "Boot work,
// profiled", "The first script"). A load nobody takes is dropped with the page.
import { nextTask } from './when-idle';

const started = new Map<string, Promise<unknown>>();

export function startEarly(key: string, load: () => Promise<unknown>): void {
  const promise = load();
  // Whoever takes it sees the failure; until then (or if nobody does) it is not an unhandled rejection.
  promise.catch(() => undefined);
  started.set(key, promise);
}

/**
 * The load started under `key`, once: a second take, or a key never started, gives undefined. Its answer reaches the
 * taker in a task of its own: the first script asks before the app's code has arrived, so the answer is often in
 * before the page first draws, and drawing it inside that same task made one long task of both on a phone.
 */
export function takeEarly<T>(key: string): Promise<T> | undefined {
  const promise = started.get(key) as Promise<T> | undefined;
  started.delete(key);
  return promise?.then(async (answer) => {
    await nextTask();
    return answer;
  });
}

/** The load started under `key` if there is one not yet taken, else a new one. */
export const takeEarlyOr = <T>(key: string, load: () => Promise<T>): Promise<T> => takeEarly<T>(key) ?? load();
