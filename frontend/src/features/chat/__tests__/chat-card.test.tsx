// The 'AI Chat Assistant' card (docs/PRODUCT.md §4, §5, §7, §8): sending, typing indicator, keys, New chat, All Chats, the analyze
// toggle and its 120 s timeout, every error text, 'Authentication Required', and answers shown as text, never HTML.
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { registerNavigator } from '@/lib/navigation';
import { fixedAuth, FixedAuthProvider, sampleUser } from '@/testing/auth-fixtures';
import { installFetch, installHangingFetch, type FakeAnswer, type RecordedRequest } from '@/testing/fake-fetch';
import type { ChatRequest } from '../api/send-chat-message';
import { ChatCard } from '../components/chat-card';

const CHAT = '/api/ai/chat/';
/** An answer of the chat call: a response, a promise of one, or a network failure. */
type Reply = FakeAnswer | Promise<FakeAnswer> | 'network';

let replies: Reply[] = [];
let pages: Record<string, FakeAnswer[]> = {};
let requests: RecordedRequest[] = [];
let unregister: () => void;

/** The chat call answers these, one per turn, the last one repeated. */
const reply = (...next: Reply[]) => (replies = next);
const ok = (body: object): FakeAnswer => ({ status: 200, body });
const next = <T,>(list: T[]): T | undefined => (list.length > 1 ? list.shift() : list[0]);

beforeEach(() => {
  localStorage.setItem('timeZone', 'America/New_York');
  replies = [];
  pages = {};
  ({ requests } = installFetch(async ({ method, url }) => {
    const answer = method === 'POST' && url === CHAT ? next(replies) : next(pages[url] ?? []);
    if (answer === 'network') throw new TypeError('Failed to fetch');
    return answer ?? { status: 404, body: { detail: 'Not found.' } };
  }));
  unregister = registerNavigator(jest.fn()); // the API client's own way to /login after a 401
});
afterEach(() => {
  unregister();
  jest.useRealTimers();
});

function renderChat(signedIn = true, fakeTimers = false) {
  const auth = fixedAuth({ user: signedIn ? sampleUser() : null });
  render(
    <MemoryRouter>
      <FixedAuthProvider state={auth}>
        <ChatCard />
      </FixedAuthProvider>
    </MemoryRouter>,
  );
  return userEvent.setup(fakeTimers ? { advanceTimers: jest.advanceTimersByTime } : {});
}

/** A server that never answers (the client's timeout aborts the call), with fake timers to reach that timeout. */
function hangingServer() {
  jest.useFakeTimers();
  const { calls } = installHangingFetch().mock;
  return { sentBody: () => JSON.parse(String(calls[calls.length - 1][1]?.body)) as ChatRequest, calls: () => calls.length };
}

const box = () => screen.getByRole('textbox', { name: 'Message the assistant' });
const conversation = () => screen.getByRole('log', { name: 'Conversation' });
const sendButton = () => screen.getByRole('button', { name: 'Send' });
const analyzeToggle = () => screen.getByRole('checkbox', { name: 'Analyze my health' });
const turns = () => requests.filter((request) => request.method === 'POST' && request.url === CHAT);
const lastBody = () => turns()[turns().length - 1].body as ChatRequest;

/** A reply that waits until the test lets it through. */
function pendingReply() {
  let answer: (value: FakeAnswer) => void = () => undefined;
  reply(new Promise<FakeAnswer>((resolve) => (answer = resolve)));
  return { answer: (value: object) => act(async () => answer(ok(value))) };
}

