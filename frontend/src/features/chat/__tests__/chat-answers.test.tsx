// The chat's answers as a person reads them: structured text (paragraphs, lists, bold figures) with times and days in
// the app's date format, links to the entries an answer used, Stop while a reply is pending, and questions to try.
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { SUGGESTED_QUESTIONS } from '@shared/chat-questions';
import { fixedAuth, FixedAuthProvider, sampleUser } from '@/testing/auth-fixtures';
import { installFetch, type FakeAnswer, type RecordedRequest } from '@/testing/fake-fetch';
import { ChatCard } from '../components/chat-card';

let answers: (FakeAnswer | Promise<FakeAnswer>)[] = [];
let requests: RecordedRequest[] = [];

beforeEach(() => {
  localStorage.setItem('timeZone', 'America/New_York');
  answers = [];
  ({ requests } = installFetch(({ method, url }) => {
    if (method === 'POST' && url === '/api/ai/chat/') return answers.shift() ?? { status: 500 };
    return { status: 404, body: { detail: 'Not found.' } };
  }));
});

function renderChat() {
  render(
    <MemoryRouter>
      <FixedAuthProvider state={fixedAuth({ user: sampleUser() })}>
        <ChatCard />
      </FixedAuthProvider>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

const box = () => screen.getByRole('textbox', { name: 'Message the assistant' });
const conversation = () => screen.getByRole('log', { name: 'Conversation' });
const ok = (body: object): FakeAnswer => ({ status: 200, body });

const ANSWER =
  'You slept **7 h 20 min** a night on average this week, over **3 nights**.\n\n' +
  'Based on 2 entries:\n- 2026-12-01T22:30:00-05:00 · Sleep: "slept well"\n- 2026-11-30T23:00:00-05:00 · Sleep: "**late**"\n\n' +
  'Your weight was **72 kg** on 2026-11-12.';

test('an answer reads as paragraphs, a list and bold figures, its times and days in the app format', async () => {
  answers = [ok({ response: ANSWER, session_id: 's1', cites: [] })];
  const user = renderChat();
  await user.type(box(), 'How did I sleep this week?{Enter}');
  const answer = (await within(conversation()).findByText('7 h 20 min')).closest('li')!;
  expect(within(answer).getByText('7 h 20 min').tagName).toBe('STRONG');
  expect(within(answer).getByText('3 nights').tagName).toBe('STRONG');
  const items = within(answer).getAllByRole('listitem');
  expect(items.map((item) => item.textContent)).toEqual([
    '12/01/2026, 10:30 PM · Sleep: "slept well"',
    '11/30/2026, 11:00 PM · Sleep: "late"',
  ]);
  expect(items[0].querySelector('time')).toHaveAttribute('dateTime', '2026-12-01T22:30:00-05:00');
  expect(answer).toHaveTextContent('Your weight was 72 kg on 11/12/2026.');
  expect(answer.querySelectorAll('p')).toHaveLength(3);
});

test('the entries an answer used link to their type and day on the Logs page, one link per type and day', async () => {
  const cites = [
    { collection: 'physical-activities', id: 'a1', date: '2026-11-10' },
    { collection: 'physical-activities', id: 'a2', date: '2026-11-10' },
    { collection: 'sleep', id: 's1', date: '2026-11-30' },
    { collection: 'food-drinks', date: '2026-11-03' },
    { collection: 'not-a-type', id: 'x', date: '2026-11-01' },
  ];
  answers = [ok({ response: '**4 times** on **3 days** in November ("run").', session_id: 's1', cites })];
  const user = renderChat();
  await user.type(box(), 'How many days did I run in November?{Enter}');
  const links = await within(conversation()).findAllByRole('link');
  expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    ['Physical Activities, 11/10/2026', '/logs?type=physical-activities&start=2026-11-10&end=2026-11-10'],
    ['Sleep, 11/30/2026', '/logs?type=sleep&start=2026-11-30&end=2026-11-30'],
    ['Food & Drinks, 11/03/2026', '/logs?type=food-drinks&start=2026-11-03&end=2026-11-03'],
  ]);
});

test('Stop ends the wait at once: the chat is ready again and says "Stopped."; the stopped turn is not sent as an answer', async () => {
  answers = [new Promise<FakeAnswer>(() => undefined), ok({ response: 'Done.', session_id: 's1' })];
  // The hanging reply above never settles; the client's abort rejects the fetch as a browser does.
  const fetch = globalThis.fetch as jest.Mock;
  const inner = fetch.getMockImplementation()!;
  fetch.mockImplementation((url: string, init: RequestInit) =>
    Promise.race([
      inner(url, init),
      new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')))),
    ]),
  );
  const user = renderChat();
  await user.click(screen.getByRole('checkbox', { name: 'Analyze my health' }));
  await user.type(box(), 'How am I doing?{Enter}');
  expect(screen.getByRole('status')).toHaveTextContent('Analyzing your health data');
  await user.click(screen.getByRole('button', { name: 'Stop' }));
  expect(await within(conversation()).findByText('Stopped.')).toBeInTheDocument();
  expect(screen.getByRole('status')).not.toHaveTextContent('typing');
  await user.type(box(), 'And now?{Enter}');
  expect(await within(conversation()).findByText('Done.')).toBeInTheDocument();
  const last = requests.filter((r) => r.method === 'POST').at(-1)!.body as { history: unknown[] };
  expect(last.history).toEqual([{ role: 'user', content: 'How am I doing?' }]);
});

test('the questions under the box ask themselves, and wait while a reply is pending', async () => {
  let answer: (value: FakeAnswer) => void = () => undefined;
  answers = [new Promise<FakeAnswer>((resolve) => (answer = resolve))];
  const user = renderChat();
  const group = screen.getByRole('group', { name: 'Questions to try' });
  const buttons = within(group).getAllByRole('button');
  expect(buttons.map((b) => b.textContent)).toEqual([...SUGGESTED_QUESTIONS]);
  await user.click(within(group).getByRole('button', { name: 'Did I exercise yesterday?' }));
  expect(requests[0].body).toMatchObject({ query: 'Did I exercise yesterday?' });
  expect(within(group).getByRole('button', { name: 'How did I sleep this week?' })).toBeDisabled();
  await act(async () => answer(ok({ response: '**Yes**: **1 entry** yesterday.', session_id: 's1' })));
  expect(within(group).getByRole('button', { name: 'How did I sleep this week?' })).toBeEnabled();
});
