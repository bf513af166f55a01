// The top navigation and footer (docs/PRODUCT.md §2): where they show, the profile circle, Logout, the phone menu and its clock.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { AppRoutes } from '@/app/app-routes';
import type { AuthState } from '@/lib/auth';
import { fixedAuth, FixedAuthProvider, sampleUser } from '@/testing/auth-fixtures';

// The layout restores the scroll of a page opened again (jsdom has no scrolling).
beforeEach(() => jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

jest.mock('@/app/lazy-pages', () => {
  const stub = () =>
    function StubPage() {
      return <p data-testid="where">{useLocation().pathname}</p>;
    };
  // Every page the app lazy-loads, so a page added there is stubbed here too.
  const pages = Object.keys(jest.requireActual<Record<string, unknown>>('@/app/lazy-pages')).filter((key) => key.endsWith('Page'));
  return Object.fromEntries(pages.map((key) => [key, stub()]));
});

function renderAt(path: string, auth: AuthState) {
  render(
    <FixedAuthProvider state={auth}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </FixedAuthProvider>,
  );
}

const signedIn = (overrides = {}) => fixedAuth({ user: sampleUser(overrides) });
const mainNav = () => screen.queryByRole('navigation', { name: 'Main' });

test('signed in: the four sections, a logo to /, the profile circle and Logout', async () => {
  renderAt('/logs', signedIn());
  const nav = await screen.findByRole('navigation', { name: 'Main' });
  for (const [name, href] of [
    ['Dashboard', '/dashboard'],
    ['Logs', '/logs'],
    ['Analytics', '/analytics'],
    ['Settings', '/settings'],
  ]) {
    expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', href);
  }
  expect(within(nav).getByRole('link', { name: 'Logs' })).toHaveAttribute('aria-current', 'page');
  expect(within(nav).getByRole('link', { name: 'Tend home' })).toHaveAttribute('href', '/');
  const profile = within(nav).getByRole('link', { name: 'Ada, Profile' });
  expect(profile).toHaveAttribute('href', '/user');
  expect(profile).toHaveTextContent(/^AAdaProfile$/);
  expect(within(nav).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
});

test('staff also see Usage reports, in the bar and in the phone menu; others do not', async () => {
  renderAt('/dashboard', signedIn({ is_staff: true }));
  const nav = await screen.findByRole('navigation', { name: 'Main' });
  expect(within(nav).getByRole('link', { name: 'Usage reports' })).toHaveAttribute('href', '/admin/usage-reports');
  await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
  const menu = document.getElementById('app-menu') as HTMLElement;
  expect(within(menu).getByRole('link', { name: 'Usage reports' })).toHaveAttribute('href', '/admin/usage-reports');
});

test('a person who is not staff has no Usage reports link', async () => {
  renderAt('/dashboard', signedIn({ is_staff: false }));
  await screen.findByRole('navigation', { name: 'Main' });
  await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
  expect(screen.queryByRole('link', { name: 'Usage reports', hidden: true })).not.toBeInTheDocument();
});

test.each([
  [{ first_name: 'grace', username: 'gh' }, 'G'],
  [{ first_name: '', username: 'linus' }, 'L'],
  [{ first_name: '', username: '' }, 'U'],
])('the profile circle shows the first letter of the first name or username (%p → %s)', async (overrides, letter) => {
  renderAt('/dashboard', signedIn(overrides));
  const profile = await screen.findByRole('link', { name: /Profile$/ });
  expect(profile.firstElementChild).toHaveTextContent(new RegExp(`^${letter}$`));
});

test('Logout logs out and goes to /login', async () => {
  const auth = signedIn();
  renderAt('/settings', auth);
  await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
  expect(auth.logout).toHaveBeenCalledTimes(1);
  // The move to /login follows the awaited logout: wait for it (findByTestId finds the /settings marker at once).
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/login'));
});

test('the menu button opens the same links plus the current date-time', async () => {
  const user = userEvent.setup();
  renderAt('/dashboard', signedIn());
  const button = await screen.findByRole('button', { name: 'Open menu' });
  expect(button).toHaveAttribute('aria-expanded', 'false');
  // Its links are drawn once it is first opened (the element the button controls is there from the start).
  expect(button).toHaveAttribute('aria-controls', 'app-menu');
  expect(document.getElementById('app-menu')).toBeEmptyDOMElement();
  await user.click(button);
  expect(button).toHaveAttribute('aria-expanded', 'true');
  const menu = document.getElementById('app-menu') as HTMLElement;
  expect(menu).toBeVisible();
  expect(
    within(menu)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual(['Dashboard', 'Logs', 'Analytics', 'Settings']);
  expect(within(menu).getByText(/\d{1,2}\/\d{1,2}\/\d{4}, \d{1,2}:\d{2}\s?[AP]M/)).toBeInTheDocument();
  await user.click(within(menu).getByRole('link', { name: 'Logs' }));
  expect(menu).not.toBeVisible();
});

test.each(['/login', '/reset-password/MQ/token'])('no top navigation on %s', async (path) => {
  renderAt(path, signedIn());
  await screen.findByTestId('where');
  expect(mainNav()).not.toBeInTheDocument();
});

test('visitors see the logo with Sign in and Sign up instead', async () => {
  renderAt('/pricing', fixedAuth());
  await screen.findByTestId('where');
  expect(mainNav()).not.toBeInTheDocument();
  const account = screen.getByRole('navigation', { name: 'Account' });
  expect(within(account).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  expect(within(account).getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/login?view=register');
});

test('the footer carries the copyright line, the policy links and the accessibility statement', async () => {
  renderAt('/', fixedAuth());
  const footer = screen.getByRole('contentinfo');
  expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} Tend`);
  expect(within(footer).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
  expect(within(footer).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms-of-service');
  expect(within(footer).getByRole('link', { name: 'Accessibility' })).toHaveAttribute('href', '/accessibility');
});
