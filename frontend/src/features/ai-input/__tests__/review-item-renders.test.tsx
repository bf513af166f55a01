// A keystroke in one item of the review draws that item alone (ReviewItemEditor is memoised): with every item drawn
// again at each key, an edit's interaction on a phone went past 100 ms (docs/PERFORMANCE.md "The first render in
// tasks"). Each editor's render reads its old-time mark once, which this test counts per item.
import { screen, within } from '@testing-library/react';
import { installFetch } from '@/testing/fake-fetch';
import * as draftModule from '../review-draft';
import { openReview, reviewItem } from './open-review';

jest.mock('../review-draft', () => {
  const actual = jest.requireActual<typeof draftModule>('../review-draft');
  return { ...actual, isOldTime: jest.fn(actual.isOldTime) };
});
const isOldTime = draftModule.isOldTime as jest.MockedFunction<typeof draftModule.isOldTime>;

const item = (details: string, at: string) => ({
  category: 'food_drinks',
  details,
  calculated_time: at,
  notes: '',
  measures: {},
  subjects: [],
});

test("typing in one item's details draws that item again, not the others", async () => {
  localStorage.setItem('timeZone', 'America/New_York');
  const answers = [
    {
      status: 200,
      body: { items: [item('eggs', '2026-11-21T08:00:00-05:00'), item('tea', '2026-11-21T08:05:00-05:00')], changes: [], unmatched: [] },
    },
  ];
  installFetch(() => answers.shift() ?? { status: 500 });
  const user = await openReview();
  const drawsOf = (details: string) =>
    isOldTime.mock.calls.filter(([draft]) => (draft as draftModule.ItemDraft).details.startsWith(details)).length;
  const teaBefore = drawsOf('tea');
  const eggsBefore = drawsOf('eggs');

  await user.type(within(reviewItem(1)).getByLabelText('Details'), ' on toast');

  expect(within(reviewItem(1)).getByLabelText('Details')).toHaveValue('eggs on toast');
  expect(drawsOf('eggs') - eggsBefore).toBeGreaterThanOrEqual(' on toast'.length);
  expect(drawsOf('tea')).toBe(teaBefore);
  expect(screen.getByRole('heading', { name: 'Item 2 of 2' })).toBeInTheDocument();
});
