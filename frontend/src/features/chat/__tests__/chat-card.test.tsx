// The 'AI Chat Assistant' card (SPEC.md §4, §5, §7, §8): sending, typing indicator, keys, New chat, All Chats, the analyze
// toggle and its 120 s timeout, every error text, 'Authentication Required', and answers shown as text, never HTML.
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, ApiError } from '@/lib/api-client';
import { fixedAuth, FixedAuthProvider, sampleUser } from '@/testing/auth-fixtures';
import { ChatCard } from '../components/chat-card';

jest.mock('@/lib/api-client', () => {
  const actual = jest.requireActual('@/lib/api-client');
  return { ...actual, api: { get: jest.fn(), post: jest.fn(), put: jest.fn(), delete: jest.fn() } };
});

const post = api.post as jest.Mock;
const get = api.get as jest.Mock;

beforeEach(() => {
  localStorage.setItem('timeZone', 'America/New_York');
  post.mockReset();
  get.mockReset();
});

function renderChat(signedIn = true) {
  const auth = fixedAuth({ user: signedIn ? sampleUser() : null });
  render(
    <FixedAuthProvider state={auth}>
      <ChatCard />
    </FixedAuthProvider>,
  );
  return userEvent.setup();
}

const box = () => screen.getByRole('textbox', { name: 'Message the assistant' });
const conversation = () => screen.getByRole('log', { name: 'Conversation' });
const sendButton = () => screen.getByRole('button', { name: 'Send' });
const analyzeToggle = () => screen.getByRole('checkbox', { name: 'Analyze my health' });
const lastRequest = () => post.mock.calls[post.mock.calls.length - 1];

/** A reply that waits until the test lets it through. */
function pendingReply() {
  let answer: (value: unknown) => void = () => undefined;
  let fail: (error: unknown) => void = () => undefined;
  post.mockReturnValueOnce(new Promise((resolve, reject) => ((answer = resolve), (fail = reject))));
  return { answer: (value: unknown) => act(async () => answer(value)), fail: (error: unknown) => act(async () => fail(error)) };
}

