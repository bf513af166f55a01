// Analytics placeholder: the sections, the '--' stats, and buttons that honestly do nothing yet (SPEC.md §2).
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AnalyticsPage } from '../analytics-page';

test('shows every placeholder section', () => {
  render(<AnalyticsPage />);
  for (const title of ['Health Trends', 'Quick Stats', 'Weekly Report', 'Health Score', 'Recommendations']) {
    expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
  }
});

test('Quick Stats shows Total Logs, This Week and Avg. Score as --', () => {
  render(<AnalyticsPage />);
  const stats = screen.getByRole('region', { name: 'Quick Stats' });
  for (const label of ['Total Logs', 'This Week', 'Avg. Score']) {
    const term = within(stats).getByText(label);
    expect(term.nextElementSibling).toHaveTextContent(/^--$/);
  }
});

test('Generate Report and Export Data are marked as coming soon and do nothing', async () => {
  const user = userEvent.setup();
  const { container } = render(<AnalyticsPage />);
  const before = container.innerHTML;
  for (const name of ['Generate Report', 'Export Data']) {
    const button = screen.getByRole('button', { name });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAccessibleDescription('Coming soon');
    await user.click(button);
  }
  expect(container.innerHTML).toBe(before);
});
