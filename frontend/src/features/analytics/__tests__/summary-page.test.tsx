// The doctor summary page: the period of the address in the person's zone, who it is about, the averages, symptoms,
// medications and findings as tables and sentences, honest empty lines for a new account, a failure to retry, the
// reminder that the app is no doctor, Print and the way back.
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { SWR_DEFAULTS } from '@/lib/swr-defaults';
import { TIME_ZONE_STORAGE_KEY } from '@/lib/time-zone';
import { fixedAuth, FixedAuthProvider, sampleUser } from '@/testing/auth-fixtures';
import { installFetch, type FakeAnswer } from '@/testing/fake-fetch';
import type { Summary } from '../api/get-summary';
import { SummaryPage } from '../summary-page';

const SERIES = ['sleep_hours', 'sleep_quality', 'activity_minutes', 'mood', 'stress', 'energy', 'symptom_severity', 'weight_kg'];
const UNITS: Record<string, string> = { sleep_hours: 'h', activity_minutes: 'min', weight_kg: 'kg', mood: '/10' };

function summaryAnswer(days: number, filled = true): Summary {
  const none = (series: string) => ({ series, unit: UNITS[series] ?? '', mean: null, min: null, max: null, days: 0 });
  return {
    period: { days, first_day: days === 90 ? '2025-12-31' : '2026-03-01', last_day: '2026-03-30', timezone: 'Asia/Tokyo' },
    total_logs: filled ? 412 : 0,
    logged_days: filled ? 60 : 0,
    averages: SERIES.map((series) =>
      !filled ? none(series) : series === 'sleep_hours' ? { series, unit: 'h', mean: 7.5, min: 6, max: 9, days: 60 } : none(series),
    ),
    symptoms: filled
      ? [
          {
            name: 'headache',
            days: 5,
            first_day: '2026-01-04',
            last_day: '2026-03-20',
            severity_days: 4,
            mean_severity: 2.5,
            max_severity: 4,
          },
        ]
      : [],
    medications: filled
      ? [{ name: 'magnesium', doses: ['400 mg', '200 mg'], days: 40, times: 41, first_day: '2026-01-01', last_day: '2026-03-30' }]
      : [],
    schedules: filled ? [scheduleOf('mg', 'Magnesium', [26, 30, 2], [6, 7, 1]), scheduleOf('d', 'Vitamin D', [0, 0, 0], [0, 0, 0])] : [],
    experiments: [],
    findings: filled
      ? [
          {
            sentence:
              'On days after alcohol, sleep was 45 min shorter: 6 h 50 min vs 7 h 35 min (20 days with alcohol, 40 without; a moderate link).',
            strength: 'moderate',
            days: 60,
          },
        ]
      : [],
    intake: intakeAnswer(days, filled),
  };
}

const counts = ([taken, scheduled, skipped]: number[]) => ({ taken, scheduled, skipped, rate: scheduled ? taken / scheduled : null });
/** A schedule at 08:00 and 21:30 on weekdays with its [taken, scheduled, skipped] over 30 and 7 days. */
const scheduleOf = (id: string, name: string, month: number[], week: number[]): Summary['schedules'][number] => ({
  id,
  name,
  dose_amount: 400,
  dose_unit: 'mg',
  doses_per_intake: 1,
  times: ['08:00', '21:30'],
  days: ['mon', 'tue', 'wed', 'thu', 'fri'],
  timezone: 'Asia/Tokyo',
  last_30_days: counts(month),
  last_7_days: counts(week),
});

