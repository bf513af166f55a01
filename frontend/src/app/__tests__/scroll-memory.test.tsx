// Scroll memory (docs/PRODUCT.md §2): the position is remembered per path and restored 50 ms after arriving.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Link, MemoryRouter } from 'react-router-dom';
import { useScrollMemory } from '@/app/use-scroll-memory';

function Harness() {
  useScrollMemory();
  return (
    <>
      <Link to="/logs">logs</Link>
      <Link to="/dashboard">dashboard</Link>
    </>
  );
}

const scrollTo = jest.fn();
beforeEach(() => {
  jest.useFakeTimers();
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  scrollTo.mockClear();
});
afterEach(() => jest.useRealTimers());

function scrollWindowTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  fireEvent.scroll(window);
}

test('a path comes back to where it was left, 50 ms after arriving; a new path starts at the top', async () => {
  render(
    <MemoryRouter initialEntries={['/logs']}>
      <Harness />
    </MemoryRouter>,
  );
  await act(() => jest.advanceTimersByTimeAsync(50));
  expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  scrollWindowTo(640);

  fireEvent.click(screen.getByText('dashboard'));
  await act(() => jest.advanceTimersByTimeAsync(50));
  expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  scrollWindowTo(120);

  scrollTo.mockClear();
  fireEvent.click(screen.getByText('logs'));
  await act(() => jest.advanceTimersByTimeAsync(49));
  expect(scrollTo).not.toHaveBeenCalled();
  await act(() => jest.advanceTimersByTimeAsync(1));
  expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
});
