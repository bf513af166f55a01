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
      sentence: 'On days after alcohol, sleep was 48 min shorter: 6 h 05 vs 6 h 53 (12 days vs 18).',
      outcome: 'sleep',
      factor: 'alcohol',
      lag: 1 as const,
      strength: 'strong' as const,
      rho: -0.6,
      q: 0.01,
      days: 30,
      days_with: 12,
      days_without: 18,
      difference: -0.8,
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

test('each finding in one sentence with its strength and days', async () => {
  insightsServer((days) => ({ status: 200, body: withScore(days) }));
  await renderAnalytics();
  const card = await screen.findByRole('region', { name: 'What affects you' });
  expect(
    await within(card).findByText('On days after alcohol, sleep was 48 min shorter: 6 h 05 vs 6 h 53 (12 days vs 18).'),
  ).toBeInTheDocument();
  expect(card).toHaveTextContent('Strong link, 30 days behind it.');
  // The days behind it, latest first, each a link to that day's entries of the factor's type.
  expect(within(card).getByText('The 2 days with alcohol')).toBeInTheDocument();
  const links = within(card).getAllByRole('link', { hidden: true });
  expect(links.map((link) => link.getAttribute('href'))).toEqual([
    '/logs?type=food-drinks&start=2026-03-05&end=2026-03-05',
    '/logs?type=food-drinks&start=2026-03-02&end=2026-03-02',
  ]);
  expect(links[0]).toHaveTextContent('Thu, Mar 5');
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