/** Food on 40 of the days (2 entries without numbers): energy and protein against targets, alcohol without one. */
function intakeAnswer(days: number, filled: boolean): Summary['intake'] {
  const row = (nutrient: Summary['intake']['nutrients'][number]['nutrient'], unit: string) => ({
    nutrient,
    unit,
    mean: null,
    days: 0,
    target: null,
  });
  const nutrients = (
    ['energy_kcal', 'protein_g', 'carbs_g', 'fat_g', 'fiber_g', 'sugars_g', 'sodium_mg', 'caffeine_mg', 'alcohol_g'] as const
  ).map((name) => row(name, name.endsWith('kcal') ? 'kcal' : name.endsWith('mg') ? 'mg' : 'g'));
  if (!filled) return { days, food_days: 0, food_entries: 0, entries_without_numbers: 0, nutrients };
  return {
    days,
    food_days: 40,
    food_entries: 130,
    entries_without_numbers: 2,
    nutrients: nutrients.map((n) =>
      n.nutrient === 'energy_kcal'
        ? { ...n, mean: 1850, days: 40, target: { value: 2100, kind: 'goal' as const, source: 'default' as const } }
        : n.nutrient === 'sodium_mg'
          ? { ...n, mean: 2600, days: 38, target: { value: 2300, kind: 'limit' as const, source: 'default' as const } }
          : n,
    ),
  };
}

async function renderSummary(path: string, answer: (days: number) => FakeAnswer, user = sampleUser()) {
  localStorage.setItem(TIME_ZONE_STORAGE_KEY, 'Asia/Tokyo');
  const server = installFetch((request) => {
    const url = new URL(request.url, 'http://localhost');
    if (url.pathname !== '/api/insights/summary/') return { status: 404, body: { detail: 'Not found.' } };
    return answer(Number(url.searchParams.get('days')));
  });
  render(
    <FixedAuthProvider state={fixedAuth({ user })}>
      <MemoryRouter initialEntries={[path]}>
        <SWRConfig value={{ ...SWR_DEFAULTS, provider: () => new Map(), dedupingInterval: 0 }}>
          <SummaryPage />
        </SWRConfig>
      </MemoryRouter>
    </FixedAuthProvider>,
  );
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  return server;
}

const rowsOf = (name: string) =>
  within(screen.getByRole('region', { name }))
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent!.replace(/\s+/g, ' ')));

test('the period of the address in the person’s zone: who, when, averages, symptoms, medications, findings', async () => {
  const { requests } = await renderSummary('/analytics/summary?days=90', (days) => ({ status: 200, body: summaryAnswer(days) }));
  expect(requests.map((r) => r.url)).toEqual(['/api/insights/summary/?days=90&timezone=Asia%2FTokyo']);
  expect(screen.getByRole('heading', { level: 1, name: 'Health summary' })).toBeInTheDocument();
  expect(screen.getByText('Ada Lovelace (ada)')).toBeInTheDocument();
  expect(await screen.findByText('12/31/2025 – 03/30/2026 (90 days)')).toBeInTheDocument();
  expect(screen.getByText('Asia/Tokyo')).toBeInTheDocument();
  expect(screen.getByText('Generated').nextElementSibling?.textContent).toMatch(/\d{4}/);
  expect(screen.getByText('412 entries on 60 of 90 days')).toBeInTheDocument();

  expect(rowsOf('Averages')).toEqual([
    ['Measure', 'Average', 'Lowest – highest', 'Days logged'],
    ['Sleep hours', '7 h 30 min', '6 h – 9 h', '60 of 90'],
  ]);
  expect(screen.getByText(/^Not logged in this period: Sleep quality, Activity minutes, Mood, /)).toBeInTheDocument();
  expect(rowsOf('Symptoms and conditions')[1]).toEqual(['headache', '5', '2.5 (4 days rated)', '4', '01/04/2026 – 03/20/2026']);
  expect(rowsOf('Medications and supplements')[1]).toEqual(['magnesium', '400 mg, 200 mg', '40', '41', '01/01/2026 – 03/30/2026']);
  // Each schedule with its adherence; one with no dose due yet says so, never "0 %".
  expect(rowsOf('Medication schedules')).toEqual([
    ['Schedule', 'Times', 'Doses taken, last 30 days', 'Last 7 days'],
    ['Magnesium 400 mg', '08:00, 21:30 · weekdays', '26 of 30 doses (87 %), 2 skipped', '6 of 7 doses (86 %), 1 skipped'],
    ['Vitamin D 400 mg', '08:00, 21:30 · weekdays', 'no dose due yet', 'no dose due yet'],
  ]);
  // The sentence says it all once: no "(moderate, 60 days)" after it.
  expect(screen.getByRole('heading', { name: 'Findings' }).nextElementSibling?.textContent).toBe(
    'On days after alcohol, sleep was 45 min shorter: 6 h 50 min vs 7 h 35 min (20 days with alcohol, 40 without; a moderate link).',
  );
  expect(screen.getByText(/This app is not a substitute for professional medical diagnosis/)).toBeInTheDocument();
});

