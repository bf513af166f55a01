// The review as an editor: what Confirm & Save sends after edits, removals and additions; fields it refuses;
// a time in the future flagged and blocking Confirm & Save, an old one marked; one Tab stop per date-time field; a
// duplicate skipped; proposed changes kept or dropped; words that matched nothing; Escape.
import { fireEvent, render, screen, within } from '@testing-library/react';
import { futureItemMessage } from '@shared/future-time';
import userEvent from '@testing-library/user-event';
import type { BodyOf } from '@/lib/call-api';
import { toDateTimeInputValue } from '@/lib/time-zone';
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

test('a time more than 7 days back is marked on its field, and still saves', async () => {
  const old = new Date(Date.now() - 9 * 86400_000).toISOString();
  const user = await reviewOf({ items: [{ ...run, calculated_time: old }], changes: [], unmatched: [] });
  expect(within(item(1)).getByLabelText('Date and time')).toHaveAccessibleDescription('This is more than 7 days ago. Check the date.');
  answerNext(saved);
  await confirm(user);
  expect(sentBody().items).toHaveLength(1);
});

describe('a time in the future (more than an hour ahead)', () => {
  const laterMs = Date.now() + 26 * 3600_000;
  const pizza = {
    ...run,
    category: 'food_drinks',
    details: 'pizza',
    measures: {},
    subjects: [],
    calculated_time: new Date(laterMs).toISOString(),
  };
  const blocked = 'Item 2 is in the future: change its time or remove it to save.';

  test('is kept, flagged on its field, and Confirm & Save refuses it with focus on it; a changed time saves', async () => {
    const user = await reviewOf({ items: [run, pizza], changes: [], unmatched: [] });
    const when = within(item(2)).getByLabelText('Date and time');
    expect(when).toHaveValue(toDateTimeInputValue(pizza.calculated_time, ZONE));
    expect(when).toHaveAttribute('aria-invalid', 'true');
    expect(when).toHaveAccessibleDescription(futureItemMessage(laterMs, Date.now(), ZONE));
    const confirmButton = screen.getByRole('button', { name: 'Confirm & Save' });
    expect(confirmButton).toHaveAccessibleDescription(blocked);

    await confirm(user);
    expect(requests).toHaveLength(1);
    expect(when).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('Some items need a fix: see the marked fields.');

    // Yesterday at this hour in the zone: in the past, and within the week (a fixed date here went stale with time).
    const yesterday = toDateTimeInputValue(new Date(Date.now() - 24 * 3600_000).toISOString(), ZONE);
    await user.clear(when);
    await user.type(when, yesterday);
    expect(when).not.toHaveAttribute('aria-invalid');
    expect(when).not.toHaveAccessibleDescription();
    expect(screen.queryByText(blocked)).not.toBeInTheDocument();
    answerNext(saved);
    await confirm(user);
    expect(sentBody().items[1]).toMatchObject({
      details: 'pizza',
      calculated_time: expect.stringMatching(new RegExp(`^${yesterday}:00[+-]\\d\\d:\\d\\d$`)),
    });
  });

  test('removed, the rest saves', async () => {
    const user = await reviewOf({ items: [run, pizza], changes: [], unmatched: [] });
    await user.click(screen.getByRole('button', { name: 'Remove item 2' }));
    answerNext(saved);
    await confirm(user);
    expect(sentBody().items.map((i: { details: string }) => i.details)).toEqual(['ran 5 km']);
  });

  test('two flagged items are both named by Confirm & Save', async () => {
    await reviewOf({ items: [pizza, run, pizza], changes: [], unmatched: [] });
    expect(screen.getByRole('button', { name: 'Confirm & Save' })).toHaveAccessibleDescription(
      'Items 1 and 3 are in the future: change their times or remove them to save.',
    );
  });
});

test('each date-time field is one Tab stop: Tab from the first item reaches Confirm & Save without a stop twice', async () => {
  const user = await reviewOf({
    items: [run, { ...coffee, duplicate_of: null }, { ...run, calculated_time: '2026-11-20' }],
    changes: [],
    unmatched: [],
  });
  const whens = [1, 2].map((n) => within(item(n)).getByLabelText('Date and time')).concat(within(item(3)).getByLabelText('Date'));
  // The field moves focus on itself (Chromium would walk its parts: month, day, year, hour, minute, AM/PM).
  within(item(1)).getByLabelText('Type').focus();
  const next = within(item(1)).getByLabelText('Details');
  expect(fireEvent.keyDown(whens[0], { key: 'Tab' })).toBe(false);
  expect(next).toHaveFocus();

  within(item(1)).getByLabelText('Type').focus();
  const stops: Element[] = [];
  const confirmButton = screen.getByRole('button', { name: 'Confirm & Save' });
  while (document.activeElement !== confirmButton && stops.length < 200) {
    await user.tab();
    stops.push(document.activeElement!);
  }
  expect(document.activeElement).toBe(confirmButton);
  expect(new Set(stops).size).toBe(stops.length);
  for (const when of whens) expect(stops.filter((stop) => stop === when)).toHaveLength(1);
  // Shift+Tab leaves the field backwards in one step too.
  whens[1].focus();
  await user.tab({ shift: true });
  expect(within(item(2)).getByLabelText('Type')).toHaveFocus();
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
