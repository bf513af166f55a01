// The privacy policy: its six sections in order, and the logo back home (docs/PRODUCT.md §2).
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { PrivacyPolicyPage } from '../privacy-policy-page';

let mockSignedIn = false;
jest.mock('@/lib/auth', () => ({ useAuth: () => ({ isAuthenticated: mockSignedIn }) }));

function renderPage(signedIn = false) {
  mockSignedIn = signedIn;
  render(
    <MemoryRouter>
      <PrivacyPolicyPage />
    </MemoryRouter>,
  );
}

test('has the six sections in order', () => {
  renderPage();
  expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
    '1. Information you provide',
    '2. Automatically collected data',
    '3. Third-party services',
    '4. Data security',
    '5. Your rights',
    '6. Contact',
  ]);
});

test('names the providers, the encryption and the user rights', () => {
  renderPage();
  expect(screen.getByText(/an e-mail provider/)).toBeInTheDocument();
  expect(screen.getByText(/a cloud provider/)).toBeInTheDocument();
  expect(screen.getByText(/a server host/)).toBeInTheDocument();
  expect(screen.getByText(/encrypted in transit/)).toHaveTextContent(/encrypted at rest/);
  expect(screen.getByText(/access, modify or delete your data at any time through your account settings/)).toBeInTheDocument();
});

test('for visitors, the logo returns to the landing page', () => {
  renderPage();
  expect(screen.getByRole('link', { name: 'Tend home' })).toHaveAttribute('href', '/');
});

test('signed-in users rely on the app bar logo instead', () => {
  renderPage(true);
  expect(screen.queryByRole('link', { name: 'Tend home' })).not.toBeInTheDocument();
});