test('Print prints the page; Back to Analytics keeps the period', async () => {
  const print = jest.fn();
  window.print = print;
  await renderSummary('/analytics/summary?days=7', (days) => ({ status: 200, body: summaryAnswer(days) }));
  expect(screen.getByRole('link', { name: 'Back to Analytics' })).toHaveAttribute('href', '/analytics?days=7');
  await screen.findByText('Averages');
  await userEvent.click(screen.getByRole('button', { name: 'Print' }));
  expect(print).toHaveBeenCalledTimes(1);
});

test('a new account sees honest empty lines, and only the username when no name is known', async () => {
  await renderSummary(
    '/analytics/summary',
    (days) => ({ status: 200, body: summaryAnswer(days, false) }),
    sampleUser({ first_name: '', last_name: '' }),
  );
  expect(await screen.findByText('Nothing measured was logged in this period.')).toBeInTheDocument();
  expect(screen.getByText('ada')).toBeInTheDocument();
  expect(screen.getByText('No symptoms or conditions were logged in this period.')).toBeInTheDocument();
  expect(screen.getByText('No medications or supplements were logged in this period.')).toBeInTheDocument();
  expect(screen.getByText('No medication schedules were kept in the last 30 days.')).toBeInTheDocument();
  expect(screen.getByText('No pattern in these days was clear enough to report.')).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});

test('while loading it says so and Print waits', async () => {
  await renderSummary('/analytics/summary?days=30', () => new Promise(() => {}) as never);
  expect(screen.getByRole('status')).toHaveTextContent('Loading the summary…');
  expect(screen.getByRole('article')).toHaveAttribute('aria-busy', 'true');
  expect(screen.getByRole('button', { name: 'Print' })).toBeDisabled();
});

test('a failed load says so, and Try again asks once more', async () => {
  let answer: FakeAnswer = { status: 400, body: { detail: 'Bad request.' } };
  const { requests } = await renderSummary('/analytics/summary?days=30', () => answer);
  expect(await screen.findByRole('alert')).toHaveTextContent('The summary could not be loaded.');
  answer = { status: 200, body: summaryAnswer(30) };
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('03/01/2026 – 03/30/2026 (30 days)')).toBeInTheDocument();
  expect(requests).toHaveLength(2);
});

test('at most the 8 most certain findings, so the page stays one page; it says where the others are', async () => {
  const answer = summaryAnswer(30);
  answer.findings = Array.from({ length: 11 }, (_, i) => ({ sentence: `Finding ${i + 1}.`, strength: 'weak' as const, days: 30 }));
  await renderSummary('/analytics/summary', () => ({ status: 200, body: answer }));
  const list = (await screen.findByText('Finding 1.')).closest('ul')!;
  expect(
    within(list)
      .getAllByRole('listitem')
      .map((item) => item.firstChild?.textContent),
  ).toEqual(Array.from({ length: 8 }, (_, i) => `Finding ${i + 1}.`));
  expect(screen.getByText(/^The 8 most certain of 11; the others are on the Analytics page\./)).toBeInTheDocument();
});