describe('sending', () => {
  test('Enter sends the question with the docs/PRODUCT.md request; the reply appears and its session is kept', async () => {
    reply(ok({ response: 'You slept 7 hours.', session_id: 's1' }), ok({ response: 'About 7.2 hours.', session_id: 's1' }));
    const user = renderChat();
    await user.type(box(), '  How did I sleep?  {Enter}');
    expect(turns()).toEqual([
      expect.objectContaining({
        url: '/api/ai/chat/',
        method: 'POST',
        body: {
          query: 'How did I sleep?',
          history: [],
          session_id: null,
          user_id: sampleUser().id,
          timezone: 'America/New_York',
          device_locale_info: { locale: 'en-US', timezone: 'America/New_York', is_24h_format: false },
          analyze_my_health: false,
        },
      }),
    ]);
    expect(await within(conversation()).findByText('You slept 7 hours.')).toBeInTheDocument();
    expect(within(conversation()).getByText('How did I sleep?')).toBeInTheDocument();
    expect(box()).toHaveValue('');

    await user.type(box(), 'And on average?{Enter}');
    await waitFor(() => expect(turns()).toHaveLength(2));
    const body = lastBody();
    expect(body.session_id).toBe('s1');
    expect(body.history).toEqual([
      { role: 'user', content: 'How did I sleep?' },
      { role: 'assistant', content: 'You slept 7 hours.' },
    ]);
  });

  test('the typing indicator shows while the reply is awaited, and Stop takes the place of Send meanwhile', async () => {
    const reply = pendingReply();
    const user = renderChat();
    await user.type(box(), 'Hi{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('The assistant is typing…');
    await user.type(box(), 'more');
    expect(screen.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Stop' })).toBeEnabled();
    await user.keyboard('{Enter}');
    expect(turns()).toHaveLength(1);
    await reply.answer({ response: 'Hello!', session_id: 's1' });
    expect(screen.getByRole('status')).not.toHaveTextContent('typing');
    expect(sendButton()).toBeEnabled();
  });

  test('Shift+Enter breaks the line; blank messages are ignored and Send stays disabled', async () => {
    const user = renderChat();
    expect(sendButton()).toBeDisabled();
    await user.type(box(), '   {Enter}');
    expect(requests).toHaveLength(0);
    expect(sendButton()).toBeDisabled();
    await user.clear(box());
    await user.type(box(), 'line one{Shift>}{Enter}{/Shift}line two');
    expect(box()).toHaveValue('line one\nline two');
    expect(requests).toHaveLength(0);
  });

  test('the box grows with its text up to 120 px', async () => {
    const user = renderChat();
    Object.defineProperty(box(), 'scrollHeight', { configurable: true, get: () => 64 });
    await user.type(box(), 'a');
    expect(box().style.height).toBe('64px');
    Object.defineProperty(box(), 'scrollHeight', { configurable: true, get: () => 300 });
    await user.type(box(), 'b');
    expect(box().style.height).toBe('120px');
  });

  test("the assistant's answer is shown as text, never interpreted as HTML", async () => {
    const html = '<img src=x onerror="alert(1)"><b>bold</b> <a href="javascript:alert(1)">link</a>';
    reply(ok({ response: html, session_id: 's1' }));
    const user = renderChat();
    await user.type(box(), 'Hi{Enter}');
    const answer = await within(conversation()).findByText(html, { exact: false });
    expect(answer.textContent).toContain(html);
    expect(conversation().querySelector('img, b, a')).toBeNull();
  });
});

describe('the analyze toggle', () => {
  test('is off by default; on, it sends analyze_my_health with the 120 s timeout', async () => {
    const server = hangingServer();
    const user = renderChat(true, true);
    expect(analyzeToggle()).not.toBeChecked();
    await user.click(analyzeToggle());
    await user.type(box(), 'Analyze me{Enter}');
    expect(server.sentBody().analyze_my_health).toBe(true);
    await act(() => jest.advanceTimersByTimeAsync(119_999));
    expect(screen.getByRole('status')).toHaveTextContent('The assistant is typing…');
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(within(conversation()).getByText(/The request took too long to process/)).toBeInTheDocument();
    expect(server.calls()).toBe(1);
  });
});

describe('New chat', () => {
  test('resets the messages, the session and the analyze toggle', async () => {
    reply(ok({ response: 'Hello!', session_id: 's1' }));
    const user = renderChat();
    await user.click(analyzeToggle());
    await user.type(box(), 'Hi{Enter}');
    await within(conversation()).findByText('Hello!');
    await user.click(screen.getByRole('button', { name: 'New chat' }));
    expect(within(conversation()).queryByText('Hello!')).not.toBeInTheDocument();
    expect(analyzeToggle()).not.toBeChecked();
    expect(box()).toHaveFocus();
    await user.type(box(), 'Again{Enter}');
    expect(lastBody()).toMatchObject({ session_id: null, history: [], analyze_my_health: false });
  });

  test('a reply that arrives after New chat is dropped', async () => {
    const reply = pendingReply();
    const user = renderChat();
    await user.type(box(), 'Hi{Enter}');
    await user.click(screen.getByRole('button', { name: 'New chat' }));
    await reply.answer({ response: 'Late answer', session_id: 's1' });
    expect(screen.queryByText('Late answer')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).not.toHaveTextContent('typing');
  });
});

describe('All Chats', () => {
  const sessions = [
    { id: 's2', title: 'Sleep questions', start_time: '2026-11-20T14:30:00Z' },
    { id: 's1', title: 'Breakfast', start_time: '2026-11-18T13:00:00Z' },
  ];

  test('lists the sessions with their start times in the zone; opening one replaces the conversation and the session', async () => {
    reply(ok({ response: 'Hello!', session_id: 'new' }), ok({ response: 'Better than last week.', session_id: 's2' }));
    pages = {
      '/api/ai/chat/sessions/': [ok(sessions)],
      '/api/ai/chat/sessions/s2/': [
        ok([
          { role: 'user', content: 'How did I sleep?' },
          { role: 'assistant', content: 'Seven hours.' },
        ]),
      ],
    };
    const user = renderChat();
    await user.type(box(), 'Hi{Enter}');
    await within(conversation()).findByText('Hello!');

    await user.click(screen.getByRole('button', { name: 'All Chats' }));
    const list = screen.getByRole('region', { name: 'All Chats' });
    const sleep = await within(list).findByRole('button', { name: /Sleep questions/ });
    expect(sleep).toHaveTextContent('11/20/2026, 9:30 AM');
    expect(within(list).getByRole('button', { name: /Breakfast/ })).toHaveTextContent('11/18/2026, 8:00 AM');

    await user.click(sleep);
    expect(await within(conversation()).findByText('Seven hours.')).toBeInTheDocument();
    expect(within(conversation()).queryByText('Hello!')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'All Chats' })).not.toBeInTheDocument();
    expect(box()).toHaveFocus();

    await user.type(box(), 'Compared to last week?{Enter}');
    expect(requests.filter((request) => request.method === 'GET').map((request) => request.url)).toEqual([
      '/api/ai/chat/sessions/',
      '/api/ai/chat/sessions/s2/',
    ]);
    expect(lastBody()).toMatchObject({
      session_id: 's2',
      history: [
        { role: 'user', content: 'How did I sleep?' },
        { role: 'assistant', content: 'Seven hours.' },
      ],
    });
  });

  test('a list that fails to load says so and can be retried', async () => {
    pages = { '/api/ai/chat/sessions/': [{ status: 500 }, ok([])] };
    const user = renderChat();
    await user.click(screen.getByRole('button', { name: 'All Chats' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your chats could not be loaded. Please try again.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No saved chats yet.')).toBeInTheDocument();
  });
});

describe('errors appear as assistant messages', () => {
  test('a timeout (60 s for a normal turn)', async () => {
    const server = hangingServer();
    const user = renderChat(true, true);
    await user.type(box(), 'Hi{Enter}');
    expect(server.sentBody().analyze_my_health).toBe(false);
    await act(() => jest.advanceTimersByTimeAsync(59_999));
    expect(screen.getByRole('status')).toHaveTextContent('The assistant is typing…');
    await act(() => jest.advanceTimersByTimeAsync(1));
    const text = 'The request took too long to process. The AI might be busy. Please try again in a moment.';
    const message = within(conversation()).getByText(text, { exact: false });
    expect(message).toHaveTextContent(text);
    expect(message).toHaveClass('chat-message-assistant');
    expect(server.calls()).toBe(1);
  });

  test.each<[string, Reply, string]>([
    ['401', { status: 401, body: { detail: 'Token expired.' } }, 'Authentication error. Please log in again to continue using the chat.'],
    ['403', { status: 403 }, 'Access denied. You may not have permission to use this feature.'],
    ['an error field', { status: 400, body: { error: 'Query too long' } }, 'Error: Query too long'],
    ['anything else', 'network', 'Sorry, I encountered an error: Network error - unable to reach server'],
  ])('%s', async (_label, answer, text) => {
    reply(answer);
    const user = renderChat();
    await user.type(box(), 'Hi{Enter}');
    const message = await within(conversation()).findByText(text, { exact: false });
    expect(message).toHaveTextContent(text);
    expect(message).toHaveClass('chat-message-assistant');
    expect(turns()).toHaveLength(1); // a turn spends a credit: never retried
  });

  test('a real refusal keeps the docs/PRODUCT.md text and adds the server reason when there is one', async () => {
    reply({ status: 403, body: { detail: 'Admin privileges required.' } });
    const user = renderChat();
    await user.type(box(), 'Hi{Enter}');
    expect(
      await within(conversation()).findByText(
        'Access denied. You may not have permission to use this feature. Admin privileges required.',
        {
          exact: false,
        },
      ),
    ).toBeInTheDocument();
  });

  test.each<[string, Record<string, unknown>, RegExp]>([
    [
      "a trial's credits used up",
      { detail: 'x', code: 'creditsExhausted', plan: 'trial', renews_on: null },
      /^Assistant: You have used all of your trial's AI credits\. Choose a plan to keep going\. See the plans$/,
    ],
    [
      "a plan's credits used up, back on a date",
      { detail: 'x', code: 'creditsExhausted', plan: 'basic', renews_on: '2026-12-24T14:00:00.000Z' },
      /^Assistant: You have used this period's AI credits; they come back on 12\/24\/2026, 9:00 AM\. A bigger plan gives more\. See the plans$/,
    ],
    [
      'an ended trial',
      {
        detail: 'Your free trial has ended. Choose a plan to keep using the AI features.',
        code: 'trialEnded',
        plan: 'trial',
        renews_on: null,
      },
      /^Assistant: Your free trial has ended\. Choose a plan to keep using the AI features\. See the plans$/,
    ],
  ])('%s: one clear message and the way to the plans, not a permission error', async (_label, body, text) => {
    localStorage.setItem('timeZone', 'America/New_York');
    reply({ status: 403, body });
    const user = renderChat();
    await user.type(box(), 'Hi{Enter}');
    const message = await within(conversation()).findByText(/See the plans|AI credits|trial/, { selector: 'li' });
    expect(message.textContent).toMatch(text);
    expect(within(message).getByRole('link', { name: 'See the plans' })).toHaveAttribute('href', '/pricing');
    expect(message).not.toHaveTextContent('Access denied');
  });

  test('a failed turn is not sent back as history', async () => {
    reply({ status: 403 }, ok({ response: 'ok', session_id: 's1' }));
    const user = renderChat();
    await user.type(box(), 'Hi{Enter}');
    await within(conversation()).findByText(/Access denied/);
    await user.type(box(), 'Again{Enter}');
    await waitFor(() => expect(turns()).toHaveLength(2));
    expect(lastBody().history).toEqual([{ role: 'user', content: 'Hi' }]);
  });
});

test("without a user the card shows 'Authentication Required' and no message box", () => {
  renderChat(false);
  expect(screen.getByRole('heading', { name: 'AI Chat Assistant' })).toBeInTheDocument();
  expect(screen.getByText('Authentication Required')).toBeInTheDocument();
  expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
});
