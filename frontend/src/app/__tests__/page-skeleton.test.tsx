// A page that is still loading (its code, or the stored session being checked) has its h1 from the first paint
// (issue 23: the dashboard had none while loading), named after the page that is coming.
import type { ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AppRoutes } from '@/app/app-routes';
import { PageSkeleton } from '@/app/page-skeleton';
import { fixedAuth, FixedAuthProvider } from '@/testing/auth-fixtures';

const at = (path: string, ui: ReactNode) => render(<MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>);

test('the dashboard has its h1 while the session is checked', () => {
  at(
    '/dashboard',
    <FixedAuthProvider state={fixedAuth({ isLoading: true })}>
      <AppRoutes />
    </FixedAuthProvider>,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Loading…');
});

test.each([
  ['/dashboard', 'Dashboard'],
  ['/logs', 'Health Logs'],
  ['/analytics/summary', 'Health summary'],
  ['/settings/', 'Settings'],
  ['/pricing', 'Loading…'],
])('while %s loads its code, the skeleton has one h1: %s', (path, title) => {
  at(path, <PageSkeleton />);
  expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([title]);
});

test("after sign-in, focus waits for the page's own h1, not the skeleton's stand-in", async () => {
  const { focusNextPageHeading } = await import('@/features/auth/focus-next-heading');
  document.body.innerHTML = '<main><h1>Login</h1></main>';
  const main = document.querySelector('main')!;
  const wait = focusNextPageHeading();
  main.innerHTML = '<h1 class="sr-only" data-skeleton="">Dashboard</h1>';
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(document.activeElement).toBe(document.body);
  main.innerHTML = '<h1>Welcome, Ada</h1>';
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(document.activeElement).toHaveTextContent('Welcome, Ada');
  wait.cancel();
});
