// The messages as bubbles, in a polite live region (an answer as structured text with links to the entries it used),
// and the typing indicator while a reply is awaited.
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { ChatMessage } from '../use-chat';
import { ChatAnswer } from './chat-answer';
import { ChatCites } from './chat-cites';

type Props = { messages: ChatMessage[]; awaiting: boolean; analyze: boolean };

/** An assistant's answer (not a failed turn's text) is read as structured text. */
const isAnswer = (message: ChatMessage) => message.role === 'assistant' && !message.failed;

export function ChatConversation({ messages, awaiting, analyze }: Props) {
  const scroller = useRef<HTMLDivElement>(null);
  const empty = messages.length === 0 && !awaiting;
  useEffect(() => {
    const el = scroller.current;
    // Reading the height lays the page out: not for an empty conversation, which has nothing to scroll (the
    // dashboard's first screen, where it cost a layout of the whole page: docs/PERFORMANCE.md "The first render in tasks").
    if (el && !empty) el.scrollTop = el.scrollHeight;
  }, [messages, awaiting, empty]);

  return (
    // Empty, it is only as tall as its one sentence: a new account's dashboard stays short on a phone.
    <div ref={scroller} className={`chat-conversation${empty ? ' chat-conversation-empty' : ''}`}>
      {empty && <p className="chat-empty">Ask about your own entries: how you slept, moved, ate and felt, on a day, a week or a month.</p>}
      {/* Text only, never HTML: the model's answer may quote whatever a person wrote in an entry (docs/SECURITY.md S40). */}
      {/* An answer's **bold**, "- " lists and dates are read by ChatAnswer into elements, never into markup. */}
      {/* The log wraps the list, so the messages stay list items for assistive technology. */}
      <div role="log" aria-live="polite" aria-label="Conversation">
        <ol className="chat-messages">
          {messages.map((message, i) => (
            <li
              key={i}
              className={`chat-message chat-message-${message.role}${message.failed ? ' chat-message-failed' : ''}${isAnswer(message) ? ' chat-message-answer' : ''}`}
            >
              <span className="sr-only">{message.role === 'user' ? 'You: ' : 'Assistant: '}</span>
              {isAnswer(message) ? <ChatAnswer text={message.content} /> : message.content}
              {message.cites && message.cites.length > 0 && <ChatCites cites={message.cites} />}
              {message.plansLink && (
                <>
                  {' '}
                  <Link to={paths.pricing}>See the plans</Link>
                </>
              )}
            </li>
          ))}
        </ol>
      </div>
      <div role="status" className="chat-typing-status">
        {awaiting && (
          <span className="chat-typing">
            <span className="chat-typing-dots" aria-hidden="true">
              <span />
              <span />
              <span />
            </span>
            <span className="sr-only">The assistant is typing…</span>
            {analyze && <span className="chat-typing-note">Analyzing your health data, this can take up to 2 minutes</span>}
          </span>
        )}
      </div>
    </div>
  );
}
