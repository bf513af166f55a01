// The logs page heading and subtitle (SPEC.md §2).
import { render, screen } from '@testing-library/react';
import { LogsPage } from '../logs-page';

test("is titled 'Health Logs' with its subtitle", () => {
  render(<LogsPage />);
  expect(screen.getByRole('heading', { level: 1, name: 'Health Logs' })).toBeInTheDocument();
  expect(screen.getByText('View and manage your health data logs')).toBeInTheDocument();
});
