// One answer for many SWR keys (docs/PERFORMANCE.md "Dashboard in two calls"): under this middleware, a listed key's
// first fetch takes its part of one shared answer (asked for once, when the first such fetch starts) instead of calling
// its own fetcher; every later fetch of the key (a reload, Retry) calls its own fetcher as before. The components keep
// their hooks, keys and loading states unchanged: only where the first answer comes from changes.
import { unstable_serialize, type Key, type Middleware } from 'swr';
import { nextTask } from './when-idle';

/** A key's part of the answer; undefined when the answer has none, and the key's own fetcher is asked instead. */
export interface Part<A> {
  key: Key;
  of(answer: A): unknown;
  /** When the shared answer failed: what to show instead, or undefined to ask the key's own fetcher. */
  without?(error: unknown): unknown;
}

export function prefillFrom<A>(load: () => Promise<A>, parts: readonly Part<A>[]): Middleware {
  const byId = new Map(parts.map((part) => [unstable_serialize(part.key), part]));
  const taken = new Set<string>();
  let answer: Promise<A> | null = null;
  return (useSWRNext) => (key, fetcher, config) => {
    const id = unstable_serialize(key);
    const part = byId.get(id);
    if (!part || !fetcher) return useSWRNext(key, fetcher, config);
    const own = fetcher;
    // The part is the key's answer as its own fetcher gives it (the parts' `of` say so): typed as that fetcher.
    const first = ((...args: Parameters<typeof own>) => {
      if (taken.has(id)) return own(...args);
      taken.add(id);
      answer ??= load();
      return answer.then(
        async (whole) => {
          // Each part reaches its hook in a task of its own: the page draws its parts in short tasks, not one long one.
          await nextTask();
          return (await part.of(whole)) ?? own(...args);
        },
        async (error: unknown) => (await part.without?.(error)) ?? own(...args),
      );
    }) as typeof own;
    return useSWRNext(key, first, config);
  };
}
