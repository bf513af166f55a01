// The review as an editor: what Confirm & Save sends after edits, removals and additions; fields it refuses;
// marks on odd times; a duplicate skipped; proposed changes kept or dropped; words that matched nothing; Escape.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BodyOf } from '@/lib/call-api';
import { installFetch, type FakeAnswer, type RecordedRequest } from '@/testing/fake-fetch';
import { DataInputCard } from '../components/data-input-card';
import { openReview, reviewItem } from './open-review';

/** The server's next answers, in order. */
let queue: FakeAnswer[] = [];
let requests: RecordedRequest[] = [];
const answerNext = (body: object) => queue.push({ status: 200, body });
const ZONE = 'America/New_York';
const run = {
  category: 'physical_activities',
  details: 'ran 5 km',
  calculated_time: '2026-11-21T07:00:00-05:00',
  notes: '',
  measures: { distance_km: 5, duration_min: 28 },
  subjects: ['running'],
};
const coffee = {
  category: 'food_drinks',
  details: 'coffee',
  calculated_time: '2026-11-21T08:15:00-05:00',
  notes: '',
  measures: { caffeine: true },
  subjects: ['coffee'],
  duplicate_of: { collection: 'food-drinks', id: 'c1', text: 'coffee', calculated_timestamp: '2026-11-21T08:00:00-05:00' },
};
const saved = { user_input_id: 'u1', entries: [], image_url: null };
const change = {
  action: 'update',
  collection: 'physical-activities',
  id: 'r1',
  version: 3,
  before: { id: 'r1', details: 'ran 5 km', calculated_timestamp: '2026-11-20T07:00:00-05:00', measures: { distance_km: 5 } },
  set: { details: 'ran 6 km', measures: { distance_km: 6 } },
};

beforeEach(() => {
  localStorage.setItem('timeZone', ZONE);
  queue = [];
  ({ requests } = installFetch(() => queue.shift() ?? { status: 500 }));
});
afterEach(() => jest.restoreAllMocks());

function reviewOf(answer: object) {
  answerNext(answer);
  return openReview();
}
const item = reviewItem;
const confirm = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Confirm & Save' }));
/** What Confirm & Save sent (after the process call). */
const sentBody = () => {
  expect(requests[1]).toMatchObject({ url: '/api/structured-data/save/', method: 'POST' });
  return requests[1].body as BodyOf<'saveItems'>;
};

test("an edited item is sent as shown: time in the zone, type, details, notes and measures in the person's units", async () => {
  const user = await reviewOf({ items: [run], changes: [], unmatched: [] });
  answerNext(saved);
  const runItem = item(1);
  await user.clear(within(runItem).getByLabelText('Date and time'));
  await user.type(within(runItem).getByLabelText('Date and time'), '2026-11-20T18:30');
  await user.clear(within(runItem).getByLabelText('Details'));
  await user.type(within(runItem).getByLabelText('Details'), 'ran 4 miles');
  await user.clear(within(runItem).getByLabelText('Distance (mi)'));
  await user.type(within(runItem).getByLabelText('Distance (mi)'), '4');
  await user.selectOptions(within(runItem).getByLabelText('Intensity'), 'vigorous');
  await user.type(within(runItem).getByLabelText('Notes (optional)'), 'windy');
  await confirm(user);
  expect(sentBody().items).toEqual([
    {
      category: 'physical_activities',
      details: 'ran 4 miles',
      calculated_time: '2026-11-20T18:30:00-05:00',
      notes: 'windy',
      measures: { distance_km: 6.437, duration_min: 28, intensity: 'vigorous' },
      subjects: ['running'],
    },
  ]);
});

test('a change of type keeps only the measures the new type has; related data takes a type name', async () => {
  const user = await reviewOf({ items: [run], changes: [], unmatched: [] });
  answerNext(saved);
  await user.selectOptions(within(item(1)).getByLabelText('Type'), 'Related Data');
  await user.type(within(item(1)).getByLabelText('Type name'), 'Heart rate');
  await user.type(within(item(1)).getByLabelText('Value'), '52');
  await user.type(within(item(1)).getByLabelText('Unit'), 'bpm');
  await confirm(user);
  expect(sentBody().items[0]).toMatchObject({ category: 'heart_rate', measures: { value: 52, unit: 'bpm' } });
});

test('an item can be removed and one added; focus follows', async () => {
  const user = await reviewOf({ items: [run, { ...coffee, duplicate_of: null }], changes: [], unmatched: [] });
  answerNext(saved);
  await user.click(screen.getByRole('button', { name: 'Remove item 1' }));
  expect(screen.getByRole('heading', { name: 'Item 1 of 1' })).toHaveFocus();
  await user.click(screen.getByRole('button', { name: 'Add an item' }));
  const added = item(2);
  expect(within(added).getByLabelText('Type')).toHaveFocus();
  await user.selectOptions(within(added).getByLabelText('Type'), 'Sleep');
  await user.type(within(added).getByLabelText('Details'), 'slept 7 hours');
  await user.type(within(added).getByLabelText('Duration (min)'), '420');
  await user.type(within(added).getByLabelText('Subjects (optional)'), 'Nap, nap');
  await confirm(user);
  expect(sentBody().items.map((i: { details: string }) => i.details)).toEqual(['coffee', 'slept 7 hours']);
  expect(sentBody().items[1]).toMatchObject({ category: 'sleep', measures: { duration_min: 420 }, subjects: ['nap'] });
});

