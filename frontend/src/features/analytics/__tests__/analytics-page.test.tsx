// The analytics page (docs/PRODUCT.md §2): its sections, the period in the address and the query, Quick Stats from the
// period's entries, an honest empty state and load failure, and header buttons that all work (none 'coming soon').
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { insightsAnswer, insightsServer, renderAnalytics, sleepWithGaps } from './render-analytics';

jest.mock('uplot', () => ({
  __esModule: true,
  default: class FakePlot {
    setSize() {}
    destroy() {}
  },
}));

const withSleep = (days: number) => ({
  status: 200,
  body: insightsAnswer(days, { sleep_hours: days === 30 ? sleepWithGaps() : Array(days).fill(8) }),
});
const statOf = (label: string) => within(screen.getByRole('region', { name: 'Quick Stats' })).getByText(label).nextElementSibling;
const pressed = () => screen.getAllByRole('button', { pressed: true }).map((button) => button.textContent);

test('shows every section', async () => {
  insightsServer(withSleep);
  await renderAnalytics();
  for (const title of ['Health Trends', 'Quick Stats', 'Weekly Report', 'Health Score', 'Recommendations']) {
    expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
  }
});

test("asks for 30 days in the person's zone, and a period button asks for its period and keeps it in the address", async () => {
  const { requests } = insightsServer(withSleep);
  await renderAnalytics();
  expect(requests.map((r) => r.url)).toEqual(['/api/insights/?days=30&timezone=Asia%2FTokyo']);
  const periods = screen.getByRole('group', { name: 'Period' });
  expect(
    within(periods)
      .getAllByRole('button')
      .map((b) => b.textContent),
  ).toEqual(['7 days', '30 days', '90 days', '365 days']);
  expect(pressed()).toEqual(['30 days']);
  expect(await screen.findByText('03/01/2026 – 03/30/2026')).toBeInTheDocument();

  await userEvent.click(within(periods).getByRole('button', { name: '90 days' }));
  expect(requests.at(-1)!.url).toBe('/api/insights/?days=90&timezone=Asia%2FTokyo');
  expect(pressed()).toEqual(['90 days']);
  expect(screen.getByTestId('where')).toHaveTextContent('/analytics?days=90');
  expect(await screen.findByText('12/31/2025 – 03/30/2026')).toBeInTheDocument();
  expect(await screen.findByText('Sleep: average 8 h over 90 of 90 days; no day missing.')).toBeInTheDocument();
});

test('a period in the address is the one asked for; an unknown one falls back to 30 days', async () => {
  const { requests } = insightsServer(withSleep);
  await renderAnalytics('/analytics?days=7');
  expect(requests[0].url).toBe('/api/insights/?days=7&timezone=Asia%2FTokyo');
  expect(pressed()).toEqual(['7 days']);

  const second = insightsServer(withSleep);
  await renderAnalytics('/analytics?days=14');
  expect(second.requests[0].url).toBe('/api/insights/?days=30&timezone=Asia%2FTokyo');
});

test('Quick Stats shows Total Logs, This Week and Avg. Score of the period', async () => {
  insightsServer((days) => ({ status: 200, body: insightsAnswer(days, {}, { total_logs: 1234, this_week: 9, avg_score: 72 }) }));
  await renderAnalytics();
  await waitFor(() => expect(statOf('Total Logs')).toHaveTextContent(/^1,234$/));
  expect(statOf('This Week')).toHaveTextContent(/^9$/);
  expect(statOf('Avg. Score')).toHaveTextContent(/^72$/);
  // The cards draw one per task once the insights are in (lib/use-one-by-one.ts): the score's is a later one.
  expect(await screen.findByLabelText('Health score not available yet')).toHaveTextContent('--');
});

test('a new account sees that nothing was logged yet, with a way to the dashboard', async () => {
  insightsServer((days) => ({ status: 200, body: insightsAnswer(days) }));
  await renderAnalytics();
  const trends = screen.getByRole('region', { name: 'Health Trends' });
  expect(await within(trends).findByText(/^No entries in these 30 days yet\./)).toBeInTheDocument();
  expect(within(trends).getByRole('link', { name: 'Go to the dashboard to log something' })).toHaveAttribute('href', '/dashboard');
  expect(within(trends).queryByRole('table')).not.toBeInTheDocument();
  // The stat cards draw one per task after the trends (lib/use-one-by-one.ts): wait for them, as the 1,234 test does.
  await waitFor(() => expect(statOf('Total Logs')).toHaveTextContent(/^0$/));
  expect(statOf('This Week')).toHaveTextContent(/^0$/);
});

test('while loading, the trends and stats hold their place; a failed load says so and Try again asks once more', async () => {
  let fail = true;
  const { requests } = insightsServer((days) => (fail ? { status: 400, body: { detail: 'Bad request.' } } : withSleep(days)));
  await renderAnalytics();
  const trends = screen.getByRole('region', { name: 'Health Trends' });
  expect(await within(trends).findByRole('alert')).toHaveTextContent('Your trends could not be loaded.');
  expect(statOf('Total Logs')).toHaveTextContent(/^--$/);
  fail = false;
  await userEvent.click(within(trends).getByRole('button', { name: 'Try again' }));
  expect(await within(trends).findByText(/^Sleep: average/)).toBeInTheDocument();
  expect(requests).toHaveLength(2);
});

test('shows a loading state first', async () => {
  insightsServer(() => new Promise(() => {}) as never);
  await renderAnalytics();
  expect(screen.getByRole('status')).toHaveTextContent('Loading your trends…');
  expect(screen.getByRole('region', { name: 'Health Trends' })).toHaveAttribute('aria-busy', 'true');
});

test('nothing in the header is marked as coming soon any more', async () => {
  insightsServer(withSleep);
  await renderAnalytics();
  await screen.findByText(/^Sleep: average/);
  for (const name of ['Generate Report', 'Export Data']) {
    expect(screen.getByRole('button', { name })).not.toHaveAttribute('aria-disabled', 'true');
  }
  expect(screen.queryByText('Coming soon')).not.toBeInTheDocument();
});
