// The Analytics page's "Medications taken" card: each schedule's doses taken over 7 and 30 days from
// GET /api/insights/adherence/, "no dose due yet" rather than 0 %, an empty line without schedules, and a failure said.
import { screen, within } from '@testing-library/react';
import type { FakeAnswer } from '@/testing/fake-fetch';
import { insightsAnswer, insightsServer, renderAnalytics } from './render-analytics';

jest.mock('uplot', () => ({
  __esModule: true,
  default: class FakePlot {
    setSize() {}
    destroy() {}
  },
}));

const withInsights = (days: number): FakeAnswer => ({ status: 200, body: insightsAnswer(days) });
const counts = (taken: number, scheduled: number, skipped: number) => ({
  taken,
  scheduled,
  skipped,
  rate: scheduled ? taken / scheduled : null,
});
const schedule = (id: string, name: string, week: ReturnType<typeof counts>, month: ReturnType<typeof counts>) => ({
  id,
  name,
  dose_amount: 400,
  dose_unit: 'mg',
  doses_per_intake: 1,
  times: ['08:00'],
  days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'],
  timezone: 'Asia/Tokyo',
  last_7_days: week,
  last_30_days: month,
});
const card = () => screen.getByRole('region', { name: 'Medications taken' });

test("shows each schedule's doses over 7 and 30 days, and one with no dose due yet without a percentage", async () => {
  const body = {
    schedules: [
      schedule('mg', 'Magnesium', counts(6, 7, 1), counts(26, 30, 2)),
      schedule('d', 'Vitamin D', counts(0, 0, 0), counts(0, 0, 0)),
    ],
  };
  const { all } = insightsServer(withInsights, undefined, { status: 200, body });
  await renderAnalytics();
  expect(await within(card()).findByText('Last 30 days: 26 of 30 doses (87 %), 2 skipped')).toBeInTheDocument();
  expect(within(card()).getByText('Last 7 days: 6 of 7 doses (86 %), 1 skipped')).toBeInTheDocument();
  expect(within(card()).getByText('Vitamin D 400 mg')).toBeInTheDocument();
  expect(within(card()).getAllByText(/no dose due yet/)).toHaveLength(2);
  expect(card().textContent).not.toMatch(/\b0\s%/);
  expect(all.map((r) => r.url)).toContain('/api/insights/adherence/');
});

test('says so when there are no schedules, and when they could not be loaded', async () => {
  insightsServer(withInsights);
  const first = await renderAnalytics();
  expect(await within(card()).findByText('No medication schedules in the last 30 days.')).toBeInTheDocument();
  expect(within(card()).getByRole('link', { name: 'Settings → Reminders' })).toHaveAttribute('href', '/settings');
  first.unmount();

  insightsServer(withInsights, undefined, { status: 500, body: { detail: 'Server error.' } });
  await renderAnalytics();
  expect(await within(card()).findByText('Your medication schedules could not be loaded.', {}, { timeout: 10_000 })).toBeInTheDocument();
});
