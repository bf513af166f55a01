// Health Trends: the summary in words with its missing days, the chosen measure, gaps handed to the chart as null
// (never 0) with the period's average, and the same figures as a table for screen readers.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type uPlot from 'uplot';
import { insightsAnswer, insightsServer, renderAnalytics, sleepWithGaps } from './render-analytics';

const mockPlots: { opts: uPlot.Options; data: uPlot.AlignedData }[] = [];
jest.mock('uplot', () => ({
  __esModule: true,
  default: class FakePlot {
    constructor(opts: uPlot.Options, data: uPlot.AlignedData) {
      mockPlots.push({ opts, data });
    }
    setSize() {}
    destroy() {}
  },
}));

beforeEach(() => {
  mockPlots.length = 0;
});

const activity = Array.from({ length: 30 }, (_, i) => (i >= 20 ? 40 : null));
const weight = Array.from({ length: 30 }, (_, i) => (i === 29 ? 72.4 : null));
const serve = () =>
  insightsServer((days) => ({
    status: 200,
    body: insightsAnswer(days, { sleep_hours: sleepWithGaps(), activity_minutes: activity, weight_kg: weight }),
  }));
const trends = () => screen.getByRole('region', { name: 'Health Trends' });

test('sums up sleep in words, with the days missing', async () => {
  serve();
  await renderAnalytics();
  expect(await within(trends()).findByText('Sleep: average 7 h 12 min over 24 of 30 days; missing 6 days.')).toBeInTheDocument();
  expect(within(trends()).getByRole('combobox', { name: 'Show' })).toHaveValue('sleep_hours');
});

test('hands missing days to the chart as gaps (null, never 0), with the period’s average as a second line', async () => {
  serve();
  await renderAnalytics();
  await within(trends()).findByText(/^Sleep: average/);
  const { data: aligned, opts } = mockPlots.at(-1)!;
  const data = aligned as (number | null)[][];
  expect(data[0]).toEqual(Array.from({ length: 30 }, (_, i) => i));
  expect(data[1]).toEqual(sleepWithGaps());
  expect(data[1].filter((v) => v === null)).toHaveLength(6);
  expect(data[1]).not.toContain(0);
  expect(data[2]).toHaveLength(30);
  for (const average of data[2]) expect(average).toBeCloseTo(7.2);
  expect(opts.series[1]).toMatchObject({ label: 'Sleep hours', spanGaps: false });
  expect(within(trends()).getByText('Average of these 30 days')).toBeInTheDocument();
});

test('the period before: its average drawn as a third line and said in words; a kind it lacks is said as such', async () => {
  const none = { sleep_hours: null, sleep_quality: null, activity_minutes: null, mood: null, stress: null, energy: null };
  const zero = { sleep_hours: 0, sleep_quality: 0, activity_minutes: 0, mood: 0, stress: 0, energy: 0 };
  insightsServer((days) => {
    const body = insightsAnswer(days, { sleep_hours: sleepWithGaps(), weight_kg: weight });
    const previous = {
      first_day: '2026-01-30',
      last_day: '2026-02-28',
      averages: { ...none, sleep_hours: 6.5, symptom_severity: null, weight_kg: null },
      days_logged: { ...zero, sleep_hours: 12, symptom_severity: 0, weight_kg: 0 },
    };
    return { status: 200, body: { ...body, previous } };
  });
  const user = userEvent.setup();
  await renderAnalytics();
  expect(await within(trends()).findByText('The 30 days before: average 6 h 30 min over 12 of 30 days.')).toBeInTheDocument();
  const data = mockPlots.at(-1)!.data as (number | null)[][];
  expect(data[3]).toEqual(Array.from({ length: 30 }, () => 6.5));
  expect(within(trends()).getByText('Average of the 30 days before')).toBeInTheDocument();

  await user.selectOptions(within(trends()).getByRole('combobox', { name: 'Show' }), 'weight_kg');
  expect(await within(trends()).findByText(/The 30 days before: nothing logged\.$/)).toBeInTheDocument();
  expect(within(trends()).queryByText('Average of the 30 days before')).toBeNull();
});

test('another measure is drawn when chosen, and kept in the address', async () => {
  serve();
  await renderAnalytics();
  await within(trends()).findByText(/^Sleep: average/);
  await userEvent.selectOptions(within(trends()).getByRole('combobox', { name: 'Show' }), 'Activity minutes');
  expect(within(trends()).getByText('Activity: average 40 min over 10 of 30 days; missing 20 days.')).toBeInTheDocument();
  expect(screen.getByTestId('where')).toHaveTextContent('/analytics?series=activity_minutes');
  expect(mockPlots.at(-1)!.data[1]).toEqual(activity);

  // A reader in the United States reads pounds; a single day is still summed up honestly.
  await userEvent.selectOptions(within(trends()).getByRole('combobox', { name: 'Show' }), 'Weight');
  expect(within(trends()).getByText('Weight: average 159.6 lb over 1 of 30 days; missing 29 days.')).toBeInTheDocument();
});

test('a measure with nothing logged in the period says so instead of drawing an empty chart', async () => {
  serve();
  await renderAnalytics('/analytics?series=mood');
  expect(await within(trends()).findByText('Mood: nothing logged in these 30 days.')).toBeInTheDocument();
  expect(within(trends()).getByText('No mood to draw in these 30 days.')).toBeInTheDocument();
  expect(mockPlots).toHaveLength(0);
});

test('screen readers get the figures as a table: every day, "Not logged" where nothing was', async () => {
  serve();
  await renderAnalytics();
  const table = await within(trends()).findByRole('table', { name: 'Sleep hours per day, 03/01/2026 – 03/30/2026' });
  const rows = within(table).getAllByRole('row');
  expect(rows).toHaveLength(31);
  expect(
    within(rows[0])
      .getAllByRole('columnheader')
      .map((th) => th.textContent),
  ).toEqual(['Day', 'Sleep hours']);
  expect(within(table).getByRole('row', { name: 'Sun, Mar 1 7 h' })).toBeInTheDocument();
  expect(within(table).getByRole('row', { name: 'Mon, Mar 2 7 h 24 min' })).toBeInTheDocument();
  expect(within(table).getByRole('row', { name: 'Tue, Mar 3 Not logged' })).toBeInTheDocument();
  expect(within(table).getAllByRole('cell', { name: 'Not logged' })).toHaveLength(6);
});
