// Export Data on the analytics page: a disclosure with the doctor summary of the chosen period and the daily series
// as a CSV download; it opens and closes from the keyboard (Escape returns to the button) and a click elsewhere.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UTF8_BOM } from '@shared/csv-format';
import { insightsAnswer, insightsServer, renderAnalytics } from './render-analytics';

jest.mock('uplot', () => ({
  __esModule: true,
  default: class FakePlot {
    setSize() {}
    destroy() {}
  },
}));

const withSleep = (days: number) => ({ status: 200, body: insightsAnswer(days, { sleep_hours: Array(days).fill(null).fill(7.5, -2) }) });
/** jsdom's Blob has no text(): read it as a browser's FileReader would. */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });
const exportButton = () => screen.getByRole('button', { name: 'Export Data' });

test('opens from the keyboard to the doctor summary of the chosen period and the CSV; Escape closes it', async () => {
  insightsServer(withSleep);
  await renderAnalytics('/analytics?days=7');
  await screen.findByText(/^Sleep: average/);
  expect(exportButton()).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('link', { name: 'Doctor summary (print)' })).not.toBeInTheDocument();

  exportButton().focus();
  await userEvent.keyboard('{Enter}');
  expect(exportButton()).toHaveAttribute('aria-expanded', 'true');
  const panel = document.getElementById(exportButton().getAttribute('aria-controls')!)!;
  expect(within(panel).getByRole('link', { name: 'Doctor summary (print)' })).toHaveAttribute('href', '/analytics/summary?days=7');
  expect(within(panel).getByRole('button', { name: 'Daily series (CSV)' })).toBeEnabled();
  await userEvent.tab();
  expect(within(panel).getByRole('link', { name: 'Doctor summary (print)' })).toHaveFocus();

  await userEvent.keyboard('{Escape}');
  expect(exportButton()).toHaveAttribute('aria-expanded', 'false');
  expect(exportButton()).toHaveFocus();
  expect(panel).not.toBeVisible();
});

test('a click elsewhere closes it; the summary link leads to the summary page', async () => {
  insightsServer(withSleep);
  await renderAnalytics();
  await screen.findByText(/^Sleep: average/);
  await userEvent.click(exportButton());
  await userEvent.click(screen.getByRole('heading', { name: 'Analytics' }));
  expect(exportButton()).toHaveAttribute('aria-expanded', 'false');

  await userEvent.click(exportButton());
  await userEvent.click(screen.getByRole('link', { name: 'Doctor summary (print)' }));
  expect(screen.getByTestId('where')).toHaveTextContent(/^\/analytics\/summary\?days=30$/);
});

test('Daily series (CSV) downloads the period’s days, named by its first and last day, and closes the menu', async () => {
  jest.useFakeTimers({ advanceTimers: true });
  const blobs: Blob[] = [];
  URL.createObjectURL = jest.fn((blob: Blob) => (blobs.push(blob), 'blob:csv'));
  URL.revokeObjectURL = jest.fn();
  const saved: string[] = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(`${this.download} ${this.href}`);
  });
  insightsServer(withSleep);
  await renderAnalytics();
  await screen.findByText(/^Sleep: average/);
  await userEvent.click(exportButton());
  await userEvent.click(screen.getByRole('button', { name: 'Daily series (CSV)' }));

  expect(saved).toEqual(['health-series-2026-03-01-to-2026-03-30.csv blob:csv']);
  expect(blobs[0].type).toBe('text/csv;charset=utf-8');
  const rows = (await textOf(blobs[0])).replace(UTF8_BOM, '').split('\r\n');
  expect(rows).toHaveLength(32);
  expect(rows[0]).toMatch(/^date,sleep_hours,/);
  expect(rows[1]).toBe('2026-03-01,,,,,,,,,0,,,,,,,,,,0,0');
  expect(rows[30]).toBe('2026-03-30,7.5,,,,,,,,1,,,,,,,,,,0,0');
  expect(exportButton()).toHaveAttribute('aria-expanded', 'false');
  jest.advanceTimersByTime(60_000);
  expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:csv');
  jest.useRealTimers();
  jest.restoreAllMocks();
});

test('the CSV waits for the period’s figures', async () => {
  insightsServer(() => new Promise(() => {}) as never);
  await renderAnalytics();
  await userEvent.click(exportButton());
  expect(screen.getByRole('button', { name: 'Daily series (CSV)' })).toBeDisabled();
  expect(screen.getByRole('link', { name: 'Doctor summary (print)' })).toHaveAttribute('href', '/analytics/summary?days=30');
});
