// The chat history the model reads again is bounded in characters, so one credit buys a bounded input (issue 21).
import { boundedHistory, HISTORY_CHARS, HISTORY_MESSAGES } from '../../functions/ai/chat-history';
import type { ChatMessage } from '../../functions/providers/ai/ai-port';

const message = (i: number, length: number): ChatMessage => ({
  role: i % 2 ? 'assistant' : 'user',
  content: String(i % 10).repeat(length),
});
const total = (messages: ChatMessage[]) => messages.reduce((sum, m) => sum + m.content.length, 0);

describe('boundedHistory', () => {
  it('keeps a short history whole', () => {
    const history = [message(0, 100), message(1, 200)];
    expect(boundedHistory(history)).toEqual(history);
  });

  it('keeps 20 messages of 8,000 characters to the newest that fit the budget, in order', () => {
    const history = Array.from({ length: 20 }, (_, i) => message(i, 8000));
    const kept = boundedHistory(history);
    expect(total(kept)).toBeLessThanOrEqual(HISTORY_CHARS);
    expect(kept).toEqual(history.slice(-kept.length));
    expect(kept.length).toBe(Math.floor(HISTORY_CHARS / 8000));
  });

  it('reads at most the newest messages, and stops at the first older one that does not fit', () => {
    const history = Array.from({ length: 30 }, (_, i) => message(i, 10));
    expect(boundedHistory(history)).toEqual(history.slice(-HISTORY_MESSAGES));
    const uneven = [message(0, 10), message(1, HISTORY_CHARS), message(2, 10)];
    expect(boundedHistory(uneven)).toEqual([uneven[2]]);
  });
});