test('missing and bad fields are named, the first takes focus, and nothing is sent', async () => {
  const user = await reviewOf({ items: [run], changes: [], unmatched: [] });
  await user.click(screen.getByRole('button', { name: 'Add an item' }));
  await user.clear(within(item(1)).getByLabelText('Duration (min)'));
  await user.type(within(item(1)).getByLabelText('Duration (min)'), 'long');
  await confirm(user);
  expect(screen.getByRole('alert')).toHaveTextContent('Some items need a fix: see the marked fields.');
  expect(within(item(1)).getByLabelText('Duration (min)')).toHaveFocus();
  expect(within(item(1)).getByLabelText('Duration (min)')).toHaveAccessibleDescription('Duration must be a number.');
  expect(within(item(2)).getByLabelText('Type')).toHaveAccessibleDescription('Choose a type.');
  expect(within(item(2)).getByLabelText('Details')).toHaveAccessibleDescription('Details are required.');
  expect(requests).toHaveLength(1);
});

test('a time in the future or more than 7 days back is marked on its field', async () => {
  const later = new Date(Date.now() + 3 * 3600_000).toISOString();
  const old = new Date(Date.now() - 9 * 86400_000).toISOString();
  await reviewOf({ items: [{ ...run, calculated_time: later }, { ...run, calculated_time: old }, run], changes: [], unmatched: [] });
  expect(within(item(1)).getByLabelText('Date and time')).toHaveAccessibleDescription('This time is in the future. Check it.');
  expect(within(item(2)).getByLabelText('Date and time')).toHaveAccessibleDescription('This is more than 7 days ago. Check the date.');
});

test('a duplicate names the saved entry and "Skip this one" leaves it out', async () => {
  const user = await reviewOf({ items: [coffee, run], changes: [], unmatched: [] });
  answerNext(saved);
  const note = within(item(1)).getByRole('note');
  expect(note).toHaveTextContent('Looks like one you already saved: “coffee” (11/21/2026, 8:00 AM).');
  await user.click(within(note).getByRole('button', { name: 'Skip this one: item 1' }));
  await confirm(user);
  expect(sentBody().items).toEqual([expect.objectContaining({ details: 'ran 5 km' })]);
});

test('a proposed change shows before → after, and is sent with its version unless dropped', async () => {
  const user = await reviewOf({ items: [], changes: [change], unmatched: [] });
  answerNext(saved);
  const changes = screen.getByRole('region', { name: 'Changes to saved entries' });
  expect(changes).toHaveTextContent('Change: Physical Activities, “ran 5 km” (11/20/2026, 7:00 AM)');
  expect(changes).toHaveTextContent('ran 5 km → changes to ran 6 km');
  expect(changes).toHaveTextContent('3.11 mi → changes to 3.73 mi');
  await confirm(user);
  expect(sentBody()).toEqual({
    raw_text: 'words',
    items: [],
    timezone: ZONE,
    changes: [{ action: 'update', collection: 'physical-activities', id: 'r1', version: 3, set: change.set }],
  });
});

test('with every change dropped and no items, nothing is sent', async () => {
  const user = await reviewOf({ items: [], changes: [change], unmatched: [] });
  await user.click(screen.getByRole('button', { name: 'Keep it as it is' }));
  expect(screen.getByText('Not applied.')).toBeInTheDocument();
  await confirm(user);
  expect(screen.getByRole('alert')).toHaveTextContent('Nothing left to save: add an item, keep a change, or press Cancel.');
  expect(requests).toHaveLength(1);
});

test('words that only asked for a change matching nothing say so, and open no review', async () => {
  answerNext({ items: [], changes: [], unmatched: ['No saved entry matches "this morning\'s coffee".'] });
  const user = userEvent.setup();
  render(<DataInputCard />);
  await user.type(screen.getByRole('textbox', { name: 'What happened?' }), "delete this morning's coffee{Enter}");
  expect(await screen.findByText('No saved entry matches "this morning\'s coffee".')).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Review before saving' })).not.toBeInTheDocument();
});

test('Escape cancels at once when nothing was edited, and asks in the page first when something was', async () => {
  const user = await reviewOf({ items: [run], changes: [], unmatched: [] });
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('region', { name: 'Review before saving' })).not.toBeInTheDocument();
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

  answerNext({ items: [run], changes: [], unmatched: [] });
  await user.type(screen.getByRole('textbox', { name: 'What happened?' }), 'again{Enter}');
  await screen.findByRole('region', { name: 'Review before saving' });
  const details = within(item(1)).getByLabelText('Details');
  await user.type(details, '!');
  await user.keyboard('{Escape}');
  const asking = screen.getByRole('alertdialog', { name: 'Discard your changes to these items?' });
  expect(within(asking).getByRole('button', { name: 'Keep editing' })).toHaveFocus();
  // Escape again answers the question (keep editing), not the review under it.
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Review before saving' })).toBeInTheDocument();
  expect(details).toHaveFocus();
  expect(details).toHaveValue('ran 5 km!');

  await user.keyboard('{Escape}');
  await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Discard' }));
  expect(screen.queryByRole('region', { name: 'Review before saving' })).not.toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'What happened?' })).toHaveFocus();
});
