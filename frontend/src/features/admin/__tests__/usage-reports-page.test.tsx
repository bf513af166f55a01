// Usage reports: staff see the report, everyone else the SPEC's refusal (SPEC.md §5, §6, §8).
import { render, screen } from '@testing-library/react';
import { UsageReportsPage } from '../usage-reports-page';

let mockUser: { is_staff: boolean } | null = null;
jest.mock('@/lib/auth', () => ({ useAuth: () => ({ user: mockUser }) }));

test('a staff user sees the report heading, Refresh Data and the empty text', () => {
  mockUser = { is_staff: true };
  render(<UsageReportsPage />);
  expect(screen.getByRole('heading', { level: 1, name: 'API Usage Reports' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Refresh Data' })).toBeInTheDocument();
  expect(screen.getByText('No usage data found.')).toBeInTheDocument();
});

test('anyone else is refused', () => {
  mockUser = { is_staff: false };
  render(<UsageReportsPage />);
  expect(screen.getByRole('alert')).toHaveTextContent('Access denied. Admin privileges required.');
  expect(screen.queryByRole('button', { name: 'Refresh Data' })).not.toBeInTheDocument();
});
