// What of a chat's history the model reads again. A request may bring 20 messages of 8,000 characters (or a session
// may hold long answers) for one credit: without a bound, one credit bought ~40,000 input tokens. The newest
// messages are kept whole while they fit a character budget (issue 21, docs/AI.md "Chat"), so one credit buys
// at most the query, this budget and the bounded entries.
import type { ChatMessage } from '../providers/ai/ai-port';

/** How many of a session's messages are read at most. */
export const HISTORY_MESSAGES = 20;

/** About 4,000 tokens, at the ~4 characters a token that the local provider's estimate and Bedrock's English text use. */
export const HISTORY_CHARS = 16_000;

/** The newest messages, oldest first, whose texts together fit `maxChars`; the first that does not fit ends it. */
export function boundedHistory<T extends ChatMessage>(messages: readonly T[], maxChars = HISTORY_CHARS): T[] {
  const kept: T[] = [];
  let left = maxChars;
  for (const message of messages.slice(-HISTORY_MESSAGES).reverse()) {
    if (message.content.length > left) break;
    kept.push(message);
    left -= message.content.length;
  }
  return kept.reverse();
}
