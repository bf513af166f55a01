// Health Score with its parts (and the parts left out), and What affects you: the findings' sentences, or why
// nothing is said yet.
import { screen, within } from '@testing-library/react';
import { insightsAnswer, insightsServer, renderAnalytics } from './render-analytics';

// jsdom draws no canvas: the chart library is replaced by a stand-in (the trends' own tests check what it is given).
jest.mock('uplot', () => ({
  __esModule: true,
  default: class FakePlot {
    setSize() {}
    destroy() {}
  },
}));

const withScore = (days: number) => ({
  ...insightsAnswer(days),
  score: {
    score: 68,
    parts: [
      { part: 'sleep', value: 81, days: 24, explanation: 'Average night 6 h 40 min over 24 nights; 7 to 9 hours is full marks.' },
      { part: 'regularity', value: 55, days: 30, explanation: 'Something logged on 17 of 30 days.' },
    ],
    missing: ['mood', 'stress'],
  },
  findings: [
    {
      sentence:
        'On days after alcohol, sleep was 1 h 14 min shorter: 6 h 5 min vs 7 h 19 min (2 days with alcohol, 18 without; a strong link).',
      outcome: 'sleep',
      factor: 'alcohol',
      lag: 1 as const,
      strength: 'strong' as const,
      rho: -0.6,
      q: 0.01,
      days: 20,
      days_with: 2,
      days_without: 18,
      difference: -1.2333,
      factor_days: ['2026-03-02', '2026-03-05'],
      factor_collection: 'food-drinks' as const,
    },
  ],
  tested: 24,
  recommendations: [
    {
      source: 'alcohol',
      text: 'Your sleep was worse on days after alcohol (12 days with it, 18 without): try a week or two with less of it and see whether that holds.',
    },
  ],
});

test('the score, its parts with their explanations, and the parts left out', async () => {
  insightsServer((days) => ({ status: 200, body: withScore(days) }));
  await renderAnalytics();
  const card = await screen.findByRole('region', { name: 'Health Score' });
  expect(await within(card).findByRole('meter')).toHaveAttribute('value', '68');
  expect(card).toHaveTextContent('68 / 100');
  expect(card).toHaveTextContent('Sleep81Average night 6 h 40 min over 24 nights; 7 to 9 hours is full marks.');
  expect(card).toHaveTextContent('Left out for want of data: Mood, Stress.');
  expect(card).toHaveTextContent('not medical advice');
});

test('each finding in one sentence in words, its day count the same as the days listed under it, its figures in a detail', async () => {
  insightsServer((days) => ({ status: 200, body: withScore(days) }));
  await renderAnalytics();
  const card = await screen.findByRole('region', { name: 'What affects you' });
  const sentence = await within(card).findByText(
    'On days after alcohol, sleep was 1 h 14 min shorter: 6 h 5 min vs 7 h 19 min (2 days with alcohol, 18 without; a strong link).',
  );
  // No jargon in what is read first, and no second count that disagrees with the sentence's.
  expect(sentence.closest('li')!.querySelector('p')).not.toHaveTextContent(/ρ|rho/);
  expect(card).not.toHaveTextContent('behind it');
  // The days behind it (the sentence's 2, said what they count), latest first, each a link to that day's entries.
  expect(within(card).getByText('The 2 days with alcohol, each with sleep logged the next day')).toBeInTheDocument();
  // The figures wait in a detail.
  const figures = within(card).getByText('The figures').closest('details')!;
  expect(figures).not.toHaveAttribute('open');
  expect(figures).toHaveTextContent(
    'A strong link: Spearman’s correlation ρ = −0.60 (from −1 to 1; 0 is no link, ±0.5 or beyond is strong), over 20 days compared (2 with alcohol, 18 without). Corrected for the 24 comparisons made together, q = 0.010: a finding is shown only at q ≤ 0.05.',
  );
  const links = within(card).getAllByRole('link', { hidden: true });
  expect(links.map((link) => link.getAttribute('href'))).toEqual([
    '/logs?type=food-drinks&start=2026-03-05&end=2026-03-05',
    '/logs?type=food-drinks&start=2026-03-02&end=2026-03-02',
    // "Test this": the planner, with the finding's words (alcohol went with less sleep: the plan avoids it).
    '/experiments/new?factor=alcohol&finding=sleep&rho=-1&from=food-drinks',
  ]);
  expect(links[0]).toHaveTextContent('Thu, Mar 5');
  expect(links[2]).toHaveAccessibleName('Test this: alcohol and sleep');
});

test('with nothing found, says so and what needs more days', async () => {
  insightsServer((days) => ({
    status: 200,
    body: { ...insightsAnswer(days), tested: 0, needs_more_days: ['Needs 3 more days with coffee, with sleep logged the next day.'] },
  }));
  await renderAnalytics();
  const card = await screen.findByRole('region', { name: 'What affects you' });
  expect(await within(card).findByText(/not enough days logged to compare/)).toBeInTheDocument();
  expect(card).toHaveTextContent('Needs 3 more days with coffee, with sleep logged the next day.');
  expect(screen.getByLabelText('Health score not available yet')).toHaveTextContent('--');
});

test('recommendations, each citing its data, with the reminder that the app is no doctor', async () => {
  insightsServer((days) => ({ status: 200, body: withScore(days) }));
  await renderAnalytics();
  const card = await screen.findByRole('region', { name: 'Recommendations' });
  expect(await within(card).findByText(/^Your sleep was worse on days after alcohol \(12 days with it, 18 without\)/)).toBeInTheDocument();
  expect(card).toHaveTextContent('this app is not a substitute for a doctor');
});
