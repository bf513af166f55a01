// The landing page: the promise, the ways in for visitors, the dashboard for members, and its links (docs/PRODUCT.md §2).
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { LandingPage } from '../landing-page';

let mockSignedIn = false;
let mockChecking = false;
jest.mock('@/lib/auth', () => ({ useAuth: () => ({ isAuthenticated: mockSignedIn, isLoading: mockChecking }) }));

function renderPage(signedIn: boolean, checking = false) {
  mockSignedIn = signedIn;
  mockChecking = checking;
  render(
    <MemoryRouter>
      <LandingPage />
    </MemoryRouter>,
  );
}

test('visitors get sign-in and sign-up links', () => {
  renderPage(false);
  expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  expect(screen.getAllByRole('link', { name: 'Sign in' })[0]).toHaveAttribute('href', '/login');
  expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/login?view=register');
  expect(screen.getByRole('link', { name: 'Create free account' })).toHaveAttribute('href', '/login?view=register');
  expect(screen.queryByRole('link', { name: 'Go to dashboard' })).not.toBeInTheDocument();
});

test('signed-in users get a Go to dashboard button instead', () => {
  renderPage(true);
  expect(screen.getByRole('link', { name: 'Go to dashboard' })).toHaveAttribute('href', '/dashboard');
  expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Sign up' })).not.toBeInTheDocument();
});

test("a stored session still being checked is drawn as a member's page, so nothing shifts when the check ends", () => {
  renderPage(false, true);
  expect(screen.getByRole('link', { name: 'Go to dashboard' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Sign up' })).not.toBeInTheDocument();
});

test('lists the features and links privacy, terms and contact', () => {
  renderPage(false);
  for (const feature of [
    'AI capture from text and photo',
    'Seven log types',
    'Chat about your own data',
    'Your time zone',
    'CSV export',
    'Private by design',
  ]) {
    expect(screen.getByRole('heading', { name: feature })).toBeInTheDocument();
  }
  expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
  expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms-of-service');
  expect(screen.getByRole('button', { name: 'Contact' })).toBeInTheDocument();
});
