// The dashboard for now: a greeting by first name and the place the logs will fill.
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { DashboardPage } from '../dashboard-page';

let mockUser: { first_name: string; username: string } | null = null;
jest.mock('@/lib/auth', () => ({ useAuth: () => ({ user: mockUser }) }));

test('greets the user by first name', () => {
  mockUser = { first_name: 'Ada', username: 'ada99' };
  render(<MemoryRouter><DashboardPage /></MemoryRouter>);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome, Ada');
  expect(screen.getByText('Your health logs will appear here.')).toBeInTheDocument();
});

test('falls back to the username without a first name', () => {
  mockUser = { first_name: '', username: 'ada99' };
  render(<MemoryRouter><DashboardPage /></MemoryRouter>);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome, ada99');
});
