// The Weekly Report card and Generate Report: the newest report shown and earlier ones reopened, an honest empty
// state, a busy button while one is written, the chat's plan-right message when credits are used up, and the text
// shown as text (headings and lists, never HTML).
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeAnswer, RecordedRequest } from '@/testing/fake-fetch';
import type { WeeklyReport } from '../api/weekly-reports';
import { insightsAnswer, insightsServer, renderAnalytics } from './render-analytics';

jest.mock('uplot', () => ({
  __esModule: true,
  default: class FakePlot {
    setSize() {}
    destroy() {}
  },
}));

const TEXT =
  '## What changed\n- Sleep: 7 h 05 on 6 of 7 days.\n- Activity: 210 min this week.\n\n## Logging\n- This week: 23 entries.\n\nNot medical advice.';

function reportOf(id: string, last: string, text = TEXT): WeeklyReport {
  return {
    id,
    created_at: `${last}T09:00:00.000Z`,
    period: { first_day: new Date(Date.parse(last) - 6 * 86_400_000).toISOString().slice(0, 10), last_day: last, timezone: 'Asia/Tokyo' },
    title: `Weekly report ${id}`,
    text,
  } as WeeklyReport;
}
const summaryOf = ({ id, created_at, period, title }: WeeklyReport) => ({ id, created_at, period, title });
const withInsights = (days: number): FakeAnswer => ({ status: 200, body: insightsAnswer(days) });
const card = () => screen.getByRole('region', { name: 'Weekly Report' });

/** The reports API over a list kept here; POST answers with `onPost`. */
function reportsApi(stored: WeeklyReport[], onPost?: (request: RecordedRequest) => FakeAnswer | Promise<FakeAnswer>) {
  return (request: RecordedRequest): FakeAnswer | Promise<FakeAnswer> => {
    const path = new URL(request.url, 'http://localhost').pathname;
    if (request.method === 'POST') return onPost!(request);
    if (path === '/api/insights/reports/') return { status: 200, body: stored.map(summaryOf) };
    const found = stored.find((r) => path === `/api/insights/reports/${r.id}/`);
    return found ? { status: 200, body: found } : { status: 404, body: { detail: 'Not found.' } };
  };
}

test('a new account sees that no report was written yet, and what one costs', async () => {
  insightsServer(withInsights);
  await renderAnalytics();
  expect(
    await within(card()).findByText('No report yet. Generate Report writes one from your last 7 days (1 credit).'),
  ).toBeInTheDocument();
  expect(within(card()).queryByRole('combobox')).not.toBeInTheDocument();
});

test('holds its place with a skeleton while the reports load', async () => {
  insightsServer(withInsights, () => new Promise(() => {}) as never);
  await renderAnalytics();
  expect(card()).toHaveAttribute('aria-busy', 'true');
  expect(card().querySelector('.report-skeleton')).not.toBeNull();
  expect(within(card()).queryByText(/No report yet/)).not.toBeInTheDocument();
});

