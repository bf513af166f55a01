// Heavy blocks drawn one per task once their data is in (lib/use-one-by-one.ts): none before, one at once, then one
// more in each later task until all are drawn, and all from then on.
import { renderHook, waitFor } from '@testing-library/react';
import { useOneByOne } from '../use-one-by-one';

test('none before the data, one at once, then one more per task up to the total', async () => {
  const seen: number[] = [];
  const { result, rerender } = renderHook(
    ({ ready }) => {
      const count = useOneByOne(4, ready);
      seen.push(count);
      return count;
    },
    { initialProps: { ready: false } },
  );
  expect(result.current).toBe(0);
  rerender({ ready: true });
  expect(result.current).toBe(1);
  await waitFor(() => expect(result.current).toBe(4));
  // Each step drew once more: never two at a time, never past the total.
  expect([...new Set(seen)]).toEqual([0, 1, 2, 3, 4]);
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(result.current).toBe(4);
});