describe('sending', () => {
  test('Enter sends the question with the SPEC request; the reply appears and its session is kept', async () => {
    post.mockResolvedValueOnce({ response: 'You slept 7 hours.', session_id: 's1' });
    const user = renderChat();
    await user.type(box(), '  How did I sleep?  {Enter}');
    expect(lastRequest()).toEqual([
      '/ai/chat/',
      {
        query: 'How did I sleep?',
        history: [],
        session_id: null,
        user_id: sampleUser().id,
        timezone: 'America/New_York',
        device_locale_info: { locale: 'en-US', timezone: 'America/New_York', is_24h_format: false },
        analyze_my_health: false,
      },
      { timeoutMs: 60_000, retries: 0 },
    ]);
    expect(await within(conversation()).findByText('You slept 7 hours.')).toBeInTheDocument();
    expect(within(conversation()).getByText('How did I sleep?')).toBeInTheDocument();
    expect(box()).toHaveValue('');

    post.mockResolvedValueOnce({ response: 'About 7.2 hours.', session_id: 's1' });
    await user.type(box(), 'And on average?{Enter}');
    const body = lastRequest()[1];
    expect(body.session_id).toBe('s1');
    expect(body.history).toEqual([
      { role: 'user', content: 'How did I sleep?' },
      { role: 'assistant', content: 'You slept 7 hours.' },
    ]);
  });

  test('the typing indicator shows while the reply is awaited, and Send is disabled meanwhile', async () => {
    const reply = pendingReply();
    const user = renderChat();
    await user.type(box(), 'Hi{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('The assistant is typing…');
    await user.type(box(), 'more');
    expect(sendButton()).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(post).toHaveBeenCalledTimes(1);
    await reply.answer({ response: 'Hello!', session_id: 's1' });
    expect(screen.getByRole('status')).not.toHaveTextContent('typing');
    expect(sendButton()).toBeEnabled();
  });

  test('Shift+Enter breaks the line; blank messages are ignored and Send stays disabled', async () => {
    const user = renderChat();
    expect(sendButton()).toBeDisabled();
    await user.type(box(), '   {Enter}');
    expect(post).not.toHaveBeenCalled();
    expect(sendButton()).toBeDisabled();
    await user.clear(box());
    await user.type(box(), 'line one{Shift>}{Enter}{/Shift}line two');
    expect(box()).toHaveValue('line one\nline two');
    expect(post).not.toHaveBeenCalled();
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
    post.mockResolvedValueOnce({ response: html, session_id: 's1' });
    const user = renderChat();
    await user.type(box(), 'Hi{Enter}');
    const answer = await within(conversation()).findByText(html, { exact: false });
    expect(answer.textContent).toContain(html);
    expect(conversation().querySelector('img, b, a')).toBeNull();
  });
});

describe('the analyze toggle', () => {
  test('is off by default; on, it sends analyze_my_health with the 120 s timeout', async () => {
    post.mockResolvedValue({ response: 'ok', session_id: 's1' });
    const user = renderChat();
    expect(analyzeToggle()).not.toBeChecked();
    await user.click(analyzeToggle());
    await user.type(box(), 'Analyze me{Enter}');
    expect(lastRequest()[1].analyze_my_health).toBe(true);
    expect(lastRequest()[2]).toEqual({ timeoutMs: 120_000, retries: 0 });
  });
});

describe('New chat', () => {
  test('resets the messages, the session and the analyze toggle', async () => {
    post.mockResolvedValue({ response: 'Hello!', session_id: 's1' });
    const user = renderChat();
    await user.click(analyzeToggle());
    await user.type(box(), 'Hi{Enter}');
    await within(conversation()).findByText('Hello!');
    await user.click(screen.getByRole('button', { name: 'New chat' }));
    expect(within(conversation()).queryByText('Hello!')).not.toBeInTheDocument();
    expect(analyzeToggle()).not.toBeChecked();
    expect(box()).toHaveFocus();
    await user.type(box(), 'Again{Enter}');
    expect(lastRequest()[1]).toMatchObject({ session_id: null, history: [], analyze_my_health: false });
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
    post.mockResolvedValueOnce({ response: 'Hello!', session_id: 'new' });
    get.mockImplementation(async (path: string) => {
      if (path === '/ai/chat/sessions/') return sessions;
      if (path === '/ai/chat/sessions/s2/') return [
        { role: 'user', content: 'How did I sleep?' },
        { role: 'assistant', content: 'Seven hours.' },
      ];
      throw new Error(`unexpected ${path}`);
    });
    const user = renderChat();
    await user.type(box(), 'Hi{Enter}');
    await within(conversation()).findByText('Hello!');

    await user.click(screen.getByRole('button', { name: 'All Chats' }));
    const list = screen.getByRole('region', { name: 'All Chats' });
    const sleep = await within(list).findByRole('button', { name: /Sleep questions/ });
    expect(sleep).toHaveTextContent('11/20/26, 9:30 AM');
    expect(within(list).getByRole('button', { name: /Breakfast/ })).toHaveTextContent('11/18/26, 8:00 AM');

    await user.click(sleep);
    expect(await within(conversation()).findByText('Seven hours.')).toBeInTheDocument();
    expect(within(conversation()).queryByText('Hello!')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'All Chats' })).not.toBeInTheDocument();
    expect(box()).toHaveFocus();

    post.mockResolvedValueOnce({ response: 'Better than last week.', session_id: 's2' });
    await user.type(box(), 'Compared to last week?{Enter}');
    expect(lastRequest()[1]).toMatchObject({
      session_id: 's2',
      history: [
        { role: 'user', content: 'How did I sleep?' },
        { role: 'assistant', content: 'Seven hours.' },
      ],
    });
  });

  test('a list that fails to load says so and can be retried', async () => {
    get.mockRejectedValueOnce(new ApiError('Server error - please try again later', { status: 500 })).mockResolvedValueOnce([]);
    const user = renderChat();
    await user.click(screen.getByRole('button', { name: 'All Chats' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your chats could not be loaded. Please try again.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No saved chats yet.')).toBeInTheDocument();
  });
});

describe('errors appear as assistant messages', () => {
  test.each([
    ['a timeout', new ApiError('Network error - unable to reach server', { reason: 'timeout' }), 'The request took too long to process. The AI might be busy. Please try again in a moment.'],
    ['401', new ApiError('Authentication failed - please login again', { status: 401 }), 'Authentication error. Please log in again to continue using the chat.'],
    ['403', new ApiError('Access denied', { status: 403 }), 'Access denied. You may not have permission to use this feature.'],
    ['an error field', new ApiError('Request failed', { status: 400, body: { error: 'Query too long' } }), 'Error: Query too long'],
    ['anything else', new ApiError('Network error - unable to reach server', { reason: 'network' }), 'Sorry, I encountered an error: Network error - unable to reach server'],
  ])('%s', async (_label, error, text) => {
    post.mockRejectedValueOnce(error);
    const user = renderChat();
    await user.type(box(), 'Hi{Enter}');
    const message = await within(conversation()).findByText(text, { exact: false });
    expect(message).toHaveTextContent(text);
    expect(message).toHaveClass('chat-message-assistant');
  });

  test('a 403 keeps the SPEC text and adds the server reason when there is one', async () => {
    post.mockRejectedValueOnce(new ApiError('Access denied', { status: 403, body: { detail: 'Your free trial has ended.', code: 'trialEnded' } }));
    const user = renderChat();
    await user.type(box(), 'Hi{Enter}');
    expect(
      await within(conversation()).findByText(
        'Access denied. You may not have permission to use this feature. Your free trial has ended.',
        { exact: false },
      ),
    ).toBeInTheDocument();
  });

  test('a failed turn is not sent back as history', async () => {
    post.mockRejectedValueOnce(new ApiError('Access denied', { status: 403 }));
    const user = renderChat();
    await user.type(box(), 'Hi{Enter}');
    await within(conversation()).findByText(/Access denied/);
    post.mockResolvedValueOnce({ response: 'ok', session_id: 's1' });
    await user.type(box(), 'Again{Enter}');
    await waitFor(() => expect(post).toHaveBeenCalledTimes(2));
    expect(lastRequest()[1].history).toEqual([{ role: 'user', content: 'Hi' }]);
  });
});

test("without a user the card shows 'Authentication Required' and no message box", () => {
  renderChat(false);
  expect(screen.getByRole('heading', { name: 'AI Chat Assistant' })).toBeInTheDocument();
  expect(screen.getByText('Authentication Required')).toBeInTheDocument();
  expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
});
