// Route guards and the route table (docs/PRODUCT.md §2, §6): sign-in redirects remember the origin, staff only, unknown → /.
import { render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { AppRoutes } from '@/app/app-routes';
import type { AuthState } from '@/lib/auth';
import { fixedAuth, FixedAuthProvider, sampleUser } from '@/testing/auth-fixtures';

jest.mock('@/app/lazy-pages', () => {
  const stub = (name: string) =>
    function StubPage() {
      const location = useLocation();
      return (
        <div>
          <h1>{name}</h1>
          <p data-testid="where">{location.pathname + location.search}</p>
          <p data-testid="state">{JSON.stringify(location.state)}</p>
        </div>
      );
    };
  // Every page the app lazy-loads, so a page added there is stubbed here too.
  const pages = Object.keys(jest.requireActual<Record<string, unknown>>('@/app/lazy-pages')).filter((key) => key.endsWith('Page'));
  return Object.fromEntries(pages.map((key) => [key, stub(key.slice(0, -'Page'.length))]));
});

function renderAt(path: string, auth: AuthState = fixedAuth()) {
  return render(
    <FixedAuthProvider state={auth}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </FixedAuthProvider>,
  );
}

const signedIn = (overrides = {}) => fixedAuth({ user: sampleUser(overrides) });

test.each(['/dashboard', '/user', '/account/delete', '/logs', '/analytics', '/settings', '/admin/usage-reports'])(
  'an anonymous visit to %s goes to /login remembering the origin',
  async (path) => {
    renderAt(`${path}?x=1`);
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/login$/);
    expect(JSON.parse(screen.getByTestId('state').textContent ?? '')).toEqual({ from: { pathname: path, search: '?x=1', hash: '' } });
  },
);

test('while the stored session is being checked, a guarded page waits instead of redirecting', () => {
  renderAt('/logs', fixedAuth({ isLoading: true }));
  expect(screen.getByRole('status')).toHaveTextContent('Loading');
  expect(screen.queryByRole('heading', { name: 'Login' })).not.toBeInTheDocument();
});

test.each([
  '/pricing',
  '/privacy-policy',
  '/terms-of-service',
  '/accessibility',
  '/subscription-success?session_id=cs_1',
  '/reset-password/MQ/abc-123',
  '/debug/auth',
  '/login',
])('%s is public', async (path) => {
  renderAt(path);
  expect(await screen.findByTestId('where')).toHaveTextContent(path);
});

test.each(['/nowhere', '/terms', '/dashboard/extra'])('%s redirects to /', async (path) => {
  renderAt(path, signedIn());
  expect(await screen.findByRole('heading', { name: 'Landing' })).toBeInTheDocument();
  expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
});

test('a signed-in user reaches a guarded page', async () => {
  renderAt('/analytics', signedIn());
  expect(await screen.findByRole('heading', { name: 'Analytics' })).toBeInTheDocument();
});

test('usage reports are staff only: others see the access-denied text', async () => {
  renderAt('/admin/usage-reports', signedIn({ is_staff: false }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Access denied. Admin privileges required.');
  expect(screen.getByRole('heading', { level: 1, name: 'Staff only' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'UsageReports' })).not.toBeInTheDocument();
});

test('staff see the usage reports', async () => {
  renderAt('/admin/usage-reports', signedIn({ is_staff: true }));
  expect(await screen.findByRole('heading', { name: 'UsageReports' })).toBeInTheDocument();
});