test('the self-experiments of the period: an ended one’s answer, a running one’s day; no section without any', async () => {
  const answer = summaryAnswer(30);
  const note = { start_date: '2026-02-01', end_date: '2026-03-14', today: null, answer: null };
  answer.experiments = [
    {
      ...note,
      id: '01JZ0000000000000000000001',
      title: 'Magnesium and sleep',
      status: 'finished',
      answer: 'Magnesium 400 mg: +18 min of sleep a night (95 % interval +4 min to +32 min), 98 % likely to help you.',
    },
    {
      ...note,
      id: '01JZ0000000000000000000002',
      title: 'Walk and mood',
      status: 'running',
      today: 'Experiment day 9 of 42: B — no walk at lunch',
    },
  ];
  await renderSummary('/analytics/summary', () => ({ status: 200, body: answer }));
  const section = (await screen.findByRole('heading', { name: 'Self-experiments' })).closest('section')!;
  expect(
    within(section)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual([
    'Magnesium and sleep: Magnesium 400 mg: +18 min of sleep a night (95 % interval +4 min to +32 min), 98 % likely to help you.',
    'Walk and mood: Experiment day 9 of 42: B — no walk at lunch (running: its answer comes at its planned end)',
  ]);
});

test('no self-experiments section for a period without any', async () => {
  await renderSummary('/analytics/summary?days=30', (days) => ({ status: 200, body: summaryAnswer(days) }));
  await screen.findByRole('heading', { name: 'Findings' });
  expect(screen.queryByRole('heading', { name: 'Self-experiments' })).toBeNull();
});

test('average daily intake against targets, over the days with food only, and plainly none for a new account', async () => {
  await renderSummary('/analytics/summary?days=90', (days) => ({ status: 200, body: summaryAnswer(days) }));
  expect(await screen.findByRole('heading', { name: 'Food and drink: average daily intake' })).toBeInTheDocument();
  expect(screen.getByText(/Averages of the 40 of 90 days with food logged/)).toHaveTextContent(
    '2 food entries have no numbers (no match in the food table) and are not counted.',
  );
  const lines = within(screen.getByRole('list', { name: 'Average daily intake' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
  expect(lines).toEqual([
    'Energy: 1,850 kcal on 40 days; target 2,100 kcal (88%)',
    'Sodium: 2,600 mg on 38 days; target ≤ 2,300 mg (above)',
  ]);
  expect(screen.getByText(/^No numbers in these days for: protein, carbohydrate/)).toBeInTheDocument();
});

test('a period without food says so instead of an intake of 0', async () => {
  await renderSummary('/analytics/summary?days=30', (days) => ({ status: 200, body: summaryAnswer(days, false) }));
  expect(await screen.findByText('No food or drinks logged in these days.')).toBeInTheDocument();
  expect(screen.queryByRole('list', { name: 'Average daily intake' })).not.toBeInTheDocument();
});

test('a table wider than a phone says it scrolls: a line above it, a shadow on the side with more, a focusable labelled box', async () => {
  // jsdom lays nothing out: the boxes are given a phone's width and a wider table.
  const size = (name: 'scrollWidth' | 'clientWidth', value: number) =>
    jest.spyOn(HTMLElement.prototype, name, 'get').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('summary-table-scroll') ? value : 0;
    });
  let scrolled = 0;
  const spies = [
    size('scrollWidth', 620),
    size('clientWidth', 320),
    jest.spyOn(Element.prototype, 'scrollLeft', 'get').mockImplementation(() => scrolled),
  ];
  try {
    await renderSummary('/analytics/summary?days=90', (days) => ({ status: 200, body: summaryAnswer(days) }));
    const region = await screen.findByRole('region', { name: 'Symptoms and conditions' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toHaveAccessibleDescription('More columns to the right: scroll sideways →');
    expect(region.parentElement).toHaveAttribute('data-more-end');
    expect(region.parentElement).not.toHaveAttribute('data-more-start');
    // Scrolled to its end: the shadow and the line now point back.
    scrolled = 300;
    act(() => {
      region.dispatchEvent(new Event('scroll'));
    });
    expect(region).toHaveAccessibleDescription('← More columns to the left: scroll back');
    expect(region.parentElement).toHaveAttribute('data-more-start');
    expect(region.parentElement).not.toHaveAttribute('data-more-end');
  } finally {
    spies.forEach((spy) => spy.mockRestore());
  }
});

test('a table that fits says nothing about scrolling', async () => {
  await renderSummary('/analytics/summary?days=90', (days) => ({ status: 200, body: summaryAnswer(days) }));
  const region = await screen.findByRole('region', { name: 'Averages' });
  expect(region).not.toHaveAccessibleDescription();
  expect(screen.queryByText(/scroll sideways/)).not.toBeInTheDocument();
});