test('shows the newest report as headings and lists, and reopens an earlier one', async () => {
  const stored = [
    reportOf('01NEWER0000000000000000000', '2026-03-30'),
    reportOf('01OLDER0000000000000000000', '2026-03-23', '## Logging\n- Last week: 9 entries.'),
  ];
  const { all } = insightsServer(withInsights, reportsApi(stored));
  await renderAnalytics();
  expect(await within(card()).findByRole('heading', { name: 'Weekly report 01NEWER0000000000000000000' })).toBeInTheDocument();
  expect(
    within(card())
      .getAllByRole('heading', { level: 4 })
      .map((h) => h.textContent),
  ).toEqual(['What changed', 'Logging']);
  expect(
    within(card())
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(['Sleep: 7 h 05 on 6 of 7 days.', 'Activity: 210 min this week.', 'This week: 23 entries.']);
  expect(within(card()).getByText('Not medical advice.').tagName).toBe('P');

  const chooser = within(card()).getByRole('combobox', { name: 'Earlier reports' });
  expect(
    within(chooser)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual([
    expect.stringMatching(/^03\/24\/2026 – 03\/30\/2026 · written /),
    expect.stringMatching(/^03\/17\/2026 – 03\/23\/2026 · written /),
  ]);
  await userEvent.selectOptions(chooser, '01OLDER0000000000000000000');
  expect(await within(card()).findByText('Last week: 9 entries.')).toBeInTheDocument();
  expect(all.map((r) => r.url)).toContain('/api/insights/reports/01OLDER0000000000000000000/');
});

test("a report's days (written YYYY-MM-DD by the server) show in the app's date format, like every other date", async () => {
  const report = {
    ...reportOf(
      '01NEWER0000000000000000000',
      '2026-03-30',
      '## What changed\n- This week (2026-03-24 – 2026-03-30) against 2026-02-24 – 2026-03-23.',
    ),
    title: 'Weekly report: 2026-03-24 – 2026-03-30',
  };
  insightsServer(withInsights, reportsApi([report]));
  await renderAnalytics();
  // Outside the app's provider the format is en-US's: month/day/year (lib/time-zone's tests cover every setting).
  expect(await within(card()).findByRole('heading', { name: 'Weekly report: 03/24/2026 – 03/30/2026' })).toBeInTheDocument();
  expect(within(card()).getByText('This week (03/24/2026 – 03/30/2026) against 02/24/2026 – 03/23/2026.')).toBeInTheDocument();
  expect(card()).not.toHaveTextContent(/Mar 24|2026-03-24/);
});

test('Generate Report is busy while the report is written, then shows it, newest in the list', async () => {
  const stored = [reportOf('01OLDER0000000000000000000', '2026-03-23')];
  let answer!: (value: FakeAnswer) => void;
  const { all } = insightsServer(
    withInsights,
    reportsApi(stored, () => new Promise<FakeAnswer>((resolve) => (answer = resolve))),
  );
  await renderAnalytics();
  await within(card()).findByRole('heading', { name: 'Weekly report 01OLDER0000000000000000000' });
  await userEvent.click(screen.getByRole('button', { name: 'Generate Report' }));
  const busy = screen.getByRole('button', { name: 'Generating…' });
  expect(busy).toHaveAttribute('aria-disabled', 'true');
  expect(within(card()).getByText(/Writing your report from your last 7 days/)).toBeInTheDocument();
  await userEvent.click(busy);
  const posts = () => all.filter((r) => r.method === 'POST');
  expect(posts()).toHaveLength(1);
  expect(posts()[0]).toMatchObject({ url: '/api/insights/reports/', body: { timezone: 'Asia/Tokyo' } });

  await act(async () => answer({ status: 201, body: reportOf('01NEWER0000000000000000000', '2026-03-30') }));
  const title = await within(card()).findByRole('heading', { name: 'Weekly report 01NEWER0000000000000000000' });
  await waitFor(() => expect(title).toHaveFocus());
  expect(screen.getByRole('button', { name: 'Generate Report' })).not.toHaveAttribute('aria-disabled', 'true');
  const options = within(within(card()).getByRole('combobox', { name: 'Earlier reports' })).getAllByRole('option');
  expect(options.map((o) => (o as HTMLOptionElement).value)).toEqual(['01NEWER0000000000000000000', '01OLDER0000000000000000000']);
});

test("used-up credits show the chat's plan-right message with a link to the plans, and no report", async () => {
  const refusal = {
    detail: 'You have used all your AI credits for this period.',
    code: 'creditsExhausted',
    plan: 'trial',
    renews_on: null,
  };
  insightsServer(
    withInsights,
    reportsApi([], () => ({ status: 403, body: refusal })),
  );
  await renderAnalytics();
  await within(card()).findByText(/No report yet/);
  await userEvent.click(screen.getByRole('button', { name: 'Generate Report' }));
  const alert = await within(card()).findByRole('alert');
  expect(alert).toHaveTextContent("You have used all of your trial's AI credits. Choose a plan to keep going. See the plans");
  expect(within(alert).getByRole('link', { name: 'See the plans' })).toHaveAttribute('href', '/pricing');
  expect(within(card()).getByText(/No report yet/)).toBeInTheDocument();
});

test("another failure says what the server said, without the plans' link", async () => {
  insightsServer(
    withInsights,
    reportsApi([], () => ({ status: 503, body: { detail: 'The AI is busy right now. Please try again in a moment.' } })),
  );
  await renderAnalytics();
  await within(card()).findByText(/No report yet/);
  await userEvent.click(screen.getByRole('button', { name: 'Generate Report' }));
  const alert = await within(card()).findByRole('alert');
  expect(alert).toHaveTextContent(/^The AI is busy right now. Please try again in a moment.$/);
  expect(within(alert).queryByRole('link')).not.toBeInTheDocument();
});

test('shows markup in a report as text, never as HTML', async () => {
  const sly = reportOf('01SLY00000000000000000000A', '2026-03-30', '## <b>Bold</b>\n<img src=x onerror="alert(1)">\n- **Sleep** better');
  insightsServer(withInsights, reportsApi([sly]));
  await renderAnalytics();
  expect(await within(card()).findByRole('heading', { name: '<b>Bold</b>' })).toBeInTheDocument();
  expect(within(card()).getByText('<img src=x onerror="alert(1)">')).toBeInTheDocument();
  expect(within(card()).getByText('Sleep better')).toBeInTheDocument();
  expect(card().querySelector('img, b')).toBeNull();
});

test("a report lists each schedule's doses of its week; older reports without them show none", async () => {
  const week = (taken: number, scheduled: number, skipped: number) => ({
    taken,
    scheduled,
    skipped,
    rate: scheduled ? taken / scheduled : null,
  });
  const named = { doses_per_intake: 1, times: ['08:00'], days: ['mon' as const], timezone: 'Asia/Tokyo' };
  const stored = [
    {
      ...reportOf('01NEWER0000000000000000000', '2026-03-30'),
      medications: [
        { ...named, id: 'mg', name: 'Magnesium', dose_amount: 400, dose_unit: 'mg' as const, week: week(6, 7, 1) },
        { ...named, id: 'd', name: 'Vitamin D', dose_amount: 1000, dose_unit: 'IU' as const, week: week(0, 0, 0) },
      ],
    },
  ];
  insightsServer(withInsights, reportsApi(stored));
  await renderAnalytics();
  const list = await within(card()).findByRole('region', { name: 'Medications this week' });
  expect(
    within(list)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(['Magnesium 400 mg: 6 of 7 doses (86\u00a0%), 1 skipped', 'Vitamin D 1000 IU: no dose due yet']);
});

test("a report lists the week's experiments: an answer, a running one's day; older reports without them show none", async () => {
  const note = { status: 'finished' as const, start_date: '2026-02-16', end_date: '2026-03-29', today: null, answer: null };
  const stored = [
    {
      ...reportOf('01NEWER0000000000000000000', '2026-03-30'),
      experiments: [
        {
          ...note,
          id: 'mg',
          title: 'Magnesium and sleep',
          answer: 'Magnesium 400 mg: +18 min of sleep a night (95 % interval +4 min to +32 min), 98 % likely to help you.',
        },
        { ...note, id: 'cf', title: 'Coffee and mood', status: 'running' as const, today: 'Experiment day 9 of 42: B — no coffee' },
      ],
    },
    reportOf('01OLDER0000000000000000000', '2026-03-23'),
  ];
  insightsServer(withInsights, reportsApi(stored));
  await renderAnalytics();
  const list = await within(card()).findByRole('region', { name: 'Experiments this week' });
  expect(
    within(list)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual([
    'Magnesium and sleep: Magnesium 400 mg: +18 min of sleep a night (95 % interval +4 min to +32 min), 98 % likely to help you.',
    'Coffee and mood: Experiment day 9 of 42: B — no coffee (running: its answer comes at its planned end)',
  ]);
  await userEvent.selectOptions(within(card()).getByRole('combobox', { name: 'Earlier reports' }), '01OLDER0000000000000000000');
  await within(card()).findByRole('heading', { name: 'Weekly report 01OLDER0000000000000000000' });
  expect(within(card()).queryByRole('region', { name: 'Experiments this week' })).toBeNull();
});
