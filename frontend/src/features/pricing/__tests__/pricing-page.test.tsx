// Pricing: the three plan cards, the beta FAQ and the ways in (SPEC.md §1, §2).
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { PricingPage } from '../pricing-page';

let mockSignedIn = false;
jest.mock('@/lib/auth', () => ({ useAuth: () => ({ isAuthenticated: mockSignedIn }) }));

function renderPage(signedIn = false) {
  mockSignedIn = signedIn;
  render(<MemoryRouter><PricingPage /></MemoryRouter>);
}
const card = (name: string) => screen.getByRole('listitem', { name });

test('shows Free Trial at $0/month, Basic at $5.9/month marked Most Popular, Pro at $9.9/month', () => {
  renderPage();
  expect(within(screen.getByRole('list', { name: 'Plans' })).getAllByRole('listitem', { name: /./ })).toHaveLength(3);
  expect(card('Free Trial')).toHaveTextContent('$0/month');
  expect(card('Basic')).toHaveTextContent('$5.9/month');
  expect(within(card('Basic')).getByText('Most Popular')).toBeInTheDocument();
  expect(card('Pro')).toHaveTextContent('$9.9/month');
  expect(within(card('Pro')).queryByText('Most Popular')).not.toBeInTheDocument();
});

test("the Free Trial's Coming Soon button does nothing", async () => {
  renderPage();
  const button = within(card('Free Trial')).getByRole('button', { name: 'Coming Soon' });
  await userEvent.setup().click(button);
  expect(button).toHaveAttribute('aria-disabled', 'true');
  expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
});

test('visitors choosing a paid plan are sent to sign up', () => {
  renderPage();
  expect(within(card('Basic')).getByRole('link', { name: 'Choose Basic' })).toHaveAttribute('href', '/login?view=register');
  expect(within(card('Pro')).getByRole('link', { name: 'Choose Pro' })).toHaveAttribute('href', '/login?view=register');
});

test('signed-in users are told checkout opens soon', () => {
  renderPage(true);
  expect(within(card('Basic')).getByRole('button', { name: 'Choose Basic' })).toHaveAccessibleDescription('Checkout opens soon.');
  expect(screen.getByRole('link', { name: 'Go to dashboard' })).toHaveAttribute('href', '/dashboard');
});

test('the FAQ says the product is in beta with all features free', () => {
  renderPage();
  expect(screen.getByRole('heading', { name: 'Frequently asked questions' })).toBeInTheDocument();
  expect(screen.getByText(/The product is in beta with all features free\./)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Create free account' })).toHaveAttribute('href', '/login?view=register');
});
