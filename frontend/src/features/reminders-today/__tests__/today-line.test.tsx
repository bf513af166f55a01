// The dashboard's "Left today" line (docs/REMINDERS.md "Today"): what is still open or to come today, with Taken,
// Snooze and Skip on an overdue dose (the signed-in answer route), "All done for today." once nothing is left, nothing at all
// for a person with nothing today, and the room of the last visit kept while it loads.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { SWR_DEFAULTS } from '@/lib/swr-defaults';
import { installFetch, type FakeAnswer, type RecordedRequest } from '@/testing/fake-fetch';
import { TodayLine } from '../components/today-line';

jest.mock('@/lib/navigation', () => ({ goToLogin: jest.fn() }));

const MG = '01JMAGNESIUM00000000000001';
const occurrence = (time: string, state: string, more: Record<string, string> = {}) => ({
  reminder_id: MG,
  kind: 'medication',
  title: 'Magnesium 400 mg',
  occurrence_key: `${MG}@2026-11-27T${time}`,
  local_date: '2026-11-27',
  time,
  at: `2026-11-27T${time}:00.000Z`,
  state,
  ...more,
});
const checkIn = occurrence('21:45', 'later', {
  reminder_id: '01JCHECKIN0000000000000001',
  kind: 'log-prompt',
  title: 'Evening check-in',
  occurrence_key: '01JCHECKIN0000000000000001@2026-11-27T21:45',
});

function setup(answer: (request: RecordedRequest) => FakeAnswer, onAnswered = jest.fn()) {
  localStorage.setItem('token', 'access-token');
  localStorage.setItem('timeZone', 'Europe/London'); // jsdom's locale (en-US) shows a 12-hour clock.
  const api = installFetch(answer);
  const view = render(
    <SWRConfig value={{ ...SWR_DEFAULTS, provider: () => new Map(), dedupingInterval: 0 }}>
      <TodayLine onAnswered={onAnswered} />
    </SWRConfig>,
  );
  return { api, onAnswered, view };
}

afterEach(() => localStorage.clear());

test('says what is left, and an overdue dose answered Taken is recorded and gone from the line', async () => {
  let taken = false;
  const { api, onAnswered } = setup((request) => {
    if (request.method === 'POST') {
      taken = true;
      return { status: 200, body: {} };
    }
    return {
      status: 200,
      body: {
        occurrences: [occurrence('08:00', 'done'), occurrence('12:00', taken ? 'done' : 'open'), occurrence('21:30', 'later'), checkIn],
      },
    };
  });
  const line = await screen.findByRole('region', { name: "What's left today" });
  expect(line).toHaveTextContent(
    'Left today:Magnesium 400 mg at 12:00 PMTakenSnoozeSkipMagnesium 400 mg at 9:30 PMEvening check-in at 9:45 PM',
  );
  // Only the overdue dose can be answered here; the later one and the check-in cannot.
  expect(screen.getAllByRole('button')).toHaveLength(3);
  await userEvent.click(screen.getByRole('button', { name: 'Taken: Magnesium 400 mg at 12:00 PM' }));
  await screen.findByText('Magnesium 400 mg at 12:00 PM: taken, and logged.');
  const post = api.requests.find((request) => request.method === 'POST')!;
  expect(post.url).toMatch(new RegExp(`/api/reminders/${MG}/answers/$`));
  expect(post.body).toEqual({ occurrence_key: `${MG}@2026-11-27T12:00`, answer: 'taken' });
  expect(onAnswered).toHaveBeenCalled();
  await waitFor(() => expect(screen.queryByRole('button', { name: /Taken:/ })).not.toBeInTheDocument());
  expect(line).toHaveTextContent('Left today:Magnesium 400 mg at 9:30 PMEvening check-in at 9:45 PM');
});

test('Skip sends skipped; a refused answer says so', async () => {
  const { api } = setup((request) =>
    request.method === 'POST'
      ? { status: 409, body: { detail: 'Already answered.' } }
      : { status: 200, body: { occurrences: [occurrence('12:00', 'open')] } },
  );
  await userEvent.click(await screen.findByRole('button', { name: 'Skip: Magnesium 400 mg at 12:00 PM' }));
  await screen.findByText('Magnesium 400 mg at 12:00 PM could not be answered. Try again.');
  expect(api.requests.find((request) => request.method === 'POST')!.body).toMatchObject({ answer: 'skipped' });
});

test('Snooze sends snoozed and says when it comes back; the dose stays on the line, still open', async () => {
  const { api } = setup((request) =>
    request.method === 'POST'
      ? { status: 200, body: { occurrence_key: `${MG}@2026-11-27T12:00`, answer: 'snoozed', reminder: { snooze_minutes: 20 } } }
      : { status: 200, body: { occurrences: [occurrence('12:00', 'open')] } },
  );
  await userEvent.click(await screen.findByRole('button', { name: 'Snooze: Magnesium 400 mg at 12:00 PM' }));
  await screen.findByText('Magnesium 400 mg at 12:00 PM: snoozed, reminded again in 20 minutes.');
  const post = api.requests.find((request) => request.method === 'POST')!;
  expect(post.url).toMatch(new RegExp(`/api/reminders/${MG}/answers/$`));
  expect(post.body).toEqual({ occurrence_key: `${MG}@2026-11-27T12:00`, answer: 'snoozed' });
  await waitFor(() => expect(screen.getByRole('button', { name: 'Taken: Magnesium 400 mg at 12:00 PM' })).toBeEnabled());
});

test('"All done for today." once everything is done or skipped', async () => {
  setup(() => ({ status: 200, body: { occurrences: [occurrence('08:00', 'done'), occurrence('12:00', 'skipped')] } }));
  expect(await screen.findByRole('region', { name: "What's left today" })).toHaveTextContent('All done for today.');
});

test('nothing at all with nothing scheduled today, and no room kept next time', async () => {
  const { api, view } = setup(() => ({ status: 200, body: { occurrences: [] } }));
  await waitFor(() => expect(api.requests).toHaveLength(1));
  await waitFor(() => expect(localStorage.getItem('todayLineHeight')).toBe('0'));
  expect(view.container).toBeEmptyDOMElement();
});

test('a returning visit keeps the last height while the line loads', () => {
  localStorage.setItem('todayLineHeight', '58');
  const { view } = setup(() => new Promise<FakeAnswer>(() => {}) as unknown as FakeAnswer);
  expect(view.container.querySelector<HTMLElement>('.today-line-room')!.style.minHeight).toBe('58px');
});
