// A list of heavy blocks drawn one per task once their data is in (the dashboard's seven panels): a phone draws each
// in a short task of its own instead of all of them in one long task that holds up its input (docs/PERFORMANCE.md
// "Boot work, profiled"). Blocks not drawn yet keep their loading state, so nothing shifts meanwhile.
import { useEffect, useState } from 'react';
import { nextTask } from './when-idle';

/** How many of `total` blocks may draw their data: 1 when `ready` turns true, then one more per task, then all. */
export function useOneByOne(total: number, ready: boolean): number {
  const [shown, setShown] = useState(1);
  useEffect(() => {
    if (!ready || shown >= total) return;
    let current = true;
    void nextTask().then(() => current && setShown((count) => count + 1));
    return () => {
      current = false;
    };
  }, [ready, shown, total]);
  return ready ? Math.min(shown, total) : 0;
}
