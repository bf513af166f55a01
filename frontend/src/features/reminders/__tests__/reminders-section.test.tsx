// Settings → Reminders (issue 26): the list with each medication's adherence over 7 and 30 days and its refill
// warning, a check-in added through the form (in the person's zone), the server's 400 shown by its field, an edit
// that keeps its snooze and repeats, a check-in's counted types chosen, and a delete after its confirmation.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFetch, type RecordedRequest } from '@/testing/fake-fetch';
import { RemindersSection } from '../components/reminders-section';

jest.mock('@/lib/navigation', () => ({ goToLogin: jest.fn() }));

const stamp = { created_at: '2026-11-01T10:00:00Z', updated_at: '2026-11-01T10:00:00Z', next_send_at: '2026-11-28T07:00:00.000Z' };
const when = { snooze_minutes: 10, repeat_count: 1, repeat_gap_minutes: 20, timezone: 'Europe/London' };
const magnesium = {
  ...stamp,
  ...when,
  id: '01JMAGNESIUM00000000000001',
  kind: 'medication',
  name: 'Magnesium',
  dose_amount: 400,
  dose_unit: 'mg',
  times: ['21:30', '08:00'],
  days: ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'],
  start_date: '2026-11-01',
  stock_count: 6,
  doses_per_intake: 1,
  refill_warning_days: 7,
  adherence: {
    last_7_days: { days: 7, scheduled: 14, taken: 10, skipped: 1, rate: 10 / 14 },
    last_30_days: { days: 30, scheduled: 52, taken: 40, skipped: 3, rate: 40 / 52 },
  },
  refill: { per_day: 2, days_left: 3, runs_out_on: '2026-11-30', warn: true },
};
const checkIn = {
  ...stamp,
  ...when,
  id: '01JCHECKIN0000000000000001',
  kind: 'log-prompt',
  label: 'Evening check-in',
  times: ['21:30'],
  days: ['mon', 'tue', 'wed', 'thu', 'fri'],
};

function setup(
  answer: (request: RecordedRequest) => { status: number; body?: unknown } = () => ({ status: 200, body: [magnesium, checkIn] }),
) {
  localStorage.setItem('token', 'access-token');
  localStorage.setItem('timeZone', 'Europe/London');
  const api = installFetch(answer);
  render(<RemindersSection />);
  return api;
}

test('lists each reminder with its schedule, a medication with adherence over 7 and 30 days and the refill warning', async () => {
  setup();
  const list = await screen.findByRole('list');
  const items = within(list).getAllByRole('listitem');
  expect(items[0]).toHaveTextContent('Magnesium 400 mg');
  expect(items[0]).toHaveTextContent('08:00, 21:30 · every day');
  expect(items[0]).toHaveTextContent('10 of 14 doses taken in the last 7 days (71 %), 1 skipped.');
  expect(items[0]).toHaveTextContent('40 of 52 doses taken in the last 30 days (77 %), 3 skipped.');
  expect(within(items[0]).getByText(/^Refill soon: the stock lasts 3 days, until/)).toHaveClass('alert-warning');
  expect(items[1]).toHaveTextContent('Evening check-in');
  expect(items[1]).toHaveTextContent('21:30 · weekdays');
});

test('adds a check-in in the person’s zone, showing the server’s 400 by its field first', async () => {
  let posts = 0;
  const api = setup((request) => {
    if (request.method === 'POST') {
      posts += 1;
      return posts === 1 ? { status: 400, body: { times: ['Times: use 24-hour HH:MM, such as 21:30.'] } } : { status: 201, body: checkIn };
    }
    return { status: 200, body: posts > 1 ? [checkIn] : [] };
  });
  await screen.findByText('No reminders yet.');
  await userEvent.click(screen.getByRole('button', { name: 'Add a check-in' }));
  await userEvent.type(screen.getByLabelText('Label'), 'Evening check-in');
  await userEvent.type(screen.getByLabelText('Times'), '9pm');
  await userEvent.click(screen.getByRole('checkbox', { name: 'Sat' }));
  await userEvent.click(screen.getByRole('checkbox', { name: 'Sun' }));
  await userEvent.click(screen.getByRole('button', { name: 'Save reminder' }));
  expect(await screen.findByText('Times: use 24-hour HH:MM, such as 21:30.')).toBeInTheDocument();
  expect(screen.getByLabelText('Times')).toHaveAttribute('aria-invalid', 'true');

  await userEvent.clear(screen.getByLabelText('Times'));
  await userEvent.type(screen.getByLabelText('Times'), '21:30');
  await userEvent.click(screen.getByRole('button', { name: 'Save reminder' }));
  await screen.findByText('Reminder saved.');
  const sent = api.requests.filter((request) => request.method === 'POST').at(-1)!;
  expect(sent.url).toMatch(/\/api\/reminders\/$/);
  expect(sent.body).toEqual({
    kind: 'log-prompt',
    label: 'Evening check-in',
    times: ['21:30'],
    days: ['mon', 'tue', 'wed', 'thu', 'fri'],
    timezone: 'Europe/London',
    snooze_minutes: 15,
    repeat_count: 2,
    repeat_gap_minutes: 15,
  });
  expect(await screen.findByText('21:30 · weekdays')).toBeInTheDocument();
});

