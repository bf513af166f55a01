// Whether a block may draw yet: true at once, or, when it waits at its first draw, `tasks` tasks later (each a
// nextTask of lib/when-idle.ts), so a heavy first render comes in short tasks on a phone (docs/PERFORMANCE.md "The
// first render in tasks"). Only the value at the first draw counts: a block that drew never waits again.
import { useLayoutEffect, useState } from 'react';
import { nextTask } from './when-idle';

export function useAfterTasks(tasks: number, waitsAtFirstDraw: boolean): boolean {
  const [ready, setReady] = useState(!waitsAtFirstDraw);
  useLayoutEffect(() => {
    if (ready) return;
    let current = true;
    void (async () => {
      for (let i = 0; i < tasks; i++) await nextTask();
      if (current) setReady(true);
    })();
    return () => {
      current = false;
    };
  }, [ready, tasks]);
  return ready;
}