test('snooze, repeats and the refill warning are set under "Snooze and repeats", which opens on the server’s 400 for one of them', async () => {
  let puts = 0;
  const api = setup((request) => {
    if (request.method === 'PUT') {
      puts += 1;
      return puts === 1 ? { status: 400, body: { repeat_count: ['Repeat count: use 0 to 10.'] } } : { status: 200, body: magnesium };
    }
    return { status: 200, body: [magnesium] };
  });
  await userEvent.click(await screen.findByRole('button', { name: 'Edit Magnesium 400 mg' }));
  const fold = screen.getByText('Snooze and repeats').closest('details')!;
  expect(fold).not.toHaveAttribute('open');
  await userEvent.click(screen.getByText('Snooze and repeats'));
  expect(screen.getByLabelText('Snooze (minutes)')).toHaveValue('10');
  await userEvent.clear(screen.getByLabelText('Repeats if unanswered'));
  await userEvent.type(screen.getByLabelText('Repeats if unanswered'), '12');
  await userEvent.click(screen.getByRole('button', { name: 'Save reminder' }));
  expect(await screen.findByText('Repeat count: use 0 to 10.')).toBeInTheDocument();
  expect(fold).toHaveAttribute('open');
  expect(screen.getByLabelText('Repeats if unanswered')).toHaveAttribute('aria-invalid', 'true');

  await userEvent.clear(screen.getByLabelText('Repeats if unanswered'));
  await userEvent.type(screen.getByLabelText('Repeats if unanswered'), '3');
  await userEvent.clear(screen.getByLabelText('Refill warning (days)'));
  await userEvent.type(screen.getByLabelText('Refill warning (days)'), '14');
  await userEvent.click(screen.getByRole('button', { name: 'Save reminder' }));
  await screen.findByText('Reminder saved.');
  expect(api.requests.filter((request) => request.method === 'PUT').at(-1)!.body).toMatchObject({
    snooze_minutes: 10,
    repeat_count: 3,
    repeat_gap_minutes: 20,
    refill_warning_days: 14,
  });
});

test('changes a medication with PUT, keeping its snooze and repeats, and deletes one after confirming', async () => {
  const api = setup((request) =>
    request.method === 'GET'
      ? { status: 200, body: [magnesium] }
      : request.method === 'DELETE'
        ? { status: 204 }
        : { status: 200, body: magnesium },
  );
  await userEvent.click(await screen.findByRole('button', { name: 'Edit Magnesium 400 mg' }));
  expect(screen.getByLabelText('Times')).toHaveValue('08:00, 21:30');
  await userEvent.clear(screen.getByLabelText('Stock on hand'));
  await userEvent.type(screen.getByLabelText('Stock on hand'), '60');
  await userEvent.click(screen.getByRole('button', { name: 'Save reminder' }));
  await screen.findByText('Reminder saved.');
  const put = api.requests.find((request) => request.method === 'PUT')!;
  expect(put.url).toMatch(new RegExp(`/api/reminders/${magnesium.id}/$`));
  expect(put.body).toMatchObject({
    kind: 'medication',
    stock_count: 60,
    dose_amount: 400,
    snooze_minutes: 10,
    repeat_count: 1,
    repeat_gap_minutes: 20,
    refill_warning_days: 7,
  });

  await userEvent.click(screen.getByRole('button', { name: 'Delete Magnesium 400 mg…' }));
  await userEvent.click(screen.getByRole('button', { name: 'Delete Magnesium 400 mg' }));
  await screen.findByText('Reminder deleted.');
  await waitFor(() => expect(api.requests.some((request) => request.method === 'DELETE')).toBe(true));
});

test('a check-in’s counted types are ticked in the form, sent as ticked, and none ticked sends none (any entry counts)', async () => {
  const counted = { ...checkIn, counted_types: ['mood-stress'] };
  let puts = 0;
  const api = setup((request) => {
    if (request.method === 'PUT') {
      puts += 1;
      return puts === 1 ? { status: 400, body: { counted_types: ['Counted types: give at least one.'] } } : { status: 200, body: counted };
    }
    return { status: 200, body: [counted] };
  });
  await userEvent.click(await screen.findByRole('button', { name: 'Edit Evening check-in' }));
  const group = screen.getByRole('group', { name: 'What counts as logged' });
  expect(within(group).getAllByRole('checkbox')).toHaveLength(7);
  expect(within(group).getByRole('checkbox', { name: 'Mood & Stress' })).toBeChecked();
  expect(within(group).getByRole('checkbox', { name: 'Sleep' })).not.toBeChecked();
  await userEvent.click(within(group).getByRole('checkbox', { name: 'Sleep' }));
  await userEvent.click(screen.getByRole('button', { name: 'Save reminder' }));
  expect(await within(group).findByText('Counted types: give at least one.')).toBeInTheDocument();
  const firstPut = api.requests.find((request) => request.method === 'PUT')!;
  expect(firstPut.body).toMatchObject({ counted_types: ['sleep', 'mood-stress'] });

  await userEvent.click(within(group).getByRole('checkbox', { name: 'Sleep' }));
  await userEvent.click(within(group).getByRole('checkbox', { name: 'Mood & Stress' }));
  await userEvent.click(screen.getByRole('button', { name: 'Save reminder' }));
  await screen.findByText('Reminder saved.');
  const last = api.requests.filter((request) => request.method === 'PUT').at(-1)!;
  expect(last.url).toMatch(new RegExp(`/api/reminders/${checkIn.id}/$`));
  expect(last.body).not.toHaveProperty('counted_types');
  expect(last.body).toMatchObject({ kind: 'log-prompt', label: 'Evening check-in', times: ['21:30'] });
});
